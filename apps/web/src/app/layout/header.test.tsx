import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@club/contract/notifications';
import { storageKeys } from '@club/contract/constants';
import { renderApp } from '../../test/render';
import { publicConfigFixture, selfUserFixture, settingsFixture, signIn } from '../../test/fixtures';
import { errorBody, stubFetch, type StubHandler } from '../../test/stub-fetch';
import { cartCount } from '../../lib/cart';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Clicks a header control whose menu loads on first use (components/ui/use-lazy-part.ts): hovered first, then clicked
 * once the loaded part (a Mantine target, which has an id; the light button has none) has taken the light button's
 * place. user-event sends every event of a click to the element it started on, so a part that arrived mid-click left
 * the click on a removed button and no menu opened (CI, under load); a browser sends the rest to what is under the
 * pointer.
 */
async function pressLazy(user: User, find: () => HTMLElement) {
  await user.hover(find());
  const loaded = await waitFor(() => {
    const button = find();
    expect(button.id, 'the loaded part in place').not.toBe('');
    return button;
  });
  await user.click(loaded);
}

/**
 * Escape pressed on an open list's button closes the list (use-lazy-part.ts, useOpenedAfterMount): Mantine hears Escape
 * only inside the list and moves the focus there a task after drawing it, so an Escape in between was lost (CI).
 */
async function escapeOnTheButton(user: User, name: string, list: 'menu' | 'dialog') {
  const find = () => {
    const [button] = screen.getAllByRole('button', { name });
    if (!button) throw new Error(`no button ${name}`);
    return button;
  };
  await screen.findAllByRole('button', { name });
  await pressLazy(user, find);
  await screen.findByRole(list);
  expect(find().getAttribute('aria-expanded')).toBe('true');
  act(() => find().focus());
  fireEvent.keyDown(find(), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole(list)).toBeNull());
  expect(find().getAttribute('aria-expanded')).toBe('false');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary = (points: number) => ({
  company_points: points,
  points: { completed: 0, in_prog: 0, lost: 0, to_expire: 0 },
  projects: { completed: 0, in_prog: 0, lost: 0 },
  scans: { current_year: 0, completed: 0 },
});
export const notificationFixture = (i: number, over: Partial<Notification> = {}): Notification => ({
  uuid: `00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`,
  title: `Notice ${i}`,
  text: `Text of notice ${i}`,
  type: 'info',
  kind: 'demo',
  link: null,
  mark: false,
  created_at: '2025-03-01T10:00:00.000Z',
  ...over,
});

function signedInServer(overrides: Record<string, StubHandler> = {}) {
  const footer = {
    links: [{ label: { en: 'Club rules', pl: 'Regulamin' }, url: 'https://club.example.com/pl/terms' }],
    address: ['Installer Club', 'Polska'],
    social: [{ network: 'facebook' as const, url: 'https://www.facebook.com/installerclub.pl' }],
    whistleblower_url: 'https://club.example.com/pl/whistleblowing',
    support_email: 'club-pl@example.com',
    support_phone: '+48 800 100 200',
  };
  const settings = settingsFixture({
    footer: {
      standard: footer,
      decor: { ...footer, links: [{ label: { en: 'Decor rules' }, url: 'https://club.example.com/pl/decor-terms' }] },
    },
  });
  return stubFetch({
    'GET /v1/config/public': () => ({ body: publicConfigFixture([settings]) }),
    'GET /v1/company/user/self': () => ({ body: selfUserFixture() }),
    'GET /v1/company/points/:uuid': () => ({ body: summary(1) }),
    'GET /v1/notifications': () => ({
      body: {
        data: [notificationFixture(1, { mark: true, title: 'Welcome points' }), notificationFixture(2)],
        meta: { current_page: 1, last_page: 1, per_page: 5, total: 2 },
        unread: 1,
      },
    }),
    'PATCH /v1/notifications/:uuid': (req) => ({
      body: notificationFixture(1, { uuid: req.params.uuid ?? '', mark: false, title: 'Welcome points' }),
    }),
    'PATCH /v1/installer/user/:uuid': () => ({ body: selfUserFixture({ languages_id: 2, language: 'pl' }) }),
    'POST /v2/installer/logout': () => ({ status: 204 }),
    ...overrides,
  });
}

describe('header', () => {
  it('shows the balance pluralised, the unread count on the bell and the cart count', async () => {
    signIn();
    window.localStorage.setItem(
      storageKeys.cart,
      JSON.stringify({ version: 1, entries: { COMPACT: { a: { quantity: 2 } }, GIFT: { b: { quantity: 1 } } }, uuids: ['a', 'b'] }),
    );
    signedInServer();
    renderApp('/user');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('1 point')).toBeTruthy();
    expect(await within(header).findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Cart, 3 items' }).getAttribute('href')).toBe('/cart');
    // No card, no card link.
    expect(within(header).queryByRole('link', { name: 'Club card' })).toBeNull();
  });

  it('shows the club card link when the company has a card', async () => {
    signIn();
    signedInServer({
      'GET /v1/company/user/self': () => ({ body: selfUserFixture({ company: { has_edenred_card: 1, edenred_card: '1234567890' } }) }),
    });
    renderApp('/user');
    const header = await screen.findByRole('banner');
    const links = await within(header).findAllByRole('link', { name: 'Club card', hidden: true });
    expect(links[0]?.getAttribute('href')).toBe('/club-card');
  });

  it('the bell lists the latest notifications and links to all of them', async () => {
    signIn();
    const api = signedInServer();
    const user = userEvent.setup();
    const { router } = renderApp('/user');
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await pressLazy(user, () => screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const dropdown = await screen.findByRole('dialog');
    expect(within(dropdown).getByText('Welcome points')).toBeTruthy();
    expect(within(dropdown).getByText('Unread:')).toBeTruthy();
    expect(api.callsTo('GET', '/v1/notifications')[0]?.query.get('limit')).toBe('5');
    await user.click(await within(dropdown).findByRole('link', { name: 'See all notifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });

  it('changing the language changes the interface and saves languages_id for the signed-in user', async () => {
    signIn();
    const api = signedInServer();
    const user = userEvent.setup();
    renderApp('/user');
    await screen.findByRole('heading', { level: 1, name: 'Anna Wiśniewska' });
    await pressLazy(user, () => {
      const [menu] = screen.getAllByRole('button', { name: 'EN — Language: English' });
      if (!menu) throw new Error('no language menu');
      return menu;
    });
    await user.click(await screen.findByRole('menuitem', { name: 'Polski' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('pl'));
    expect(api.callsTo('PATCH', '/v1/installer/user/00000000-0000-4000-8000-000000000011')[0]?.body).toEqual({ languages_id: 2 });
    expect(window.localStorage.getItem(storageKeys.language)).toBe('pl');
  });

  it('Escape on the button of an open list closes it, before the focus has moved into the list', async () => {
    signIn();
    signedInServer();
    const user = userEvent.setup();
    renderApp('/user');
    await screen.findByRole('heading', { level: 1, name: 'Anna Wiśniewska' });
    await escapeOnTheButton(user, 'Notifications, 1 unread', 'dialog');
    await escapeOnTheButton(user, 'Account menu of Anna Wiśniewska', 'menu');
    await escapeOnTheButton(user, 'EN — Language: English', 'menu');
  });

  it('log out ends the session and goes to /login', async () => {
    signIn();
    const api = signedInServer();
    const user = userEvent.setup();
    const { router } = renderApp('/user');
    await screen.findByRole('button', { name: 'Account menu of Anna Wiśniewska' });
    await pressLazy(user, () => screen.getByRole('button', { name: 'Account menu of Anna Wiśniewska' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
    expect(api.callsTo('POST', '/v2/installer/logout')[0]?.body).toEqual({ refresh_token: 'r' });
  });
});

describe('session', () => {
  it('signs out when the own-user call fails while a token exists', async () => {
    signIn();
    signedInServer({ 'GET /v1/company/user/self': () => ({ status: 401, body: errorBody('Unauthorized', 'unauthorized') }) });
    const { router } = renderApp('/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('keeps the session when the own-user call only lost the connection', async () => {
    signIn();
    signedInServer({ 'GET /v1/company/user/self': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { router } = renderApp('/user');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user');
    expect(window.localStorage.getItem(storageKeys.token)).not.toBeNull();
  });

  it('refreshes a token with less than 10 minutes left before calling the API', async () => {
    signIn(5);
    const api = signedInServer({
      'POST /v2/installer/refresh': () => ({
        body: { token: 'fresh', refresh_token: 'r2', expiresAt: new Date(Date.now() + 60 * 60_000).toISOString() },
      }),
    });
    renderApp('/user');
    await screen.findByRole('heading', { level: 1, name: 'Anna Wiśniewska' });
    expect(api.callsTo('POST', '/v2/installer/refresh')[0]?.body).toEqual({ refresh_token: 'r' });
    expect(api.callsTo('GET', '/v1/company/user/self')[0]?.headers.authorization).toBe('Bearer fresh');
  });
});

describe('footer', () => {
  it("shows the region's links, address, social and whistleblower links from configuration, by role", async () => {
    signIn();
    signedInServer();
    renderApp('/user');
    const footer = await screen.findByRole('contentinfo');
    expect((await within(footer).findByRole('link', { name: 'Club rules' })).getAttribute('href')).toBe(
      'https://club.example.com/pl/terms',
    );
    expect(
      within(footer)
        .getByRole('link', { name: /whistleblowing/ })
        .getAttribute('href'),
    ).toBe('https://club.example.com/pl/whistleblowing');
    expect(within(footer).getByRole('link', { name: 'Facebook' })).toBeTruthy();
    expect(within(footer).getByText('club-pl@example.com')).toBeTruthy();
  });

  it('uses the decor footer for decor roles', async () => {
    signIn();
    signedInServer({ 'GET /v1/company/user/self': () => ({ body: selfUserFixture({ role: { id: 7 } }) }) });
    renderApp('/user');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Decor rules' })).toBeTruthy();
  });
});

describe('cartCount', () => {
  it('sums the quantities of every vendor, and is 0 without a valid cart', () => {
    expect(
      cartCount(
        JSON.stringify({
          version: 1,
          entries: { COMPACT: { a: { quantity: 2 }, b: { quantity: 3 } }, GIFT: { c: { quantity: 1 } } },
          uuids: [],
        }),
      ),
    ).toBe(6);
    expect(cartCount(null)).toBe(0);
    expect(cartCount('not json')).toBe(0);
    // What the contract's schema refuses counts as no cart: another version, an unknown vendor, a broken quantity.
    const cart = (entries: unknown, version = 1) => JSON.stringify({ version, entries, uuids: [] });
    expect(cartCount(cart({ COMPACT: { a: { quantity: 2 } } }, 2))).toBe(0);
    expect(cartCount(cart({ ACME: { a: { quantity: 2 } } }))).toBe(0);
    expect(cartCount(cart({ COMPACT: { a: { quantity: 1.5 } } }))).toBe(0);
    expect(cartCount(cart({ COMPACT: { a: { quantity: -1 } } }))).toBe(0);
    expect(cartCount(cart({ COMPACT: { a: { name: 'no quantity' } } }))).toBe(0);
    expect(cartCount(JSON.stringify({ version: 1, entries: {}, uuids: [3] }))).toBe(0);
    expect(cartCount(cart({ COMPACT: { a: { quantity: 4, name: 'kept' } } }))).toBe(4);
  });
});
