import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@club/contract/notifications';
import { renderApp } from '../../test/render';
import { publicConfigFixture, selfUserFixture, signIn } from '../../test/fixtures';
import { stubFetch } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const uuid = (i: number) => `00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`;
const note = (i: number, over: Partial<Notification> = {}): Notification => ({
  uuid: uuid(i),
  title: `Notice ${i}`,
  text: `Text of notice ${i}`,
  type: 'info',
  kind: 'demo',
  link: null,
  mark: false,
  created_at: '2025-03-01T10:00:00.000Z',
  ...over,
});

/** A server holding `all` notifications; PATCH marks one read and answers it. */
function server(all: Notification[]) {
  const store = all.map((n) => ({ ...n }));
  return stubFetch({
    'GET /v1/config/public': () => ({ body: publicConfigFixture() }),
    'GET /v1/company/user/self': () => ({ body: selfUserFixture() }),
    'GET /v1/company/points/:uuid': () => ({ status: 404, body: { message: 'Not found.', errors: [], code: 'not_found' } }),
    'GET /v1/notifications': (req) => {
      const page = Number(req.query.get('page') ?? 1);
      const limit = Number(req.query.get('limit') ?? 20);
      return {
        body: {
          data: store.slice((page - 1) * limit, page * limit),
          meta: { current_page: page, last_page: Math.max(1, Math.ceil(store.length / limit)), per_page: limit, total: store.length },
          unread: store.filter((n) => n.mark).length,
        },
      };
    },
    'PATCH /v1/notifications/:uuid': (req) => {
      const n = store.find((x) => x.uuid === req.params.uuid);
      if (!n) return { status: 404, body: { message: 'Not found.', errors: ['Not found.'], code: 'not_found' } };
      n.mark = false;
      return { body: n };
    },
  });
}

describe('notifications screen', () => {
  it('says when there are no notifications', async () => {
    signIn();
    server([]);
    renderApp('/notifications');
    expect(await screen.findByText('You have no notifications yet.', { selector: 'main *' })).toBeTruthy();
  });

  it('opening one shows it in the detail pane, marks it read and lowers the bell count', async () => {
    signIn();
    const api = server([note(1, { mark: true, type: 'important', title: 'Points expire soon' }), note(2, { type: 'warning' })]);
    const user = userEvent.setup();
    const { router } = renderApp('/notifications');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'All notifications' });
    expect(within(list).getByText('New')).toBeTruthy();
    expect(screen.getByText('Choose a notification to read it here.')).toBeTruthy();

    await user.click(within(list).getByRole('link', { name: /Points expire soon/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/notifications/${uuid(1)}`));
    const detail = await screen.findByRole('article', { name: 'Points expire soon' });
    expect(within(detail).getByText('Important')).toBeTruthy();
    expect(within(detail).getByText('Text of notice 1')).toBeTruthy();
    // The detail can show (from the list) a moment before the read mark is sent.
    await waitFor(() => expect(api.callsTo('PATCH', `/v1/notifications/${uuid(1)}`)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications, none unread' })).toBeTruthy();
    await waitFor(() => expect(within(list).queryByText('New')).toBeNull());
    expect(api.callsTo('PATCH', `/v1/notifications/${uuid(1)}`)).toHaveLength(1);
    expect(
      within(list)
        .getByRole('link', { name: /Points expire soon/ })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it('opens a notification from its own URL, with a link to where it points', async () => {
    signIn();
    server([
      note(1),
      note(7, {
        kind: 'reply_support_chat_message',
        link: '/support/chat/00000000-0000-4000-8000-00000000abcd',
        title: 'Support replied',
        type: 'warning',
      }),
    ]);
    renderApp(`/notifications/${uuid(7)}`);
    const detail = await screen.findByRole('article', { name: 'Support replied' });
    expect(within(detail).getByText('Warning')).toBeTruthy();
    expect(within(detail).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      '/support/chat/00000000-0000-4000-8000-00000000abcd',
    );
    // On a phone the detail comes with a way back to the list.
    expect(screen.getByRole('link', { name: 'Back to all notifications' }).getAttribute('href')).toBe('/notifications');
  });

  it("says so when a notification does not exist (or is someone else's)", async () => {
    signIn();
    server([note(1)]);
    renderApp(`/notifications/${uuid(99)}`);
    expect(await screen.findByText('We could not find this notification.')).toBeTruthy();
  });

  it('loads older notifications page by page', async () => {
    signIn();
    const api = server(Array.from({ length: 25 }, (_, i) => note(i + 1)));
    const user = userEvent.setup();
    renderApp('/notifications');
    const list = await screen.findByRole('region', { name: 'All notifications' });
    expect(await within(list).findByText('Showing 20 of 25')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Showing 25 of 25')).toBeTruthy();
    expect(within(list).getByRole('link', { name: /Notice 25/ })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.calls.filter((c) => c.path === '/v1/notifications').map((c) => c.query.get('page'))).toContain('2');
  });
});

describe('profile and home', () => {
  it('/user shows the own profile read-only', async () => {
    signIn();
    stubFetch({
      'GET /v1/config/public': () => ({ body: publicConfigFixture() }),
      'GET /v1/company/user/self': () => ({ body: selfUserFixture({ company: { registration_number: '5213456789', company_type: 1 } }) }),
      'GET /v1/notifications': () => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, unread: 0 } }),
    });
    renderApp('/user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Wiśniewska' })).toBeTruthy();
    expect(screen.getByText('Company owner')).toBeTruthy();
    expect(screen.getByText('5213456789')).toBeTruthy();
    expect(screen.getByText('Roofing')).toBeTruthy();
    expect(screen.getByText('anna@example.pl')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('home greets the user by name and shows the balance', async () => {
    signIn();
    stubFetch({
      'GET /v1/config/public': () => ({ body: publicConfigFixture() }),
      'GET /v1/company/user/self': () => ({ body: selfUserFixture() }),
      'GET /v1/company/points/:uuid': () => ({
        body: {
          company_points: 250,
          points: { completed: 0, in_prog: 0, lost: 0, to_expire: 40 },
          projects: { completed: 0, in_prog: 0, lost: 0 },
          scans: { current_year: 0, completed: 0 },
        },
      }),
      'GET /v1/notifications': () => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, unread: 0 } }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Anna!' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(await within(main).findByText('250 points')).toBeTruthy();
    expect(within(main).getByText('40 points expire at the end of this year.')).toBeTruthy();
  });
});
