// /team (issue 15, spec working areas §2 Team, §6): owner-type members are not linked except the own account (→ /user);
// an owner manages installers (links, a menu with resend and delete), an installer only sees the list; the add button
// is disabled with the info message at the region's limit; a refused resend (429) is shown; delete asks first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamList, TeamMember } from '@club/contract/team';
import { renderApp } from '../../test/render';
import { publicConfigFixture, selfUserFixture, signIn } from '../../test/fixtures';
import { errorBody, stubFetch, type StubHandler } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const self = selfUserFixture();

function member(i: number, over: Partial<TeamMember> = {}): TeamMember {
  return {
    uuid: `00000000-0000-4000-8000-${String(500 + i).padStart(12, '0')}`,
    id: 500 + i,
    name: `Jan${String.fromCharCode(65 + (i % 26))}`,
    surname: 'Kowalski',
    email: null,
    phone: '+48501000' + String(100 + i),
    role: { id: 4 },
    avatar: null,
    last_active_at: null,
    invitation_pending: false,
    created_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

const me = member(0, { uuid: self.uuid, name: 'Anna', surname: 'Wiśniewska', role: { id: 3 } });
const coOwner = member(1, { name: 'Piotr', surname: 'Nowak', role: { id: 3 } });
const installer = member(2, { name: 'Kamil', surname: 'Dudek', invitation_pending: true });

function list(data: TeamMember[], over: Partial<TeamList['meta']> = {}): TeamList {
  return {
    data,
    meta: {
      current_page: 1,
      last_page: 1,
      per_page: 20,
      total: data.length,
      limit: { owners: 1, installers: 10 },
      installers: data.filter((m) => m.role.id === 4).length,
      owners: data.filter((m) => m.role.id === 3).length,
      can_add: true,
      ...over,
    },
  };
}

function server(team: (page: number) => TeamList, options: { role?: number; extra?: Record<string, StubHandler> } = {}) {
  return stubFetch({
    'GET /v1/config/public': () => ({ body: publicConfigFixture() }),
    'GET /v1/company/user/self': () => ({ body: selfUserFixture({ role: { id: options.role ?? 3 } }) }),
    'GET /v1/notifications': () => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, unread: 0 } }),
    'GET /v1/company/points/:uuid': () => ({
      body: {
        company_points: 100,
        points: { completed: 0, in_prog: 0, lost: 0, to_expire: 0 },
        projects: { completed: 0, in_prog: 0, lost: 0 },
        scans: { current_year: 0, completed: 0 },
      },
    }),
    'GET /v2/installer/user': (req) => ({ body: team(Number(req.query.get('page') ?? '1')) }),
    ...options.extra,
  });
}

// The member menu renders in place (withinPortal={false}); jsdom has no layout, so floating-ui's "reference hidden"
// leaves the open dropdown `display: none` here: its items are found with `hidden: true` (the e2e clicks them for real).
const listItem = (name: string) =>
  screen.getAllByRole('listitem').find((li) => li.textContent?.includes(name)) ?? (undefined as unknown as HTMLElement);

describe('/team', () => {
  it('for an owner: the own account links to /user, another owner is not linked, an installer links to their page', async () => {
    signIn();
    const api = server(() => list([me, coOwner, installer]));
    renderApp('/team');
    await screen.findByRole('list', { name: 'Team members' });
    expect(screen.getByRole('link', { name: 'Anna Wiśniewska' }).getAttribute('href')).toBe('/user');
    expect(screen.queryByRole('link', { name: 'Piotr Nowak' })).toBeNull();
    expect(within(listItem('Piotr Nowak')).getByText('Company owner')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kamil Dudek' }).getAttribute('href')).toBe(`/team/${installer.uuid}`);
    expect(within(listItem('Kamil Dudek')).getByText('Invitation sent')).toBeTruthy();
    // A menu for every member but the own account.
    expect(screen.queryByRole('button', { name: 'Actions for Anna Wiśniewska' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions for Kamil Dudek' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add installer' }).getAttribute('href')).toBe('/team/add');
    expect(api.callsTo('GET', '/v2/installer/user')[0]?.query.get('limit')).toBe('20');
  });

  it('for an installer: only the own account is linked, no menus and no add button', async () => {
    signIn();
    server(() => list([me, coOwner, installer]), { role: 4 });
    renderApp('/team');
    await screen.findByRole('list', { name: 'Team members' });
    expect(screen.getByRole('link', { name: 'Anna Wiśniewska' }).getAttribute('href')).toBe('/user');
    expect(screen.queryByRole('link', { name: 'Kamil Dudek' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add installer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add installer' })).toBeNull();
  });

  it("at the region's limit the add button is disabled and the info message says why", async () => {
    signIn();
    const full = [me, ...Array.from({ length: 10 }, (_, i) => member(10 + i))];
    server(() => list(full, { can_add: false }));
    renderApp('/team');
    const add = await screen.findByRole('button', { name: 'Add installer' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Add installer' })).toBeNull();
    const info = screen.getByRole('status');
    expect(info.textContent).toBe('Your team is full: in your country a team has at most 1 owner and 10 installers.');
    // The button points at the message for screen readers.
    expect(add.getAttribute('aria-describedby')).toBe(info.id);
  });

  it('a resend refused with 429 shows the wait; an accepted one says it was sent', async () => {
    signIn();
    let refuse = false;
    const api = server(() => list([me, installer]), {
      extra: {
        'GET /v1/installer/user/:uuid/resend': () =>
          refuse
            ? { status: 429, body: errorBody('Too many requests.', 'rate_limited'), headers: { 'retry-after': '42' } }
            : { body: { sent: ['sms'] } },
      },
    });
    const user = userEvent.setup();
    renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Actions for Kamil Dudek' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Resend invitation', hidden: true }));
    expect((await screen.findByRole('status')).textContent).toContain('The invitation was sent to Kamil Dudek again.');

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Actions for Kamil Dudek' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Resend invitation', hidden: true }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. Please try again in 42 seconds.');
    expect(api.callsTo('GET', `/v1/installer/user/${installer.uuid}/resend`)).toHaveLength(2);
  });

  it('delete asks first: cancel sends nothing, confirm deletes and the list no longer shows the member', async () => {
    signIn();
    let team = [me, installer];
    const api = server(() => list(team), {
      extra: {
        'DELETE /v1/installer/user/:uuid': (req) => {
          team = team.filter((m) => m.uuid !== req.params.uuid);
          return { status: 204 };
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Actions for Kamil Dudek' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this member?' });
    expect(dialog.textContent).toContain('Kamil Dudek will be removed from your team and signed out at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this member?' })).toBeNull());
    expect(api.callsTo('DELETE', `/v1/installer/user/${installer.uuid}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Actions for Kamil Dudek' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('status')).textContent).toContain('Kamil Dudek was removed from the team.');
    expect(api.callsTo('DELETE', `/v1/installer/user/${installer.uuid}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Kamil Dudek')).toBeNull());
  });

  it('more than 20 members: the pager, with its labels, opens page 2', async () => {
    signIn();
    const page1 = [me, ...Array.from({ length: 19 }, (_, i) => member(30 + i, { surname: `P1-${i}` }))];
    const page2 = [member(60, { name: 'Ostatni', surname: 'Członek' })];
    const api = server((page) =>
      page === 2 ? list(page2, { current_page: 2, last_page: 2, total: 21 }) : list(page1, { last_page: 2, total: 21 }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/team');
    await screen.findByRole('list', { name: 'Team members' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Ostatni Członek')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo('GET', '/v2/installer/user').some((c) => c.query.get('page') === '2')).toBe(true);
  });
});
