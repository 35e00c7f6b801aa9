import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { build } from '../../test/app.ts';
import {
  companiesTable,
  companyTierYearsTable,
  notificationsTable,
  pointAccountsTable,
  pointEntriesTable,
  pointLotsTable,
  projectStatsTable,
  regionalSettingsTable,
  usersTable,
} from '../../db/schema.ts';
import { ConflictError, InsufficientPointsError } from '../../lib/errors.ts';
import { createCompanyWithUser, signIn } from '../../test/factories.ts';
import { expectLedgerConsistent } from '../../test/ledger-assertions.ts';
import type { Tx } from '../../db/client.ts';
import { adjust, capture, credit, expire, expireDue, faults, pointsSummary, release, reserve } from './service.ts';

const at = (iso: string) => new Date(iso);

async function lotsOf(db: Tx, companyId: number) {
  return db
    .select({
      id: pointLotsTable.id,
      amount: pointLotsTable.amount,
      remaining: pointLotsTable.remaining,
      expiresAt: pointLotsTable.expiresAt,
    })
    .from(pointLotsTable)
    .where(eq(pointLotsTable.companiesId, companyId))
    .orderBy(pointLotsTable.id);
}

describe('GET /v1/company/points/{uuid}', () => {
  it("answers the caller's balance and zeros for what does not exist yet", async () => {
    const { app, db, config, clock } = await build();
    clock.set('2025-03-10T10:00:00Z');
    const { company, user: owner } = await createCompanyWithUser(db);
    await credit(db, { companyId: company.id, amount: 50, kind: 'welcome', idempotencyKey: 'welcome', userId: owner.id, now: clock.now });
    await credit(db, { companyId: company.id, amount: 30, kind: 'project', idempotencyKey: 'project:1', projectId: 1, now: clock.now });
    const res = await app.inject({
      method: 'GET',
      url: `/v1/company/points/${company.uuid}`,
      headers: { authorization: `Bearer ${(await signIn({ db, config }, owner)).token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      company_points: 80,
      points: { completed: 30, in_prog: 0, lost: 0, to_expire: 0 },
      projects: { completed: 0, in_prog: 0, lost: 0 },
      scans: { current_year: 0, completed: 0 },
    });
  });

  it('answers every counter from its own row in one read: points, lots due this year, projects and scans', async () => {
    const { app, db, config, clock } = await build();
    clock.set('2025-03-10T10:00:00Z');
    const { company, user: owner } = await createCompanyWithUser(db);
    // Earned in 2024: due at the start of 2026 by default, so inside this year's `to_expire` (due by 2026-01-01).
    await credit(db, { companyId: company.id, amount: 40, kind: 'welcome', idempotencyKey: 'old', now: at('2024-05-01T00:00:00Z') });
    // Earned now: due at the start of 2027, not this year.
    await credit(db, { companyId: company.id, amount: 30, kind: 'project', idempotencyKey: 'project:1', projectId: 1, now: clock.now });
    // The projects and tiers modules' counters, each a different number so a mixed-up column shows.
    await db.insert(projectStatsTable).values({
      companiesId: company.id,
      projectsInProg: 1,
      projectsCompleted: 2,
      projectsLost: 3,
      pointsInProg: 4,
      pointsLost: 5,
      scansCompleted: 6,
    });
    await db.insert(companyTierYearsTable).values([
      { companiesId: company.id, year: 2025, units: 9, scans: 7 },
      { companiesId: company.id, year: 2024, units: 9, scans: 99 },
    ]);
    const headers = { authorization: `Bearer ${(await signIn({ db, config }, owner)).token}` };
    const expected = {
      company_points: 70,
      points: { completed: 30, in_prog: 4, lost: 5, to_expire: 40 },
      projects: { completed: 2, in_prog: 1, lost: 3 },
      scans: { current_year: 7, completed: 6 },
    };
    const res = await app.inject({ method: 'GET', url: `/v1/company/points/${company.uuid}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
    // The uuid in any letter case names the same company (as PostgreSQL's uuid type compares them).
    const upper = await app.inject({ method: 'GET', url: `/v1/company/points/${company.uuid.toUpperCase()}`, headers });
    expect(upper.json()).toEqual(expected);
  });

  it("answers 404 for another company's uuid and 401 without a token", async () => {
    const { app, db, config } = await build();
    const mine = await createCompanyWithUser(db);
    const theirs = await createCompanyWithUser(db);
    await credit(db, { companyId: theirs.company.id, amount: 99, kind: 'welcome', idempotencyKey: 'w', now: new Date() });
    const auth = { authorization: `Bearer ${(await signIn({ db, config }, mine.user)).token}` };
    const other = await app.inject({ method: 'GET', url: `/v1/company/points/${theirs.company.uuid}`, headers: auth });
    expect(other.statusCode).toBe(404);
    // Nothing about the other company: the plain not-found envelope (its random request id may hold any digits).
    expect(other.json()).toEqual({ message: 'Not found.', errors: ['Not found.'], code: 'not_found', request_id: expect.any(String) });
    const bad = await app.inject({ method: 'GET', url: '/v1/company/points/not-a-uuid', headers: auth });
    expect(bad.statusCode).toBe(400);
    const anon = await app.inject({ method: 'GET', url: `/v1/company/points/${mine.company.uuid}` });
    expect(anon.statusCode).toBe(401);
  });
});

describe('the summary and history kept per process (decision 0146)', () => {
  it('a credit, a reservation, the projects’ counters and this year’s scans show on the next read; a write without triggers does not', async () => {
    const { app, db, config, clock } = await build();
    clock.set('2025-03-10T10:00:00Z');
    const { company, user: owner } = await createCompanyWithUser(db);
    const other = await createCompanyWithUser(db);
    await credit(db, { companyId: company.id, amount: 50, kind: 'welcome', idempotencyKey: 'w', now: clock.now });
    const headers = { authorization: `Bearer ${(await signIn({ db, config }, owner)).token}` };
    const summary = async () => {
      const body = (await app.inject({ method: 'GET', url: `/v1/company/points/${company.uuid}`, headers })).json();
      return [body.company_points, body.points.completed, body.projects.in_prog, body.scans.current_year];
    };
    const history = async () =>
      (await app.inject({ method: 'GET', url: '/v1/points/history', headers }))
        .json()
        .data.map((d: { event: string; points: number }) => `${d.event} ${d.points}`);
    expect(await summary()).toEqual([50, 0, 0, 0]);
    expect(await history()).toEqual(['Welcome points 50']);
    // A write that fires no trigger is not seen: both answers come from the cache.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(pointAccountsTable).set({ projectPoints: 7 }).where(eq(pointAccountsTable.companiesId, company.id));
      await tx.delete(pointEntriesTable).where(eq(pointEntriesTable.companiesId, company.id));
    });
    expect(await summary()).toEqual([50, 0, 0, 0]);
    expect(await history()).toEqual(['Welcome points 50']);
    // Another company's credit keeps this company's pages.
    await credit(db, { companyId: other.company.id, amount: 5, kind: 'welcome', idempotencyKey: 'w', now: clock.now });
    expect(await history()).toEqual(['Welcome points 50']);
    // A credit through the ledger: the account and a new entry (the hidden writes show with it).
    await credit(db, { companyId: company.id, amount: 30, kind: 'project', idempotencyKey: 'p', projectId: 1, now: clock.now });
    expect(await summary()).toEqual([80, 37, 0, 0]);
    expect(await history()).toEqual(['Project points 30']);
    // A reservation for an order.
    await reserve(db, { companyId: company.id, amount: 20, idempotencyKey: 'order', orderNumber: 'ZAM/1', now: clock.now });
    expect(await summary()).toEqual([60, 37, 0, 0]);
    expect(await history()).toEqual(['Order reservation 20', 'Project points 30']);
    // The projects module's counters and this year's scans, written by their own modules.
    await db.insert(projectStatsTable).values({ companiesId: company.id, projectsInProg: 2 });
    expect(await summary()).toEqual([60, 37, 2, 0]);
    await db.insert(companyTierYearsTable).values({ companiesId: company.id, year: 2025, units: 3, scans: 4 });
    expect(await summary()).toEqual([60, 37, 2, 4]);
  });
});

describe('GET /v1/points/history', () => {
  it('pages the history newest first in the spec’s item shape', async () => {
    const { app, db, config } = await build();
    const { company, user: owner } = await createCompanyWithUser(db);
    const other = await createCompanyWithUser(db);
    await credit(db, { companyId: other.company.id, amount: 5, kind: 'welcome', idempotencyKey: 'w', now: at('2025-01-01T00:00:00Z') });
    await credit(db, { companyId: company.id, amount: 100, kind: 'welcome', idempotencyKey: 'w', now: at('2025-01-02T00:00:00Z') });
    await credit(db, {
      companyId: company.id,
      amount: 40,
      kind: 'project',
      idempotencyKey: 'p',
      projectId: 7,
      projectUuid: '8f0e2b8e-4b7e-4c55-9a43-0f6a3c8a1d11',
      now: at('2025-01-03T00:00:00Z'),
    });
    const r = await reserve(db, {
      companyId: company.id,
      amount: 60,
      idempotencyKey: 'order-a',
      orderNumber: 'ZAM/2025/0001',
      now: at('2025-01-04T00:00:00Z'),
    });
    await capture(db, { companyId: company.id, reservationId: r.reservationId, now: at('2025-01-05T00:00:00Z') });
    const auth = { authorization: `Bearer ${(await signIn({ db, config }, owner)).token}` };

    const page1 = await app.inject({ method: 'GET', url: '/v1/points/history?page=1&limit=3', headers: auth });
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 3, total: 4 });
    expect(body.data.map((d: { event: string; variation: string; points: number }) => [d.event, d.variation, d.points])).toEqual([
      ['Order complete', 'negative', 60],
      ['Order reservation', 'reserved', 60],
      ['Project points', 'positive', 40],
    ]);
    expect(body.data[0]).toMatchObject({
      created_at: '2025-01-05T00:00:00.000Z',
      options: { order: { order_number: 'ZAM/2025/0001' }, project: null },
    });
    expect(body.data[2].options).toEqual({ order: null, project: { uuid: '8f0e2b8e-4b7e-4c55-9a43-0f6a3c8a1d11', id: 7 } });
    expect(body.data[0].uuid).toMatch(/^[0-9a-f-]{36}$/);

    const page2 = await app.inject({ method: 'GET', url: '/v1/points/history?page=2&limit=3', headers: auth });
    expect(page2.json().data).toEqual([expect.objectContaining({ event: 'Welcome points', variation: 'positive', points: 100 })]);

    const bad = await app.inject({ method: 'GET', url: '/v1/points/history?page=0&limit=1000', headers: auth });
    expect(bad.statusCode).toBe(400);
  });

  it('is an empty first page for a company with no points yet', async () => {
    const { app, db, config } = await build();
    const { user: owner } = await createCompanyWithUser(db);
    const res = await app.inject({
      method: 'GET',
      url: '/v1/points/history',
      headers: { authorization: `Bearer ${(await signIn({ db, config }, owner)).token}` },
    });
    expect(res.json()).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } });
  });
});

describe('ledger operations', () => {
  it('reserve refuses what the balance does not cover, with a typed error, and writes nothing', async () => {
    const { db } = await build();
    const { company } = await createCompanyWithUser(db);
    await credit(db, { companyId: company.id, amount: 20, kind: 'welcome', idempotencyKey: 'w', now: new Date() });
    const err = await reserve(db, { companyId: company.id, amount: 21, idempotencyKey: 'o1', now: new Date() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InsufficientPointsError);
    expect(err).toMatchObject({ status: 409, code: 'insufficient_points', required: 21, available: 20 });
    const s = await expectLedgerConsistent(db, company.id);
    expect(s).toMatchObject({ balance: 20, entries: 1 });
  });

  it('a replayed key returns the first result and writes nothing; a key reused for another movement is a conflict', async () => {
    const { db } = await build();
    const { company } = await createCompanyWithUser(db);
    const first = await credit(db, { companyId: company.id, amount: 20, kind: 'welcome', idempotencyKey: 'w', now: new Date() });
    await credit(db, { companyId: company.id, amount: 5, kind: 'behaviour', idempotencyKey: 'b', now: new Date() });
    const again = await credit(db, { companyId: company.id, amount: 20, kind: 'welcome', idempotencyKey: 'w', now: new Date() });
    expect(again).toEqual({ entryId: first.entryId, balance: 20, replayed: true });
    const r1 = await reserve(db, { companyId: company.id, amount: 10, idempotencyKey: 'order-1', now: new Date() });
    const r2 = await reserve(db, { companyId: company.id, amount: 10, idempotencyKey: 'order-1', now: new Date() });
    expect(r2).toEqual({ ...r1, replayed: true });
    const c1 = await capture(db, { companyId: company.id, reservationId: r1.reservationId, now: new Date() });
    const c2 = await capture(db, { companyId: company.id, reservationId: r1.reservationId, now: new Date() });
    expect(c2).toEqual({ ...c1, replayed: true });
    await expect(release(db, { companyId: company.id, reservationId: r1.reservationId, now: new Date() })).rejects.toBeInstanceOf(
      ConflictError,
    );
    await expect(
      credit(db, { companyId: company.id, amount: 21, kind: 'welcome', idempotencyKey: 'w', now: new Date() }),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(await expectLedgerConsistent(db, company.id)).toMatchObject({ balance: 15, entries: 4, reserved: 0 });
  });

  it("another company's reservation is not found", async () => {
    const { db } = await build();
    const a = await createCompanyWithUser(db);
    const b = await createCompanyWithUser(db);
    await credit(db, { companyId: a.company.id, amount: 20, kind: 'welcome', idempotencyKey: 'w', now: new Date() });
    const r = await reserve(db, { companyId: a.company.id, amount: 10, idempotencyKey: 'o', now: new Date() });
    await expect(release(db, { companyId: b.company.id, reservationId: r.reservationId, now: new Date() })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('spends the oldest lots first and a release puts points back into the lots they came from', async () => {
    const { db } = await build();
    const { company } = await createCompanyWithUser(db);
    await credit(db, { companyId: company.id, amount: 10, kind: 'welcome', idempotencyKey: 'a', now: at('2023-06-01T00:00:00Z') });
    await credit(db, { companyId: company.id, amount: 20, kind: 'project', idempotencyKey: 'b', now: at('2024-03-01T00:00:00Z') });
    const r = await reserve(db, { companyId: company.id, amount: 14, idempotencyKey: 'o', now: at('2024-05-01T00:00:00Z') });
    expect((await lotsOf(db, company.id)).map((l) => l.remaining)).toEqual([0, 16]);
    await release(db, { companyId: company.id, reservationId: r.reservationId, now: at('2024-05-02T00:00:00Z') });
    expect((await lotsOf(db, company.id)).map((l) => l.remaining)).toEqual([10, 20]);
    await adjust(db, {
      companyId: company.id,
      amount: -12,
      reason: 'Duplicate project',
      idempotencyKey: 'adj',
      now: at('2024-05-03T00:00:00Z'),
    });
    expect((await lotsOf(db, company.id)).map((l) => l.remaining)).toEqual([0, 18]);
    await expect(
      adjust(db, { companyId: company.id, amount: -19, reason: 'Too much', idempotencyKey: 'adj2', now: new Date() }),
    ).rejects.toBeInstanceOf(InsufficientPointsError);
    await expect(
      adjust(db, { companyId: company.id, amount: 5, reason: '  ', idempotencyKey: 'adj3', now: new Date() }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await expectLedgerConsistent(db, company.id)).toMatchObject({ balance: 18 });
  });

  it('a movement inside the caller’s transaction commits or rolls back with it; a refused reservation does not spoil it', async () => {
    const { db } = await build();
    const { company } = await createCompanyWithUser(db);
    await db
      .transaction(async (tx) => {
        await credit(tx, { companyId: company.id, amount: 20, kind: 'welcome', idempotencyKey: 'w', now: new Date() });
        throw new Error('registration failed later');
      })
      .catch(() => undefined);
    expect(await expectLedgerConsistent(db, company.id)).toMatchObject({ balance: 0, entries: 0 });

    await db.transaction(async (tx) => {
      await credit(tx, { companyId: company.id, amount: 20, kind: 'welcome', idempotencyKey: 'w', now: new Date() });
      await expect(reserve(tx, { companyId: company.id, amount: 50, idempotencyKey: 'o', now: new Date() })).rejects.toBeInstanceOf(
        InsufficientPointsError,
      );
      await reserve(tx, { companyId: company.id, amount: 5, idempotencyKey: 'o2', now: new Date() });
    });
    expect(await expectLedgerConsistent(db, company.id)).toMatchObject({ balance: 15, reserved: 5, entries: 2 });
  });
});

describe('a failure at any step leaves no half-written movement', () => {
  const steps = [
    'credit:entry',
    'credit:lot',
    'credit:account',
    'reserve:entry',
    'reserve:reservation',
    'reserve:lots',
    'reserve:account',
    'capture:entry',
    'capture:reservation',
    'capture:account',
    'release:entry',
    'release:lots',
    'release:reservation',
    'release:account',
    'adjust:entry',
    'adjust:lots',
    'adjust:account',
    'expire:entry',
    'expire:lot',
    'expire:account',
  ];
  it.each(steps)('fails at %s', async (failAt) => {
    const { db } = await build();
    const { company } = await createCompanyWithUser(db);
    const now = at('2025-02-01T00:00:00Z');
    await credit(db, { companyId: company.id, amount: 50, kind: 'welcome', idempotencyKey: 'old', now: at('2023-02-01T00:00:00Z') });
    await credit(db, { companyId: company.id, amount: 40, kind: 'project', idempotencyKey: 'new', now });
    const held = await reserve(db, { companyId: company.id, amount: 35, idempotencyKey: 'held', now });
    const before = await expectLedgerConsistent(db, company.id);
    const lotsBefore = await lotsOf(db, company.id);
    const op = failAt.split(':')[0];
    faults.at = (s) => {
      if (s === failAt) throw new Error(`crash at ${s}`);
    };
    try {
      const run =
        op === 'credit'
          ? credit(db, { companyId: company.id, amount: 5, kind: 'behaviour', idempotencyKey: 'x', now })
          : op === 'reserve'
            ? reserve(db, { companyId: company.id, amount: 20, idempotencyKey: 'x', now })
            : op === 'capture'
              ? capture(db, { companyId: company.id, reservationId: held.reservationId, now })
              : op === 'release'
                ? release(db, { companyId: company.id, reservationId: held.reservationId, now })
                : op === 'adjust'
                  ? adjust(db, { companyId: company.id, amount: -20, reason: 'fix', idempotencyKey: 'x', now })
                  : expireDue(db, now);
      await expect(run).rejects.toThrow(`crash at ${failAt}`);
    } finally {
      faults.at = null;
    }
    expect(await expectLedgerConsistent(db, company.id)).toEqual(before);
    expect(await lotsOf(db, company.id)).toEqual(lotsBefore);
    const notes = await db.select().from(notificationsTable).where(eq(notificationsTable.companiesId, company.id));
    expect(notes).toHaveLength(0);
  });
});

describe('expiry', () => {
  it('expires only what is unspent, right at the year boundary, and tells the owner', async () => {
    const { db } = await build();
    const { company, user: owner } = await createCompanyWithUser(db);
    await credit(db, { companyId: company.id, amount: 10, kind: 'welcome', idempotencyKey: 'a', now: at('2023-06-01T12:00:00Z') });
    expect((await pointsSummary(db, { companyId: company.id }, at('2023-12-31T23:59:59Z'))).points.to_expire).toBe(0);
    const r = await reserve(db, { companyId: company.id, amount: 4, idempotencyKey: 'o', now: at('2024-02-01T00:00:00Z') });
    await capture(db, { companyId: company.id, reservationId: r.reservationId, now: at('2024-02-02T00:00:00Z') });
    await credit(db, { companyId: company.id, amount: 20, kind: 'project', idempotencyKey: 'b', now: at('2024-03-01T00:00:00Z') });

    expect((await pointsSummary(db, { companyId: company.id }, at('2024-01-01T00:00:00Z'))).points.to_expire).toBe(6);
    expect((await pointsSummary(db, { companyId: company.id }, at('2024-12-31T23:59:59Z'))).points.to_expire).toBe(6);
    expect(await expireDue(db, at('2024-12-31T23:59:59Z'))).toEqual({ companies: 0, lots: 0, points: 0 });

    expect(await expireDue(db, at('2025-01-01T00:00:00Z'))).toEqual({ companies: 1, lots: 1, points: 6 });
    expect(await expireDue(db, at('2025-01-01T01:00:00Z'))).toEqual({ companies: 0, lots: 0, points: 0 });
    const summary = await pointsSummary(db, { companyId: company.id }, at('2025-01-01T00:00:00Z'));
    expect(summary.company_points).toBe(20);
    expect(summary.points.to_expire).toBe(20);
    const expired = await db
      .select()
      .from(pointEntriesTable)
      .where(and(eq(pointEntriesTable.companiesId, company.id), eq(pointEntriesTable.kind, 'expiry')));
    expect(expired.map((e) => [e.variation, e.points, e.amount])).toEqual([['expired', 6, -6]]);
    const notes = await db.select().from(notificationsTable).where(eq(notificationsTable.usersId, owner.id));
    expect(notes.map((n) => [n.kind, n.title, n.text])).toEqual([
      ['points_expired', 'Points expired', expect.stringContaining('6 points earned more than a year ago expired')],
    ]);
    await expectLedgerConsistent(db, company.id);
  });

  it('points released back into a lot that expired meanwhile expire on the next run', async () => {
    const { db } = await build();
    const { company } = await createCompanyWithUser(db);
    await credit(db, { companyId: company.id, amount: 10, kind: 'welcome', idempotencyKey: 'a', now: at('2023-06-01T00:00:00Z') });
    const r = await reserve(db, { companyId: company.id, amount: 7, idempotencyKey: 'o', now: at('2024-12-30T00:00:00Z') });
    expect(await expireDue(db, at('2025-01-01T00:00:00Z'))).toMatchObject({ points: 3 });
    await release(db, { companyId: company.id, reservationId: r.reservationId, now: at('2025-01-02T00:00:00Z') });
    expect((await pointsSummary(db, { companyId: company.id }, at('2025-01-02T00:00:00Z'))).points.to_expire).toBe(7);
    expect(await expireDue(db, at('2025-01-03T00:00:00Z'))).toMatchObject({ points: 7 });
    expect(await expectLedgerConsistent(db, company.id)).toMatchObject({ balance: 0 });
    const [lot] = await lotsOf(db, company.id);
    await expect(expire(db, { companyId: company.id, lotId: lot?.id ?? 0, now: at('2025-01-04T00:00:00Z') })).resolves.toMatchObject({
      entryId: null,
      points: 0,
    });
  });

  it("follows the region's points_expiry_years setting", async () => {
    const { db } = await build();
    await db
      .update(regionalSettingsTable)
      .set({ settings: sql`jsonb_set(${regionalSettingsTable.settings}, '{flags,points_expiry_years}', '0')` })
      .where(eq(regionalSettingsTable.regionsId, 2));
    const cz = await createCompanyWithUser(db, { company: { regionsId: 2 } });
    const pl = await createCompanyWithUser(db, { company: { regionsId: 1 } });
    for (const c of [cz, pl])
      await credit(db, { companyId: c.company.id, amount: 10, kind: 'welcome', idempotencyKey: 'a', now: at('2024-06-01T00:00:00Z') });
    expect((await lotsOf(db, cz.company.id))[0]?.expiresAt.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect((await lotsOf(db, pl.company.id))[0]?.expiresAt.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect((await pointsSummary(db, { companyId: cz.company.id }, at('2024-06-02T00:00:00Z'))).points.to_expire).toBe(10);
  });

  it('runs from the app only when jobs are on, and stops when the app closes', async () => {
    const { app } = await build({ jobs: true });
    await app.close();
    expect(app.server.listening).toBe(false);
  });
});

describe('demo data', () => {
  it("credits every demo company's welcome points through the ledger and gives the Polish owner a history", async () => {
    const { app, db, config } = await build();
    const { seedDemo } = await import('../../db/seed/demo.ts');
    // The ledger part of the demo only: demo projects credit more (projects/demo.test.ts checks those).
    await seedDemo(db, { projects: false });
    const [jan] = await db.select().from(usersTable).where(eq(usersTable.email, 'jan.kowalski@example.pl'));
    if (!jan) throw new Error('demo owner missing');
    const [company] = await db.select().from(companiesTable).where(eq(companiesTable.id, jan.companiesId));
    const auth = { authorization: `Bearer ${(await signIn({ db, config }, jan)).token}` };
    const summary = await app.inject({ method: 'GET', url: `/v1/company/points/${company?.uuid}`, headers: auth });
    expect(summary.json()).toMatchObject({ company_points: 655, points: { completed: 205, to_expire: 145 } });
    const history = await app.inject({ method: 'GET', url: '/v1/points/history', headers: auth });
    expect(history.json().meta.total).toBe(9);
    expect(history.json().data[history.json().data.length - 1]).toMatchObject({ event: 'Punkty powitalne', points: 50 });
    const [anna] = await db.select().from(usersTable).where(eq(usersTable.email, 'anna.wisniewska@example.pl'));
    expect(await expectLedgerConsistent(db, anna?.companiesId ?? 0)).toMatchObject({ balance: 50, entries: 1 });
  });
});
