import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { build } from '../../test/app.ts';
import {
  behavioursTable,
  companyBehavioursTable,
  companyTierYearsTable,
  notificationsTable,
  productUnitsTable,
  projectsTable,
  scansTable,
  tiersTable,
} from '../../db/schema.ts';
import { ledgerState } from '../points/service.ts';
import { createUnit, fullSurvey, installer } from './fixtures.ts';
import { markLostProjects } from './service.ts';

describe('projects', () => {
  it('registers a project and lists only open ones on the All tab, 20 a page by default', async () => {
    const t = await build();
    const me = await installer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/project',
      headers: me.headers,
      payload: { name: 'Projekt', streetName: ' Lipowa 4 ', postalCode: '00-950', city: 'Warszawa' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Projekt',
      street_name: 'Lipowa 4',
      postal_code: '00-950',
      city: 'Warszawa',
      status: { id: 1, name: 'open' },
      days_left: 90,
      products_count: 0,
      products: [],
      survey: [],
      has_survey: false,
      available_points: 0,
    });
    // The default name is the word for project in the user's language.
    const unnamed = await me.createProject({ streetName: 'Polna 1', postalCode: '00-001' });
    expect((await me.detail(unnamed.uuid)).name).toBe('Project');
    await t.db.update(projectsTable).set({ status: 3 }).where(eq(projectsTable.uuid, unnamed.uuid));

    const all = (await t.app.inject({ method: 'GET', url: '/v1/project', headers: me.headers })).json();
    expect(all.data.map((p: { uuid: string }) => p.uuid)).toEqual([created.uuid]);
    expect(all.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 1 });
    const lost = (await t.app.inject({ method: 'GET', url: '/v1/project?status=3', headers: me.headers })).json();
    expect(lost.data.map((p: { uuid: string }) => p.uuid)).toEqual([unnamed.uuid]);
    expect(lost.data[0]).toMatchObject({ status: { id: 3, name: 'lost' }, days_left: null });
    const other = await installer(t);
    expect((await t.app.inject({ method: 'GET', url: '/v1/project', headers: other.headers })).json().data).toEqual([]);
  });

  it('pages newest first', async () => {
    const t = await build();
    const me = await installer(t);
    const uuids: string[] = [];
    for (let i = 0; i < 3; i++) {
      uuids.push((await me.createProject({ streetName: `Street ${i}`, postalCode: '1' })).uuid);
      t.clock.advance(1000);
    }
    const page1 = (await t.app.inject({ method: 'GET', url: '/v1/project?page=1&limit=2', headers: me.headers })).json();
    const page2 = (await t.app.inject({ method: 'GET', url: '/v1/project?page=2&limit=2', headers: me.headers })).json();
    expect([...page1.data, ...page2.data].map((p: { uuid: string }) => p.uuid)).toEqual(uuids.reverse());
    expect(page1.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    // A page past the end is empty and still counts; another status counts its own projects (none here).
    const past = (await t.app.inject({ method: 'GET', url: '/v1/project?page=4&limit=2', headers: me.headers })).json();
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ current_page: 4, total: 3 });
    const closed = (await t.app.inject({ method: 'GET', url: '/v1/project?status=3', headers: me.headers })).json();
    expect(closed.data).toEqual([]);
    expect(closed.meta).toMatchObject({ total: 0 });
  });

  it('answers bad input with every problem listed', async () => {
    const t = await build();
    const me = await installer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/project',
      headers: me.headers,
      payload: { streetName: ' ', postalCode: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ streetName: ['validation.required'], postalCode: ['validation.required'] });
    const long = await t.app.inject({
      method: 'POST',
      url: '/v1/project',
      headers: me.headers,
      payload: { streetName: 'x'.repeat(201), postalCode: '1'.repeat(21), name: 'n'.repeat(101) },
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().fields).sort()).toEqual(['name', 'postalCode', 'streetName']);
    const status = await t.app.inject({ method: 'GET', url: '/v1/project?status=4', headers: me.headers });
    expect(status.statusCode).toBe(400);
  });

  it('deletes a project only while it has no scans', async () => {
    const t = await build();
    const me = await installer(t);
    const unit = await createUnit(t.db);
    const empty = await me.createProject();
    const full = await me.createProject();
    expect((await me.scan(full.uuid, { serial_number: unit.serialNumber })).statusCode).toBe(201);
    const refused = await t.app.inject({ method: 'DELETE', url: `/v1/project/${full.uuid}`, headers: me.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual(['projects.hasScans']);
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/project/${empty.uuid}`, headers: me.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/v1/project/${empty.uuid}`, headers: me.headers })).statusCode).toBe(404);
    expect((await me.summary()).projects).toEqual({ completed: 0, in_prog: 1, lost: 0 });
  });
});

describe('scans', () => {
  it('adds units by typed serial and by QR, with what each earns; the same serial twice is a 409', async () => {
    const t = await build();
    const me = await installer(t);
    const p = await me.createProject();
    const window = await createUnit(t.db, { group: 'roof-window' });
    const blind = await createUnit(t.db, { group: 'interior-blind' });
    const typed = await me.scan(p.uuid, {
      serial_number: ` ${window.serialNumber.slice(0, 4)}-${window.serialNumber.slice(4).toLowerCase()} `,
    });
    expect(typed.statusCode).toBe(201);
    expect(typed.json()).toMatchObject({
      serial_number: window.serialNumber,
      name: 'Centre-pivot roof window',
      product_group: 'roof-window',
      type: 'CPW',
      size: '78 × 118 cm',
      flag: 1,
      reason: null,
      points: 5,
      max_points: 5,
    });
    // The project's read is kept per process (decision 0144); the next scan's answer is read after its write, fresh.
    expect((await me.detail(p.uuid)).products_count).toBe(1);
    const qr = await me.scan(p.uuid, { qr: `https://club.example.com/p/${blind.serialNumber}` });
    expect(qr.statusCode).toBe(201);
    expect(qr.json()).toMatchObject({ serial_number: blind.serialNumber, product_group: 'interior-blind', flag: 1, points: 10 });
    const again = await me.scan(p.uuid, { qr: window.serialNumber });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual(['projects.duplicateSerial']);

    const list = (await t.app.inject({ method: 'GET', url: `/v1/product?projects_id=${p.uuid}`, headers: me.headers })).json();
    expect(list.data.map((s: { serial_number: string }) => s.serial_number)).toEqual([window.serialNumber, blind.serialNumber]);
    const byId = (await t.app.inject({ method: 'GET', url: `/v1/product?projects_id=${p.id}`, headers: me.headers })).json();
    expect(byId.data).toHaveLength(2);
    const detail = await me.detail(p.uuid);
    expect(detail).toMatchObject({ products_count: 2, available_points: 15 + 60, max_points: 15 + 60 });
    expect(detail.earnings).toMatchObject({ base: 15, tier_bonus: 0, behaviour_bonus: 60, in_review: 0 });
    expect((await me.summary()).points.in_prog).toBe(15);
    expect((await me.summary()).scans.current_year).toBe(2);
  });

  it('keeps an unknown serial and one another company already scanned with flag 2 and a reason', async () => {
    const t = await build();
    const first = await installer(t);
    const second = await installer(t);
    const unit = await createUnit(t.db);
    const a = await first.createProject();
    const b = await second.createProject();
    expect((await first.scan(a.uuid, { serial_number: unit.serialNumber })).json()).toMatchObject({ flag: 1 });
    const used = await second.scan(b.uuid, { serial_number: unit.serialNumber });
    expect(used.statusCode).toBe(201);
    expect(used.json()).toMatchObject({ flag: 2, reason: 'already_scanned', points: 0, max_points: 5 });
    const unknown = await second.scan(b.uuid, { serial_number: 'ZZ0000000001' });
    expect(unknown.json()).toMatchObject({ flag: 2, reason: 'unknown_serial', name: null, product_group: null, points: 0, max_points: 0 });
    const [row] = await t.db.select().from(productUnitsTable).where(eq(productUnitsTable.id, unit.id));
    const [earning] = await t.db
      .select()
      .from(scansTable)
      .where(eq(scansTable.id, row?.claimedScanId ?? 0));
    expect(earning?.companiesId).toBe(first.company.id);
  });

  it('honours the Idempotency-Key: a replay answers the first scan with 200 and writes nothing', async () => {
    const t = await build();
    const me = await installer(t);
    const p = await me.createProject();
    const unit = await createUnit(t.db);
    const key = randomUUID();
    const first = await me.scan(p.uuid, { serial_number: unit.serialNumber }, key);
    const replay = await me.scan(p.uuid, { serial_number: unit.serialNumber }, key);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().uuid).toBe(first.json().uuid);
    const other = await createUnit(t.db);
    const reused = await me.scan(p.uuid, { serial_number: other.serialNumber }, key);
    expect(reused.statusCode).toBe(409);
    expect(await t.db.select().from(scansTable)).toHaveLength(1);
    expect((await me.summary()).scans.current_year).toBe(1);
  });

  it('answers a bad scan body with every problem listed', async () => {
    const t = await build();
    const me = await installer(t);
    const p = await me.createProject();
    const neither = await me.scan(p.uuid, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().fields).toEqual({ serial_number: ['validation.serialOrQr'] });
    const bad = await me.scan(p.uuid, { serial_number: 'ab!', qr: 'https://x.test/nothing' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ serial_number: ['validation.serialNumber', 'validation.serialOrQr'], qr: ['validation.qr'] });
    const key = await t.app.inject({
      method: 'POST',
      url: `/v1/project/${p.uuid}/scans`,
      headers: { ...me.headers, 'idempotency-key': 'k'.repeat(201) },
      payload: { serial_number: 'RW0000000001' },
    });
    expect(key.statusCode).toBe(400);
  });

  it('deletes a scan of an open project and frees its unit; not once the project is closed', async () => {
    const t = await build();
    const first = await installer(t);
    const second = await installer(t);
    const unit = await createUnit(t.db);
    const a = await first.createProject();
    const scan = (await first.scan(a.uuid, { serial_number: unit.serialNumber })).json();
    expect((await t.app.inject({ method: 'DELETE', url: `/v2/scans/${scan.uuid}`, headers: first.headers })).statusCode).toBe(204);
    expect((await first.summary()).points.in_prog).toBe(0);
    const b = await second.createProject();
    expect((await second.scan(b.uuid, { serial_number: unit.serialNumber })).json()).toMatchObject({ flag: 1 });
    expect((await second.survey(b.uuid, fullSurvey(1))).json().status).toBe(2);
    const closedScan = (await t.app.inject({ method: 'GET', url: `/v1/product?projects_id=${b.uuid}`, headers: second.headers })).json()
      .data[0];
    const refused = await t.app.inject({ method: 'DELETE', url: `/v2/scans/${closedScan.uuid}`, headers: second.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual(['projects.notOpen']);
    expect((await second.scan(b.uuid, { serial_number: (await createUnit(t.db)).serialNumber })).statusCode).toBe(409);
  });

  it("answers 404 for another company's project or scan on every id route, and changes nothing", async () => {
    const t = await build();
    const me = await installer(t);
    const them = await installer(t);
    const unit = await createUnit(t.db);
    const theirs = await them.createProject();
    const theirScan = (await them.scan(theirs.uuid, { serial_number: unit.serialNumber })).json();
    const h = me.headers;
    const calls = [
      { method: 'GET' as const, url: `/v1/project/${theirs.uuid}` },
      { method: 'DELETE' as const, url: `/v1/project/${theirs.uuid}` },
      {
        method: 'POST' as const,
        url: `/v1/project/${theirs.uuid}/scans`,
        payload: { serial_number: (await createUnit(t.db)).serialNumber },
      },
      { method: 'POST' as const, url: `/v1/project/${theirs.uuid}/survey`, payload: { response: fullSurvey(1) } },
      { method: 'GET' as const, url: `/v1/product?projects_id=${theirs.uuid}` },
      { method: 'GET' as const, url: `/v1/product?projects_id=${theirs.id}` },
      { method: 'DELETE' as const, url: `/v2/scans/${theirScan.uuid}` },
    ];
    for (const c of calls) {
      const res = await t.app.inject({ ...c, headers: h });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(404);
      expect(res.body).not.toContain(unit.serialNumber);
    }
    const detail = await them.detail(theirs.uuid);
    expect(detail).toMatchObject({ status: { id: 1 }, products_count: 1, has_survey: false });
  });
});

describe('survey and points', () => {
  it('closes the project and credits exactly the preview, once, with a notification', async () => {
    const t = await build();
    const me = await installer(t);
    const p = await me.createProject();
    for (const group of ['roof-window', 'roof-window', 'interior-blind'] as const)
      await me.scan(p.uuid, { serial_number: (await createUnit(t.db, { group })).serialNumber });
    const preview = await me.detail(p.uuid);
    expect(preview.available_points).toBe(5 + 5 + 10 + 50 + 10);
    const res = await me.survey(p.uuid, fullSurvey(3));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 2, points: preview.available_points });
    expect(await me.balance()).toBe(preview.available_points);
    const again = await me.survey(p.uuid, fullSurvey(3));
    expect(again.statusCode).toBe(409);
    expect(await me.balance()).toBe(preview.available_points);
    const state = await ledgerState(t.db, me.company.id);
    expect(state.balance).toBe(state.sumOfEntries);

    const closed = await me.detail(p.uuid);
    expect(closed).toMatchObject({
      status: { id: 2, name: 'closed' },
      available_points: 80,
      max_points: 80,
      has_survey: true,
      days_left: null,
    });
    expect(closed.survey.map((s: { question_id: number }) => s.question_id)).toEqual([1, 2, 4]);
    const history = (await t.app.inject({ method: 'GET', url: '/v1/points/history', headers: me.headers })).json();
    expect(history.data.map((h: { points: number }) => h.points).sort((a: number, b: number) => a - b)).toEqual([10, 20, 50]);
    expect(history.data.find((h: { points: number }) => h.points === 20).options.project).toEqual({ uuid: p.uuid, id: p.id });
    const [note] = await t.db.select().from(notificationsTable).where(eq(notificationsTable.usersId, me.user.id));
    expect(note).toMatchObject({ kind: 'project_survey_completed', title: 'Project survey completed', link: `/projects/${p.uuid}` });
    expect(note?.text).toContain('80 points were credited');
    expect((await me.summary()).projects).toEqual({ completed: 1, in_prog: 0, lost: 0 });
    expect((await me.summary()).scans).toEqual({ current_year: 3, completed: 3 });
    expect((await me.summary()).points).toMatchObject({ completed: 20, in_prog: 0 });

    // The company's next project earns no first-project or survey bonus: each behaviour is earned once.
    const next = await me.createProject();
    await me.scan(next.uuid, { serial_number: (await createUnit(t.db)).serialNumber });
    expect((await me.detail(next.uuid)).available_points).toBe(5);
    const behaviours = (await t.app.inject({ method: 'GET', url: '/v1/behaviour?region_id=1', headers: me.headers })).json();
    expect(behaviours.data.find((b: { slug: string }) => b.slug === 'first-project')).toMatchObject({
      points: 50,
      name: 'First completed project',
    });
    expect(behaviours.data.find((b: { slug: string }) => b.slug === 'first-project').earned_at).not.toBeNull();
    expect(behaviours.data.find((b: { slug: string }) => b.slug === 'email-verified').earned_at).toBeNull();
  });

  it('sends a project with a flag 2 scan to review: only the survey bonus is credited, and a notification says so', async () => {
    const t = await build();
    const me = await installer(t, { user: { languagesId: 2 } });
    const p = await me.createProject();
    await me.scan(p.uuid, { serial_number: (await createUnit(t.db)).serialNumber });
    await me.scan(p.uuid, { serial_number: 'ZZ0000000002' });
    const preview = await me.detail(p.uuid);
    expect(preview).toMatchObject({ available_points: 10, max_points: 5 + 50 + 10 });
    const res = await me.survey(p.uuid, fullSurvey(2));
    expect(res.json()).toEqual({ status: 5, points: 10 });
    expect(await me.balance()).toBe(10);
    const detail = await me.detail(p.uuid);
    expect(detail.status).toEqual({ id: 5, name: 'in_review' });
    expect(detail.products.map((s: { flag: number }) => s.flag)).toEqual([1, 2]);
    const notes = await t.db.select().from(notificationsTable).where(eq(notificationsTable.usersId, me.user.id));
    expect(notes.map((n) => n.title).sort()).toEqual(['Ankieta projektu wypełniona', 'Projekt w weryfikacji']);
    expect((await me.summary()).projects).toEqual({ completed: 0, in_prog: 1, lost: 0 });
  });

  it('sends the extra scans to review when more units were scanned than the survey says were installed', async () => {
    const t = await build();
    const me = await installer(t);
    const p = await me.createProject();
    for (let i = 0; i < 3; i++) await me.scan(p.uuid, { serial_number: (await createUnit(t.db)).serialNumber });
    expect((await me.survey(p.uuid, fullSurvey(2))).json().status).toBe(5);
    const detail = await me.detail(p.uuid);
    expect(detail.products.map((s: { flag: number; reason: string | null }) => [s.flag, s.reason])).toEqual([
      [1, null],
      [1, null],
      [2, 'more_than_survey'],
    ]);
  });

  it('refuses a survey with problems (all listed) and a project with no scans', async () => {
    const t = await build();
    const me = await installer(t);
    const p = await me.createProject();
    const empty = await me.survey(p.uuid, fullSurvey(1));
    expect(empty.statusCode).toBe(409);
    expect(empty.json().errors).toEqual(['projects.noScans']);
    await me.scan(p.uuid, { serial_number: (await createUnit(t.db)).serialNumber });
    const bad = await me.survey(p.uuid, JSON.stringify([{ question_id: 1, answer_id: 9 }]));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'response.1': ['validation.invalid'],
      'response.2': ['validation.required'],
      'response.4': ['validation.required'],
    });
    expect((await me.survey(p.uuid, '{')).json().fields).toEqual({ response: ['validation.invalid'] });
    expect((await me.detail(p.uuid)).status.id).toBe(1);
  });

  it('adds the tier bracket bonus per unit by its running number in the year', async () => {
    const t = await build();
    const me = await installer(t);
    // Poland's brackets: 0–99 no bonus, 100–299 one point a unit. 98 units counted this year already.
    await t.db.insert(companyTierYearsTable).values({ companiesId: me.company.id, year: t.clock.now.getUTCFullYear(), units: 98 });
    const p = await me.createProject();
    for (let i = 0; i < 3; i++) await me.scan(p.uuid, { serial_number: (await createUnit(t.db)).serialNumber });
    const detail = await me.detail(p.uuid);
    expect(detail.earnings).toMatchObject({ base: 15, tier_bonus: 2 });
    expect(detail.products.map((s: { points: number }) => s.points)).toEqual([5, 6, 6]);
    expect((await me.survey(p.uuid, fullSurvey(3))).json().points).toBe(detail.available_points);
    const history = (
      await t.app.inject({ method: 'GET', url: `/v2/tiers/history?installer_company_id=${me.company.id}`, headers: me.headers })
    ).json();
    expect(history.data[0]).toMatchObject({
      year: t.clock.now.getUTCFullYear(),
      progress: 101,
      tier_bracket: { level: 2, from: 100, to: 299, points: 1 },
      next_bracket_points: 2,
      next_bracket_from: 300,
    });
    const [year] = await t.db
      .select()
      .from(companyTierYearsTable)
      .where(and(eq(companyTierYearsTable.companiesId, me.company.id), eq(companyTierYearsTable.year, t.clock.now.getUTCFullYear())));
    expect(year?.units).toBe(101);
  });

  it('lists what each open project will earn exactly as its page does: tier brackets, pending behaviours, units in review', async () => {
    const t = await build();
    const me = await installer(t);
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/v1/project', headers: me.headers })).json().data as Record<string, unknown>[];
    const same = async () => {
      for (const item of await listed()) {
        const detail = await me.detail(item.uuid as string);
        for (const key of ['available_points', 'calculated_available_points', 'max_points', 'calculated_max_points', 'products_count'])
          expect(item[key], `${key} of ${detail.street_name}`).toBe(detail[key]);
      }
    };
    // 98 units this year: the third unit of a project crosses into Poland's 100–299 bracket (one point a unit).
    await t.db.insert(companyTierYearsTable).values({ companiesId: me.company.id, year: t.clock.now.getUTCFullYear(), units: 98 });
    const three = await me.createProject({ streetName: 'Trzy 3', postalCode: '1' });
    for (let i = 0; i < 3; i++) await me.scan(three.uuid, { serial_number: (await createUnit(t.db)).serialNumber });
    const review = await me.createProject({ streetName: 'Weryfikacja 2', postalCode: '1' });
    await me.scan(review.uuid, { serial_number: (await createUnit(t.db)).serialNumber });
    await me.scan(review.uuid, { serial_number: 'ZZ0000000009' });
    await me.createProject({ streetName: 'Pusta 0', postalCode: '1' });
    const before = await listed();
    expect(before.map((p) => [p.street_name, p.products_count, p.available_points, p.max_points])).toEqual([
      // No units yet: the survey's 10 and the first project's 50 are still to be had.
      ['Pusta 0', 0, 0, 10 + 50],
      // A unit of unknown serial sends it to review: only the survey's 10 for sure; base 5 and the 50 if accepted.
      ['Weryfikacja 2', 2, 10, 5 + 50 + 10],
      // Base 15, tier 2 (the 99th unit earns none, the 100th and 101st one each), survey 10, first project 50.
      ['Trzy 3', 3, 15 + 2 + 10 + 50, 15 + 2 + 10 + 50],
    ]);
    await same();
    // Closing the first project earns the survey and first-project behaviours (once per company): the others lose both.
    expect((await me.survey(three.uuid, fullSurvey(3))).json().status).toBe(2);
    const after = await listed();
    expect(after.map((p) => [p.street_name, p.available_points, p.max_points])).toEqual([
      ['Pusta 0', 0, 0],
      // Its unit is now the 102nd of the year: one tier point.
      ['Weryfikacja 2', 0, 5 + 1],
    ]);
    await same();
  });

  it('kept per process: a scan, a plain UPDATE, a tier year, an earned behaviour and the staff’s brackets show on the next read', async () => {
    const t = await build();
    const me = await installer(t);
    const other = await installer(t);
    const row = async (who: typeof me = me) => {
      const body = (await t.app.inject({ method: 'GET', url: '/v1/project', headers: who.headers })).json();
      return body.data.map((p: Record<string, unknown>) => [p.street_name, p.products_count, p.available_points, p.max_points]);
    };
    const p = await me.createProject({ streetName: 'Lipowa 4', postalCode: '1' });
    await other.createProject({ streetName: 'Obca 1', postalCode: '1' });
    expect(await row()).toEqual([['Lipowa 4', 0, 0, 10 + 50]]);
    expect(await row(other)).toEqual([['Obca 1', 0, 0, 10 + 50]]);
    // A write that fires no trigger is not seen: the page is served from the cache.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(projectsTable).set({ streetName: 'Unseen 9' }).where(eq(projectsTable.uuid, p.uuid));
    });
    expect(await row()).toEqual([['Lipowa 4', 0, 0, 10 + 50]]);
    // A plain UPDATE, as a script or the staff console would make it.
    await t.db.update(projectsTable).set({ streetName: 'Polna 2' }).where(eq(projectsTable.uuid, p.uuid));
    expect(await row()).toEqual([['Polna 2', 0, 0, 10 + 50]]);
    // A scan through the API: its unit and base points.
    expect((await me.scan(p.uuid, { serial_number: (await createUnit(t.db)).serialNumber })).statusCode).toBe(201);
    expect(await row()).toEqual([['Polna 2', 1, 5 + 10 + 50, 5 + 10 + 50]]);
    // This year's units moved into Poland's 100–299 bracket (one point a unit) by another module's write.
    await t.db
      .update(companyTierYearsTable)
      .set({ units: 150 })
      .where(and(eq(companyTierYearsTable.companiesId, me.company.id), eq(companyTierYearsTable.year, t.clock.now.getUTCFullYear())));
    expect(await row()).toEqual([['Polna 2', 1, 5 + 1 + 10 + 50, 5 + 1 + 10 + 50]]);
    // The company earned the first project's behaviour elsewhere: no longer to be had here.
    await t.db
      .insert(companyBehavioursTable)
      .values({ companiesId: me.company.id, slug: 'first-project', points: 50, earnedAt: t.clock.now });
    expect(await row()).toEqual([['Polna 2', 1, 5 + 1 + 10, 5 + 1 + 10]]);
    // Staff change the region's brackets: every company's pages go.
    const [tier] = await t.db
      .select()
      .from(tiersTable)
      .where(and(eq(tiersTable.regionsId, 1), eq(tiersTable.tierCategory, 1)));
    if (!tier) throw new Error("Poland's unit tier");
    await t.db
      .update(tiersTable)
      .set({ brackets: tier.brackets.map((b) => (b.from === 100 ? { ...b, points: 3 } : b)) })
      .where(eq(tiersTable.id, tier.id));
    expect(await row()).toEqual([['Polna 2', 1, 5 + 3 + 10, 5 + 3 + 10]]);
    // The survey's behaviour is worth nothing any more in this region.
    await t.db
      .update(behavioursTable)
      .set({ points: 0 })
      .where(and(eq(behavioursTable.regionsId, 1), eq(behavioursTable.slug, 'project-survey')));
    expect(await row()).toEqual([['Polna 2', 1, 5 + 3, 5 + 3]]);
    expect(await row(other)).toEqual([['Obca 1', 0, 0, 50]]);
  });

  it('a project’s page kept per process: a scan, a survey and a unit’s new description show on the next read', async () => {
    const t = await build();
    const me = await installer(t);
    const p = await me.createProject({ streetName: 'Lipowa 4', postalCode: '1' });
    const unit = await createUnit(t.db);
    expect((await me.scan(p.uuid, { serial_number: unit.serialNumber })).statusCode).toBe(201);
    const seen = async () => {
      const d = await me.detail(p.uuid);
      return [d.street_name, d.status.name, d.products.map((s: { name: string; points: number }) => `${s.name}:${s.points}`)];
    };
    expect(await seen()).toEqual(['Lipowa 4', 'open', [`${unit.name}:5`]]);
    // A write that fires no trigger is not seen: the page is served from the cache.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(projectsTable).set({ streetName: 'Unseen 9' }).where(eq(projectsTable.uuid, p.uuid));
    });
    expect(await seen()).toEqual(['Lipowa 4', 'open', [`${unit.name}:5`]]);
    // The maker renames the unit (a script's UPDATE): every kept page goes.
    await t.db.update(productUnitsTable).set({ name: 'Renamed window' }).where(eq(productUnitsTable.id, unit.id));
    expect(await seen()).toEqual(['Unseen 9', 'open', ['Renamed window:5']]);
    // A second scan, then the survey closes it: what it earned.
    const second = await createUnit(t.db);
    expect((await me.scan(p.uuid, { serial_number: second.serialNumber })).statusCode).toBe(201);
    expect((await seen())[2]).toEqual(['Renamed window:5', `${second.name}:5`]);
    expect((await me.survey(p.uuid, fullSurvey(2))).json().status).toBe(2);
    expect(await seen()).toEqual(['Unseen 9', 'closed', ['Renamed window:5', `${second.name}:5`]]);
  });

  it('counts the tier from 0 again on 1 January: the first unit of the new year earns no bracket bonus', async () => {
    const t = await build();
    t.clock.set('2026-12-31T22:00:00.000Z');
    const me = await installer(t);
    // 2026 ends in Poland's second bracket (100–299: one point a unit).
    await t.db.insert(companyTierYearsTable).values({ companiesId: me.company.id, year: 2026, units: 150 });
    const late = await me.createProject();
    await me.scan(late.uuid, { serial_number: (await createUnit(t.db)).serialNumber });
    expect((await me.detail(late.uuid)).earnings).toMatchObject({ base: 5, tier_bonus: 1 });

    t.clock.set('2027-01-01T00:00:01.000Z');
    // The same open project, previewed in the new year, is counted from the new year's 0.
    expect((await me.detail(late.uuid)).earnings).toMatchObject({ base: 5, tier_bonus: 0 });
    const p = await me.createProject();
    await me.scan(p.uuid, { serial_number: (await createUnit(t.db)).serialNumber });
    const preview = await me.detail(p.uuid);
    expect(preview.earnings).toMatchObject({ base: 5, tier_bonus: 0 });
    // Credited as previewed (the base points and the first project's behaviour bonuses, no bracket bonus).
    expect((await me.survey(p.uuid, fullSurvey(1))).json()).toMatchObject({ status: 2, points: preview.available_points });
    const tiers = (await t.app.inject({ method: 'GET', url: '/v2/tiers?region_id=1', headers: me.headers })).json();
    expect(tiers.data[0].reset_at).toBe('2028-01-01T00:00:00.000Z');
    const history = (
      await t.app.inject({ method: 'GET', url: `/v2/tiers/history?installer_company_id=${me.company.id}`, headers: me.headers })
    ).json();
    expect(history.data[0]).toMatchObject({ year: 2027, progress: 1, tier_bracket: { level: 1, from: 0, to: 99, points: 0 } });
    const years = await t.db.select().from(companyTierYearsTable).where(eq(companyTierYearsTable.companiesId, me.company.id));
    expect(years.map((y) => [y.year, y.units]).sort()).toEqual([
      [2026, 150],
      [2027, 1],
    ]);
    expect(tiers.data[0].brackets[0]).toMatchObject({ from: 0, points: 0 });
  });

  it('marks open projects with no activity for 90 days lost, counting down days_left before', async () => {
    const t = await build();
    const me = await installer(t);
    const p = await me.createProject();
    await me.scan(p.uuid, { serial_number: (await createUnit(t.db)).serialNumber });
    t.clock.advance(89 * 86_400_000);
    expect((await me.detail(p.uuid)).days_left).toBe(1);
    expect(await markLostProjects({ db: t.db, now: () => t.clock.now })).toBe(0);
    t.clock.advance(2 * 86_400_000);
    expect(await markLostProjects({ db: t.db, now: () => t.clock.now })).toBe(1);
    expect((await me.detail(p.uuid)).status).toEqual({ id: 3, name: 'lost' });
    const summary = await me.summary();
    expect(summary.projects).toEqual({ completed: 0, in_prog: 0, lost: 1 });
    expect(summary.points).toMatchObject({ in_prog: 0, lost: 5 });
    expect((await me.scan(p.uuid, { serial_number: (await createUnit(t.db)).serialNumber })).statusCode).toBe(409);
  });
});

describe('tiers and behaviours', () => {
  it("lists the region's tiers; history only for the caller's company; decor roles see none", async () => {
    const t = await build();
    const me = await installer(t);
    const tiers = (await t.app.inject({ method: 'GET', url: '/v2/tiers?region_id=1', headers: me.headers })).json();
    expect(tiers.data[0].brackets.map((b: { from: number }) => b.from)).toEqual([0, 100, 300, 600]);
    expect(tiers.data[0].reset_at).toBe(`${t.clock.now.getUTCFullYear() + 1}-01-01T00:00:00.000Z`);
    const other = await installer(t);
    const cross = await t.app.inject({
      method: 'GET',
      url: `/v2/tiers/history?installer_company_id=${other.company.id}`,
      headers: me.headers,
    });
    expect(cross.statusCode).toBe(404);
    const decor = await installer(t, { company: { isDecor: true, regionsId: 4 }, user: { role: 8 } });
    expect((await t.app.inject({ method: 'GET', url: '/v2/tiers?region_id=4', headers: decor.headers })).json()).toEqual({ data: [] });
    const decorHistory = await t.app.inject({
      method: 'GET',
      url: `/v2/tiers/history?installer_company_id=${decor.company.id}`,
      headers: decor.headers,
    });
    expect(decorHistory.json()).toEqual({ data: [] });
    // A decor company earns no tier bonus either.
    await t.db.insert(companyTierYearsTable).values({ companiesId: decor.company.id, year: t.clock.now.getUTCFullYear(), units: 500 });
    const p = await decor.createProject();
    await decor.scan(p.uuid, { serial_number: (await createUnit(t.db, { group: 'interior-blind' })).serialNumber });
    const detail = await decor.detail(p.uuid);
    expect(detail.earnings.tier_bonus).toBe(0);
    const [listed] = (await t.app.inject({ method: 'GET', url: '/v1/project', headers: decor.headers })).json().data;
    expect(listed).toMatchObject({ uuid: p.uuid, available_points: detail.available_points, max_points: detail.max_points });
  });

  it('lists behaviours in the caller’s language, paged', async () => {
    const t = await build();
    const me = await installer(t, { user: { languagesId: 3 } });
    const res = (await t.app.inject({ method: 'GET', url: '/v1/behaviour?region_id=2&limit=2&page=1', headers: me.headers })).json();
    expect(res.meta).toEqual({ current_page: 1, last_page: 3, per_page: 2, total: 5 });
    const all = (await t.app.inject({ method: 'GET', url: '/v1/behaviour?region_id=2', headers: me.headers })).json();
    expect(all.data.find((b: { slug: string }) => b.slug === 'first-project').name).toBe('První dokončený projekt');
    expect((await t.app.inject({ method: 'GET', url: '/v1/behaviour', headers: me.headers })).statusCode).toBe(400);
  });
});
