// /resources (spec working areas §2 Resources, §9): the region's link tiles (a portal page opens in place, an outside
// address in a new tab, said so to screen readers) and its tutorial videos, 40 of each asked for; and the empty and
// error states of both lists.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { contentFixture, frameRoutes, signIn } from '../../test/fixtures';
import { errorBody, stubFetch, type StubHandler } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (data: unknown[]) => ({ body: { data, meta: { current_page: 1, last_page: 1, per_page: 40, total: data.length } } });

function server(resources: StubHandler, videos: StubHandler) {
  return stubFetch({
    ...frameRoutes(0),
    'GET /v1/content': (req) => (req.query.get('content_types') === 'video' ? videos(req) : resources(req)),
  });
}

describe('resources', () => {
  it('shows the link tiles and the tutorial videos', async () => {
    signIn();
    const api = server(
      () =>
        page([
          contentFixture(1, {
            type: 'resource',
            content: {
              title: 'Installation manuals',
              excerpt: 'Every product’s manual.',
              link: { href: 'https://example.com/manuals', label: 'Open the manuals' },
            },
          }),
          contentFixture(2, {
            type: 'resource',
            content: { title: 'Your projects', excerpt: 'Register a job.', link: { href: '/projects', label: 'Go to projects' } },
          }),
        ]),
      () =>
        page([
          contentFixture(3, { type: 'video', content: { title: 'Flashing in five minutes', youtube: 'Zk3Rq8pLw2E' } }),
          contentFixture(4, { type: 'video', content: { title: 'Fitting a blind', youtube: 'aB3dE5gH7jK' } }),
        ]),
    );
    renderApp('/resources');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' }, { timeout: 5000 })).toBeTruthy();
    const main = screen.getByRole('main');

    const manuals = (await within(main).findByRole('heading', { level: 2, name: 'Installation manuals' })).closest('article');
    expect(manuals?.textContent).toContain('Every product’s manual.');
    const outside = within(main).getByRole('link', { name: 'Open the manuals (opens in a new tab)' });
    expect(outside.getAttribute('href')).toBe('https://example.com/manuals');
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    const inside = within(main).getByRole('link', { name: 'Go to projects' });
    expect(inside.getAttribute('href')).toBe('/projects');
    expect(inside.getAttribute('target')).toBeNull();

    const videos = screen.getByRole('region', { name: 'Tutorial videos' });
    expect(await within(videos).findByRole('button', { name: 'Play video: Flashing in five minutes' })).toBeTruthy();
    expect(within(videos).getByRole('button', { name: 'Play video: Fitting a blind' })).toBeTruthy();
    expect(
      within(videos)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Flashing in five minutes', 'Fitting a blind']);
    expect(videos.querySelector('iframe')).toBeNull();

    const asked = api.callsTo('GET', '/v1/content');
    expect(asked.find((c) => c.query.get('content_types') === 'resource')?.query.get('limit')).toBe('40');
    expect(asked.find((c) => c.query.get('content_types') === 'video')?.query.get('limit')).toBe('40');
  });

  it('says so when there are no resources, and when the videos cannot be read', async () => {
    signIn();
    server(
      () => page([]),
      () => ({ status: 500, body: errorBody('Something went wrong.', 'internal') }),
    );
    renderApp('/resources');
    expect(await screen.findByText('There are no resources for your region yet.', {}, { timeout: 5000 })).toBeTruthy();
    const videos = screen.getByRole('region', { name: 'Tutorial videos' });
    expect((await within(videos).findByRole('alert')).textContent).toBe('This could not be loaded. Please try again later.');
    expect(within(videos).queryByRole('button')).toBeNull();
  });
});
