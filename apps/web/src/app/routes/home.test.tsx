// Home greets a first-time member with "Welcome" and the region's welcome points, clears the first-time flag, and
// greets everyone else with "Welcome back"; each content block shows its empty state or its error, never a blank.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toPublicRegion } from '@club/contract/config';
import { regions } from '@club/contract/regions';
import type { SelfUser } from '@club/contract/company';
import { renderApp } from '../../test/render';
import { publicConfigFixture, selfUserFixture, signIn } from '../../test/fixtures';
import { errorBody, stubFetch, type StubHandler } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary = {
  company_points: 35,
  points: { completed: 35, in_prog: 0, lost: 0, to_expire: 0 },
  projects: { completed: 0, in_prog: 0, lost: 0 },
  scans: { current_year: 0, completed: 0 },
};

function server(user: SelfUser, extra: Record<string, StubHandler> = {}) {
  let current = user;
  const config = publicConfigFixture();
  // Hungary (region 4) gives 35 welcome points in this configuration.
  config.regions = regions.map((r) => toPublicRegion(r, r.id === 4 ? 35 : 20));
  return stubFetch({
    'GET /v1/config/public': () => ({ body: config }),
    'GET /v1/company/user/self': () => ({ body: current }),
    'PATCH /v1/installer/user/:uuid': (req) => {
      const body = req.body as { options?: Record<string, unknown> };
      current = { ...current, options: { ...current.options, ...body.options } };
      return { body: current };
    },
    'GET /v1/company/points/:uuid': () => ({ body: summary }),
    'GET /v1/notifications': () => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, unread: 0 } }),
    ...extra,
  });
}

describe('home greeting', () => {
  it('welcomes a first-time member with the region’s welcome points, and clears the first-time flag', async () => {
    signIn();
    const user = selfUserFixture({ options: {}, region: { id: 4, code: 'HU' }, company: { regions_id: 4 } });
    const api = server(user);
    renderApp('/');
    // The first render of the file loads the lazy routes: give it longer than findBy's default second.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Anna!' }, { timeout: 5000 })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Welcome to the Installer Club, Okna Wiśniewski')).toBeTruthy();
    expect(within(main).getByRole('heading', { level: 2, name: 'Your welcome points' })).toBeTruthy();
    expect(within(main).getByText(/your company has received 35 points\./)).toBeTruthy();
    expect(within(main).queryByText(/Welcome back/)).toBeNull();
    await waitFor(() => expect(api.callsTo('PATCH', `/v1/installer/user/${user.uuid}`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `/v1/installer/user/${user.uuid}`)[0]?.body).toEqual({ options: { firstTime: false } });
    // The greeting stays for this visit although the flag is cleared.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Anna!' })).toBeTruthy();
  });

  it('welcomes a returning member back, with no banner and no write', async () => {
    signIn();
    const user = selfUserFixture({ options: { firstTime: false } });
    const api = server(user);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Anna!' }, { timeout: 5000 })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Welcome back to the Installer Club, Okna Wiśniewski')).toBeTruthy();
    expect(within(main).queryByText('Your welcome points')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });
});

describe('home content blocks', () => {
  const failure = () => ({ status: 500, body: errorBody('Something went wrong.', 'internal') });
  const empty = () => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 4, total: 0 } } });

  it('shows the empty state of an empty list and an error for a list that failed', async () => {
    signIn();
    server(selfUserFixture(), {
      // No hero, no sticky news, no news and no vouchers; the videos, the shop teasers and the base points fail.
      'GET /v1/content': (req) => (['video', 'shop_teaser'].includes(req.query.get('content_types') ?? '') ? failure() : empty()),
      'GET /v2/shop/products': empty,
      'GET /v1/config': failure,
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Anna!' }, { timeout: 5000 })).toBeTruthy();
    const block = (name: string) => screen.getByRole('region', { name });

    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome to the Installer Club' })).toBeTruthy();
    expect(screen.getByText('News and highlights for your region will appear here.')).toBeTruthy();
    // The blocks below the first screen are drawn in a commit of their own, just after it.
    await screen.findByRole('region', { name: 'News' });
    expect(await within(block('News')).findByText('No news yet.')).toBeTruthy();
    expect(within(block('News')).queryByRole('alert')).toBeNull();
    expect(await within(block('Vouchers')).findByText('There are no vouchers in your region’s shop right now.')).toBeTruthy();
    for (const name of ['Tutorial videos', 'From the shop', 'Base points per unit']) {
      const alert = await within(block(name)).findByRole('alert');
      expect(alert.textContent, name).toBe('This could not be loaded. Please try again later.');
    }
    expect(within(block('Tutorial videos')).queryByRole('button')).toBeNull();
  });
});
