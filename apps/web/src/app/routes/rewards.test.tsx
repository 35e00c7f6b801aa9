// /rewards (spec working areas §2 Rewards, §6): the region's how-to video (click to load), the 4-step tutorial, the
// base points (decor roles: the decor rows only), the tier brackets (not for decor roles) and the behaviour bonuses
// with the ones already earned marked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelfUser } from '@club/contract/company';
import { renderApp } from '../../test/render';
import { contentFixture, publicConfigFixture, selfUserFixture, signIn } from '../../test/fixtures';
import { stubFetch } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const year = new Date().getFullYear();
const behaviour = (n: number, name: string, points: number, earned_at: string | null) => ({
  uuid: `00000000-0000-4000-8000-00000000010${n}`,
  slug: `b-${n}`,
  name,
  description: `${name}: once per company.`,
  icon: 'star',
  points,
  earned_at,
});

function server(self: SelfUser) {
  return stubFetch({
    'GET /v1/config/public': () => ({ body: publicConfigFixture() }),
    'GET /v1/company/user/self': () => ({ body: self }),
    'GET /v1/notifications': () => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, unread: 0 } }),
    'GET /v1/company/points/:uuid': () => ({
      body: {
        company_points: 0,
        points: { completed: 0, in_prog: 0, lost: 0, to_expire: 0 },
        projects: { completed: 0, in_prog: 0, lost: 0 },
        scans: { current_year: 0, completed: 0 },
      },
    }),
    'GET /v1/content': (req) => ({
      body: {
        data:
          req.query.get('content_types') === 'video'
            ? [contentFixture(1, { type: 'video', sticky: true, content: { title: 'How the club works', youtube: 'Zk3Rq8pLw2E' } })]
            : [],
        meta: { current_page: 1, last_page: 1, per_page: 1, total: 1 },
      },
    }),
    'GET /v1/config': () => ({
      body: {
        region_id: 1,
        regional_settings: {},
        behaviours: [],
        tiers: [],
        base_points: [
          { region_id: 1, product_group: 'roof-window', points: 5, show_for_decor: false },
          { region_id: 1, product_group: 'flashing', points: 3, show_for_decor: false },
          { region_id: 1, product_group: 'interior-blind', points: 10, show_for_decor: true },
          { region_id: 1, product_group: 'roller-shutter', points: 8, show_for_decor: true },
        ],
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
              { id: 2, level: 2, from: 100, to: 299, points: 1 },
              { id: 1, level: 1, from: 0, to: 99, points: 0 },
              { id: 3, level: 3, from: 300, to: 999999, points: 2 },
            ],
          },
        ],
      },
    }),
    'GET /v1/behaviour': () => ({
      body: {
        data: [behaviour(1, 'First closed project', 50, '2026-03-02T10:00:00.000Z'), behaviour(2, 'Verified email', 10, null)],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
      },
    }),
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('rewards', () => {
  it('shows the how-to video, the four steps, the base points, the tier brackets and the bonuses', async () => {
    signIn();
    const api = server(selfUserFixture());
    renderApp('/rewards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rewards' }, { timeout: 5000 })).toBeTruthy();

    // The how-to video: the region's sticky video, loaded only on a click.
    const video = section('How it works');
    const play = await within(video).findByRole('button', { name: 'Play video: How the club works' });
    expect(video.querySelector('iframe')).toBeNull();
    const asked = api.callsTo('GET', '/v1/content').find((c) => c.query.get('content_types') === 'video');
    expect(asked?.query.get('options')).toBe('sticky');
    expect(asked?.query.get('limit')).toBe('1');
    await userEvent.click(play);
    expect(video.querySelector('iframe')?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/Zk3Rq8pLw2E\?/);

    // The four steps, in order.
    const steps = within(section('Four steps to your points')).getAllByRole('heading', { level: 3 });
    expect(steps.map((h) => h.textContent)).toEqual([
      'Step 1 · Register the project',
      'Step 2 · Scan the products',
      'Step 3 · Complete the survey',
      'Step 4 · Spend your points',
    ]);

    // Every base-points row for a standard role.
    const base = await within(section('Base points')).findByRole('table');
    expect(
      within(base)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Roof windows5 points', 'Flashings3 points', 'Interior blinds10 points', 'Roller shutters8 points']);

    // The brackets by level, the last open-ended, and the day the count starts again.
    const tiers = section('Tiers');
    const brackets = await within(tiers).findByRole('table');
    expect(
      within(brackets)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Tier 10–990 points', 'Tier 2100–2991 point', 'Tier 3300 or more2 points']);
    expect(within(tiers).getByText(`The count starts again on January 1, ${year + 1}.`)).toBeTruthy();

    // The bonuses: the earned one says so, the other shows its points.
    const bonuses = section('Bonuses');
    const first = (await within(bonuses).findByRole('heading', { name: 'First closed project' })).closest('div');
    expect(first?.parentElement?.textContent).toContain('Earned');
    const email = within(bonuses).getByRole('heading', { name: 'Verified email' }).closest('div');
    expect(email?.parentElement?.textContent).toContain('10 points');
    expect(email?.parentElement?.textContent).not.toContain('Earned');
    expect(within(bonuses).getByText('Verified email: once per company.')).toBeTruthy();
  });

  it('shows a decor role only the decor rows and no tiers', async () => {
    signIn();
    const api = server(selfUserFixture({ role: { id: 7 }, is_decor_installer: true, company: { is_decor: true } }));
    renderApp('/rewards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rewards' }, { timeout: 5000 })).toBeTruthy();
    const base = await within(section('Base points')).findByRole('table');
    expect(
      within(base)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Interior blinds10 points', 'Roller shutters8 points']);
    expect(await within(section('Bonuses')).findByRole('heading', { name: 'Verified email' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tiers' })).toBeNull();
    expect(api.callsTo('GET', '/v2/tiers')).toHaveLength(0);
  });
});
