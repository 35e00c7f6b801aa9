// The projects pages as a user meets them: the list with tabs and pages, adding a project by street lookup, the
// project with its scans, flags and deletions, the survey, and tiers only for standard roles.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '@club/contract/projects';
import { renderApp } from '../../test/render';
import { publicConfigFixture, selfUserFixture, signIn } from '../../test/fixtures';
import { stubFetch, type StubHandler } from '../../test/stub-fetch';
import { projectFixture, projectRoutes, projectUuid, scanFixture, status } from '../../features/projects/testing/fixtures';

// The pages load lazily and the street lookup waits for typing to settle: allow more than the default 1 s to appear.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  signIn();
});

const tierRoutes: Record<string, StubHandler> = {
  'GET /v2/tiers': () => ({
    body: {
      data: [
        {
          id: 1,
          tier_category: 1,
          reset_at: '2027-01-01T00:00:00.000Z',
          brackets: [
            { id: 1, level: 1, from: 0, to: 49, points: 0 },
            { id: 2, level: 2, from: 50, to: 149, points: 2 },
            { id: 3, level: 3, from: 150, to: 100000, points: 4 },
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
          year: new Date().getFullYear(),
          tier_definition: { id: 1, tier_category: 1 },
          tier_bracket: { level: 2, from: 50, to: 149, points: 2 },
          progress: 60,
          next_bracket_points: 4,
          next_bracket_from: 150,
        },
      ],
    },
  }),
};

function server(projects: Project[], extra: Record<string, StubHandler> = {}, self = selfUserFixture()) {
  let balance = 250;
  const api = stubFetch({
    'GET /v1/config/public': () => ({ body: publicConfigFixture() }),
    'GET /v1/company/user/self': () => ({ body: self }),
    'GET /v1/company/points/:uuid': () => ({
      body: {
        company_points: balance,
        points: { completed: 0, in_prog: 0, lost: 0, to_expire: 0 },
        projects: { completed: 0, in_prog: 0, lost: 0 },
        scans: { current_year: 0, completed: 0 },
      },
    }),
    'GET /v1/notifications': () => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, unread: 0 } }),
    ...tierRoutes,
    ...projectRoutes(projects),
    ...extra,
  });
  return { ...api, setBalance: (b: number) => (balance = b) };
}

describe('/projects', () => {
  it('lists open projects on the All tab (no status, constrained to open), 20 a page with first, last and a window of 5', async () => {
    const many = Array.from({ length: 145 }, (_, i) => projectFixture(i + 1));
    const api = server(many);
    const user = userEvent.setup();
    renderApp('/projects');
    expect(await screen.findByText('145 projects')).toBeTruthy();
    const first = api.callsTo('GET', '/v1/project')[0];
    expect(first?.query.get('status')).toBeNull();
    expect(first?.query.get('constrainTo')).toBe('open');
    expect(first?.query.get('limit')).toBe('20');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    // 8 pages: 1–5 then a gap and the last.
    expect(within(pages).getByRole('button', { name: 'Page 8' })).toBeTruthy();
    expect(within(pages).queryByRole('button', { name: 'Page 6' })).toBeNull();
    await user.click(within(pages).getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByRole('link', { name: 'Project #281' })).toBeTruthy();
    expect(api.callsTo('GET', '/v1/project').at(-1)?.query.get('page')).toBe('5');
    // The window of 5 moved around page 5; first and last stay.
    const moved = screen.getByRole('navigation', { name: 'Pages' });
    for (const n of [1, 3, 4, 5, 6, 7, 8]) expect(within(moved).getByRole('button', { name: `Page ${n}` })).toBeTruthy();
    expect(within(moved).queryByRole('button', { name: 'Page 2' })).toBeNull();
    expect(within(moved).getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
  });

  it('the tabs send their status, and each says when it is empty', async () => {
    const api = server([projectFixture(1, { status: status(5), has_survey: true, products: [scanFixture(1)] })]);
    const user = userEvent.setup();
    const { router } = renderApp('/projects');
    expect(await screen.findByText('You have no open projects.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'In review' }));
    expect(await screen.findByRole('link', { name: 'Project #201' })).toBeTruthy();
    expect(api.callsTo('GET', '/v1/project').at(-1)?.query.get('status')).toBe('5');
    expect(router.state.location.search).toBe('?tab=review');
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(await screen.findByText('You have no closed projects yet.')).toBeTruthy();
    expect(api.callsTo('GET', '/v1/project').at(-1)?.query.get('status')).toBe('2');
    await user.click(screen.getByRole('tab', { name: 'Lost' }));
    expect(await screen.findByText('No projects were lost.')).toBeTruthy();
    expect(api.callsTo('GET', '/v1/project').at(-1)?.query.get('status')).toBe('3');
  });

  it('marks an open project with scans and no survey with the red bullet, and shows days left', async () => {
    server([projectFixture(1, { products: [scanFixture(1)] }), projectFixture(2)]);
    renderApp('/projects');
    const withScans = (await screen.findByRole('link', { name: 'Project #201' })).closest('li');
    const empty = screen.getByRole('link', { name: 'Project #202' }).closest('li');
    expect(withScans && within(withScans).getByRole('img', { name: 'Survey to fill in' })).toBeTruthy();
    expect(empty && within(empty).queryByRole('img', { name: 'Survey to fill in' })).toBeNull();
    expect(withScans && within(withScans).getByText('80 days left')).toBeTruthy();
    expect(withScans && within(withScans).getByText('Will earn 5 points')).toBeTruthy();
  });

  it('shows the tier progress to a standard role', async () => {
    server([]);
    renderApp('/projects');
    expect(await screen.findByRole('heading', { name: 'Tier 2' })).toBeTruthy();
    expect(screen.getByText(/60 units scanned in/)).toBeTruthy();
    expect(screen.getByText('90 more units to reach tier 3 with 4 points per unit.')).toBeTruthy();
  });

  it('a decor user sees no tiers and no scan stats', async () => {
    const api = server([], {}, selfUserFixture({ role: { id: 7 } }));
    renderApp('/projects');
    expect(await screen.findByText('You have no open projects.')).toBeTruthy();
    expect(screen.queryByText(/^Tier/)).toBeNull();
    expect(screen.queryByText(/units scanned/)).toBeNull();
    expect(api.callsTo('GET', '/v2/tiers/history')).toHaveLength(0);
  });
});

describe('/projects/add', () => {
  it('finds the street in the user region, fills the postal code, and names the project in the user language', async () => {
    let created: Project | null = null;
    const api = server([], {
      'GET /v1/address/autocomplete': () => ({
        body: {
          data: [
            {
              label: 'ul. Długa 5, 80-827 Gdańsk',
              street: 'ul. Długa',
              house_number: '5',
              postal_code: '80-827',
              city: 'Gdańsk',
              source: 'gazetteer',
            },
          ],
        },
      }),
      'POST /v1/project': (req) => {
        const b = req.body as { name: string; streetName: string; postalCode: string; city: string };
        created = projectFixture(9, { name: b.name, street_name: b.streetName, postal_code: b.postalCode, city: b.city });
        return { status: 201, body: created };
      },
      'GET /v1/project/:uuid': () => ({ body: created }),
      'GET /v1/product': () => ({ body: { data: [] } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/projects/add', { language: 'pl' });
    const street = await screen.findByRole('textbox', { name: /Ulica i numer domu/ });
    const submit = screen.getByRole('button', { name: 'Dodaj projekt' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(street, 'Długa 5');
    await waitFor(() => expect(api.callsTo('GET', '/v1/address/autocomplete').length).toBeGreaterThan(0));
    // jsdom has no layout, so Mantine keeps the popover hidden (its target looks detached): reach the option anyway.
    await user.click(await screen.findByRole('option', { name: 'ul. Długa 5, 80-827 Gdańsk', hidden: true }));
    expect(api.callsTo('GET', '/v1/address/autocomplete')[0]?.query.get('region_id')).toBe('1');
    expect((screen.getByRole('textbox', { name: /Kod pocztowy/ }) as HTMLInputElement).value).toBe('80-827');
    expect(submit.hasAttribute('disabled')).toBe(false);
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${projectUuid(9)}`));
    expect(api.callsTo('POST', '/v1/project')[0]?.body).toEqual({
      name: 'Projekt',
      streetName: 'ul. Długa 5',
      city: 'Gdańsk',
      postalCode: '80-827',
    });
  });

  it('keeps the button disabled until the postal code is filled too', async () => {
    server([]);
    const user = userEvent.setup();
    renderApp('/projects/add');
    await user.type(await screen.findByRole('textbox', { name: /Street and house number/ }), 'Main street 1');
    expect(screen.getByRole('button', { name: 'Add the project' }).hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '00-001');
    expect(screen.getByRole('button', { name: 'Add the project' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('/projects/{uuid}', () => {
  it('an open project: what it will earn, days left, no flags, and a scan deleted after a confirmation showing its serial', async () => {
    const p = projectFixture(1, {
      products: [scanFixture(1), scanFixture(2, { flag: 2, reason: 'unknown_serial', name: null, points: 0, max_points: 5 })],
      available_points: 5,
      max_points: 10,
      earnings: { base: 5, tier_bonus: 0, behaviour_bonus: 0, behaviours: [], in_review: 5 },
    });
    const api = server([p]);
    const user = userEvent.setup();
    renderApp(`/projects/${projectUuid(1)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Project #201' })).toBeTruthy();
    expect(screen.getByText('5 points now')).toBeTruthy();
    expect(screen.getByText('at most 10 points')).toBeTruthy();
    expect(screen.getByText(/80 days left to finish this job/)).toBeTruthy();
    const scans = await screen.findByRole('list', { name: 'Scanned products' });
    expect(within(scans).queryByText('In review')).toBeNull();
    expect(within(scans).getByText('Unknown product')).toBeTruthy();
    // The survey is still to fill: the Survey tab carries the red bullet.
    expect(within(screen.getByRole('tab', { name: /Survey/ })).getByRole('img', { name: 'Survey to fill in' })).toBeTruthy();

    await user.click(within(scans).getByRole('button', { name: 'Delete the scan RW100002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the scan?' });
    expect(within(dialog).getByText('RW100002')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete the scan' }));
    await waitFor(() => expect(within(scans).queryByText('RW100002')).toBeNull());
    expect(api.callsTo('DELETE', `/v2/scans/${scanFixture(2).uuid}`)).toHaveLength(1);
    expect(within(scans).getByText('RW100001')).toBeTruthy();
  });

  it('a project in review shows the flags (in review in yellow) and offers no deleting', async () => {
    server([
      projectFixture(1, {
        status: status(5),
        has_survey: true,
        days_left: null,
        products: [scanFixture(1), scanFixture(2, { flag: 2, reason: 'already_scanned', points: 0 })],
      }),
    ]);
    renderApp(`/projects/${projectUuid(1)}`);
    const scans = await screen.findByRole('list', { name: 'Scanned products' });
    expect(within(scans).getByText('Accepted')).toBeTruthy();
    const review = within(scans).getByText('In review');
    expect(review.closest('.mantine-Badge-root')?.getAttribute('style') ?? '').toMatch(/yellow/);
    expect(within(scans).queryByRole('button', { name: /Delete the scan/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Scan products' })).toBeNull();
    expect(screen.queryByText(/days left/)).toBeNull();
  });

  it('a project with no scans can be deleted after a confirmation', async () => {
    const api = server([projectFixture(1)]);
    const user = userEvent.setup();
    const { router } = renderApp(`/projects/${projectUuid(1)}`);
    await user.click(await screen.findByRole('button', { name: 'Delete the project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the project?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(api.callsTo('DELETE', `/v1/project/${projectUuid(1)}`)).toHaveLength(1);
  });

  it("another company's project (404) says it was not found", async () => {
    server([]);
    renderApp(`/projects/${projectUuid(7)}`);
    expect(await screen.findByText('We could not find this project.')).toBeTruthy();
  });
});

describe('/projects/{uuid}/survey', () => {
  it('a project with no scans shows the error instead of the form', async () => {
    server([projectFixture(1)]);
    renderApp(`/projects/${projectUuid(1)}/survey`);
    expect(await screen.findByText('Scan at least one product of this project before you fill in the survey.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the survey' })).toBeNull();
  });

  it('lists every missing answer, then closes the project and shows the credited points in the header', async () => {
    const p = projectFixture(1, { products: [scanFixture(1), scanFixture(2)] });
    const api = server([p], {
      'POST /v1/project/:uuid/survey': (req) => {
        p.status = status(2);
        p.has_survey = true;
        p.survey = [
          { uuid: '00000000-0000-4000-8000-000000000401', question_id: 1, answer_id: 2, value: null },
          { uuid: '00000000-0000-4000-8000-000000000402', question_id: 2, answer_id: 1, value: null },
          { uuid: '00000000-0000-4000-8000-000000000404', question_id: 4, answer_id: null, value: 2 },
        ];
        api.setBalance(260);
        expect(JSON.parse((req.body as { response: string }).response)).toEqual([
          { question_id: 1, answer_id: 2 },
          { question_id: 2, answer_id: 1 },
          { question_id: 4, value: 2 },
        ]);
        return { body: { status: 2, points: 10 } };
      },
    });
    const user = userEvent.setup();
    renderApp(`/projects/${projectUuid(1)}/survey`);
    expect(await screen.findByRole('link', { name: "Your company's balance: 250 points" })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Send the survey' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(api.callsTo('POST', `/v1/project/${projectUuid(1)}/survey`)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Apartment building' }));
    await user.click(screen.getByRole('radio', { name: 'New build' }));
    await user.type(screen.getByRole('textbox', { name: /How many units/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Send the survey' }));
    expect(await screen.findByText("The project is closed and 10 points were added to your company's points.")).toBeTruthy();
    // The header's balance was refetched.
    expect(await screen.findByRole('link', { name: "Your company's balance: 260 points" })).toBeTruthy();
    // Closed now: the answers read-only, no form.
    expect(await screen.findByText('Apartment building')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the survey' })).toBeNull();
  });

  it('a survey answered with status 5 opens the modal saying the project is in review', async () => {
    const p = projectFixture(1, { products: [scanFixture(1, { flag: 2, reason: 'already_scanned', points: 0 })] });
    server([p], {
      'POST /v1/project/:uuid/survey': () => {
        p.status = status(5);
        p.has_survey = true;
        return { body: { status: 5, points: 0 } };
      },
    });
    const user = userEvent.setup();
    renderApp(`/projects/${projectUuid(1)}/survey`);
    await user.click(await screen.findByRole('radio', { name: 'Family house' }));
    await user.click(screen.getByRole('radio', { name: 'Replacement of old windows' }));
    await user.type(screen.getByRole('textbox', { name: /How many units/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Send the survey' }));
    const modal = await screen.findByRole('dialog', { name: 'The project is in review' });
    expect(within(modal).getByText(/need to be checked by our team/)).toBeTruthy();
  });

  it('a closed project shows the previous answers read-only', async () => {
    server([
      projectFixture(1, {
        status: status(2),
        has_survey: true,
        days_left: null,
        products: [scanFixture(1)],
        survey: [
          { uuid: '00000000-0000-4000-8000-000000000401', question_id: 1, answer_id: 3, value: null },
          { uuid: '00000000-0000-4000-8000-000000000404', question_id: 4, answer_id: null, value: 1 },
        ],
      }),
    ]);
    renderApp(`/projects/${projectUuid(1)}/survey`);
    expect(await screen.findByText('Commercial building')).toBeTruthy();
    expect(screen.getAllByText('Not answered')).toHaveLength(2);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('This job earned 5 points')).toBeTruthy();
  });
});
