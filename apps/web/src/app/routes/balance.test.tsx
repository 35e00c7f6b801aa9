// /balance: stats cards, the expiry modal, tier progress (standard roles only, bracket width to − from + 1, reset date),
// certificates with their PDF, the points history 20 a page with each variation's word; /verify/{code}: genuine or not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PointsHistoryItem } from '@club/contract/points';
import { renderApp } from '../../test/render';
import { publicConfigFixture, selfUserFixture, signIn } from '../../test/fixtures';
import { errorBody, stubFetch, type StubHandler } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const year = new Date().getFullYear();

function entry(i: number, overrides: Partial<PointsHistoryItem> = {}): PointsHistoryItem {
  return {
    uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    event: `Event ${i}`,
    variation: 'positive',
    points: 1,
    created_at: '2026-03-02T10:00:00.000Z',
    options: { order: null, project: null },
    ...overrides,
  };
}

function server(history: PointsHistoryItem[], self = selfUserFixture(), extra: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /v1/config/public': () => ({ body: publicConfigFixture() }),
    'GET /v1/company/user/self': () => ({ body: self }),
    'GET /v1/notifications': () => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, unread: 0 } }),
    'GET /v1/company/points/:uuid': () => ({
      body: {
        company_points: 420,
        points: { completed: 300, in_prog: 45, lost: 10, to_expire: 120 },
        projects: { completed: 3, in_prog: 2, lost: 1 },
        scans: { current_year: 60, completed: 60 },
      },
    }),
    'GET /v2/tiers': () => ({
      body: {
        data: [
          {
            id: 1,
            tier_category: 1,
            reset_at: `${year + 1}-01-01T00:00:00.000Z`,
            brackets: [
              { id: 1, level: 1, from: 0, to: 49, points: 0 },
              { id: 2, level: 2, from: 50, to: 149, points: 2 },
              { id: 3, level: 3, from: 150, to: 999999, points: 4 },
            ],
          },
        ],
      },
    }),
    'GET /v2/tiers/history': () => ({
      body: {
        data: [
          {
            id: 1,
            year,
            tier_definition: { id: 1, tier_category: 1 },
            tier_bracket: { level: 2, from: 50, to: 149, points: 2 },
            progress: 60,
            next_bracket_points: 4,
            next_bracket_from: 150,
          },
        ],
      },
    }),
    'GET /v1/behaviour/certificates': () => ({
      body: {
        data: [
          {
            uuid: '11111111-1111-4111-8111-111111111111',
            slug: 'certified-installer',
            name: `Certified installer ${year}`,
            description: `Projects closed in ${year}: at least 5.`,
            icon: 'certificate',
            longevity: 12,
            expires_on: `${year + 1}-04-01`,
            year,
            earned_at: `${year}-04-02T08:30:00.000Z`,
          },
        ],
      },
    }),
    'GET /v1/points/history': (req) => {
      const page = Number(req.query.get('page') ?? 1);
      const limit = Number(req.query.get('limit') ?? 20);
      return {
        body: {
          data: history.slice((page - 1) * limit, page * limit),
          meta: { current_page: page, last_page: Math.max(1, Math.ceil(history.length / limit)), per_page: limit, total: history.length },
        },
      };
    },
    ...extra,
  });
}

describe('/balance', () => {
  it('shows the stats, the tier progress, the certificates and the history with each variation, 20 a page', async () => {
    signIn();
    const history = [
      entry(1, {
        variation: 'reserved',
        points: 50,
        event: 'Order reservation',
        options: { order: { order_number: 'PL-000007' }, project: null },
      }),
      entry(2, { variation: 'negative', points: 50, event: 'Order complete' }),
      entry(3, { variation: 'expired', points: 40, event: 'Points expired' }),
      entry(4, {
        variation: 'positive',
        points: 15,
        event: 'Project points',
        options: { order: null, project: { uuid: '22222222-2222-4222-8222-222222222222', id: 7 } },
      }),
      ...Array.from({ length: 21 }, (_, i) => entry(10 + i)),
    ];
    const api = server(history);
    const user = userEvent.setup();
    const { router } = renderApp('/balance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Balance' })).toBeTruthy();
    const stat = async (key: string) =>
      (
        await waitFor(() => {
          const card = document.querySelector(`[data-stat="${key}"]`);
          if (!card) throw new Error(`no ${key} card yet`);
          return card;
        })
      ).textContent;
    expect(await stat('completed')).toContain('300 points');
    expect(await stat('in_prog')).toContain('45 points');
    expect(await stat('lost')).toContain('10 points');
    expect(await stat('to_expire')).toContain('120 points');
    // Bracket 50–149 is 100 wide; the next bracket pays 4 per unit; counts start again on 1 January.
    expect(await screen.findByText('90 more units to reach tier 3 with 4 points per unit.')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('10');
    expect(screen.getByText(`Tier counts start again on January 1, ${year + 1}.`)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: `Certified installer ${year}` })).toBeTruthy();

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const row = (event: string) => within(table).getByText(event).closest('tr') as HTMLElement;
    expect(within(row('Order reservation')).getByText('Reserved')).toBeTruthy();
    expect(within(row('Order reservation')).getByText('−50 points')).toBeTruthy();
    expect(within(row('Order reservation')).getByRole('link', { name: 'Order PL-000007' }).getAttribute('href')).toBe('/orders');
    expect(within(row('Order complete')).getByText('Spent')).toBeTruthy();
    expect(within(row('Points expired')).getByText('Expired')).toBeTruthy();
    expect(within(row('Project points')).getByText('+15 points')).toBeTruthy();
    expect(within(row('Project points')).getByRole('link', { name: 'Project #7' }).getAttribute('href')).toBe(
      '/projects/22222222-2222-4222-8222-222222222222',
    );

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await within(screen.getByRole('table')).findByText('Event 30')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/v1/points/history').map((c) => c.query.get('limit'))).toContain('20');

    // The expiry modal says what expires when.
    await user.click(screen.getByRole('button', { name: 'When do points expire?' }));
    const modal = await screen.findByRole('dialog', { name: 'Expiring points' });
    expect(within(modal).getByText(`120 points will expire on December 31, ${year}.`)).toBeTruthy();
    expect(within(modal).getByText(new RegExp(`points earned in ${year} expire at the end of ${year + 1}`))).toBeTruthy();
  });

  it('says when there is no history, and a decor owner sees no tier progress', async () => {
    signIn();
    const api = server([], selfUserFixture({ role: { id: 7 } }), {
      'GET /v1/behaviour/certificates': () => ({ body: { data: [] } }),
    });
    renderApp('/balance');
    expect(await screen.findByText('No points movements yet. Scan the windows you install to earn your first points.')).toBeTruthy();
    expect(await screen.findByText(/No certificates yet/)).toBeTruthy();
    expect(screen.queryByText(/^Tier/)).toBeNull();
    expect(api.callsTo('GET', '/v2/tiers/history')).toHaveLength(0);
  });

  it('shows the error when the history cannot be loaded', async () => {
    signIn();
    server([], selfUserFixture(), { 'GET /v1/points/history': () => ({ status: 404, body: errorBody('Not found.', 'not_found') }) });
    renderApp('/balance');
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('/verify/{code}', () => {
  it('says a known code is genuine, and which kind of certificate, without a session', async () => {
    stubFetch({
      'GET /v1/config/public': () => ({ body: publicConfigFixture() }),
      'GET /v1/verify/:code': () => ({ body: { data: { genuine: true, kind: 'warranty' } } }),
    });
    renderApp('/verify/AbCdEfGhIjKlMnOpQrStUv');
    expect(await screen.findByRole('heading', { name: 'This certificate is genuine' })).toBeTruthy();
    expect(screen.getByText('It is a warranty certificate issued through Installer Club.')).toBeTruthy();
  });

  it('says an unknown code is not genuine', async () => {
    stubFetch({
      'GET /v1/config/public': () => ({ body: publicConfigFixture() }),
      'GET /v1/verify/:code': () => ({ status: 404, body: errorBody('No certificate has this code.', 'not_found') }),
    });
    renderApp('/verify/nothing');
    expect(await screen.findByRole('heading', { name: 'This certificate is not genuine' })).toBeTruthy();
  });
});
