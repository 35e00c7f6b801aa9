// The public configuration's store (0138): what the sign-in and registration pages read before anything else, without a
// query library. One call however many parts ask; another language keeps the last one on screen until its own
// arrives; a failed call can be tried again.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider, useLanguage } from './i18n';
import { usePublicConfig } from './public-config';
import { stubFetch } from '../test/stub-fetch';
import { publicConfigFixture } from '../test/fixtures';

function Shows({ label }: { label: string }) {
  const config = usePublicConfig();
  const { setLanguage } = useLanguage();
  let text = 'loading';
  if (config.isError) text = 'failed';
  else if (config.data) text = `${config.data.regions.length} regions, welcome ${config.data.regions[0]?.welcome_points}`;
  return (
    <div>
      <p>
        {label}: {text}
      </p>
      {config.isError ? <button onClick={() => void config.refetch()}>retry {label}</button> : null}
      <button onClick={() => setLanguage('pl')}>polish {label}</button>
    </div>
  );
}

function renderTwo() {
  return render(
    <I18nProvider language="en">
      <Shows label="a" />
      <Shows label="b" />
    </I18nProvider>,
  );
}

describe('usePublicConfig', () => {
  it('asks the server once for two readers and shows both the same configuration', async () => {
    const fetch = stubFetch({ 'GET /v1/config/public': () => ({ body: publicConfigFixture([], { PL: 35 }) }) });
    renderTwo();
    expect(await screen.findByText(/a: \d+ regions/)).toBeTruthy();
    expect(screen.getByText(/b: \d+ regions/)).toBeTruthy();
    expect(fetch.calls.filter((c) => c.path === '/v1/config/public')).toHaveLength(1);
    expect(fetch.calls[0]?.query.get('lang')).toBe('en');
  });

  it('keeps the last language’s configuration on screen while another language’s loads', async () => {
    let releasePolish: () => void = () => {};
    const polish = new Promise<void>((resolve) => (releasePolish = resolve));
    stubFetch({
      'GET /v1/config/public': async (req) => {
        if (req.query.get('lang') === 'pl') await polish;
        return { body: publicConfigFixture([], { PL: req.query.get('lang') === 'pl' ? 50 : 20 }) };
      },
    });
    renderTwo();
    expect(await screen.findByText(/a: .*welcome 20/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'polish a' }));
    // Still the English answer, never "loading", until the Polish one is there.
    expect(screen.getByText(/a: .*welcome 20/)).toBeTruthy();
    expect(screen.queryByText(/loading/)).toBeNull();
    await act(async () => releasePolish());
    expect(await screen.findByText(/a: .*welcome 50/)).toBeTruthy();
  });

  it('says it failed, and a retry asks again and shows the answer', async () => {
    let failing = true;
    const fetch = stubFetch({
      'GET /v1/config/public': () => (failing ? { status: 500, body: { message: 'down' } } : { body: publicConfigFixture() }),
    });
    renderTwo();
    expect(await screen.findByText('a: failed')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'retry a' }));
    expect(await screen.findByText(/a: \d+ regions/)).toBeTruthy();
    expect(screen.getByText(/b: \d+ regions/)).toBeTruthy();
    expect(fetch.calls.filter((c) => c.path === '/v1/config/public')).toHaveLength(2);
  });
});
