// Concurrency of the points ledger, on real PostgreSQL only (PGlite serialises everything and would pass falsely).
// Only the server-pg project runs `*.pg.test.ts`. Rounds: LEDGER_ROUNDS (default 200); seed: LEDGER_SEED (printed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { execRows, openPostgres, type Database } from '../../db/client.ts';
import { notificationsTable, pointEntriesTable } from '../../db/schema.ts';
import { createTestDatabase } from '../../test/database.ts';
import { InsufficientPointsError } from '../../lib/errors.ts';
import { createCompanyWithUser } from '../../test/factories.ts';
import { expectLedgerConsistent } from '../../test/ledger-assertions.ts';
import { credit, expireDue, ledgerState, release, reserve } from './service.ts';

const rounds = Number(process.env.LEDGER_ROUNDS ?? 200);
const seed = Number(process.env.LEDGER_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: a small seeded generator, so a failing round can be replayed with LEDGER_SEED. */
function generator(s: number) {
  let a = s >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

let database: Database;
let url: string;
let ledger: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await execRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const u = new URL(process.env.TEST_DATABASE_URL ?? '');
  u.pathname = `/${row?.name ?? ''}`;
  url = u.toString();
  // A scratch database: skipping the WAL flush at commit changes durability after a crash of PostgreSQL, not locking
  // or visibility, and keeps thousands of rounds inside the time budget.
  await database.db.execute(sql.raw(`alter database "${row?.name ?? ''}" set synchronous_commit = off`));
  ledger = await openPostgres(url, 20);
});
afterAll(async () => {
  await ledger.close();
  await database.close();
});

describe('races on the points ledger (PostgreSQL)', () => {
  it(
    `${rounds} rounds of 100 concurrent reservations: exactly the covered ones succeed`,
    async () => {
      console.warn(`points ledger race test: ${rounds} rounds, seed ${seed} (replay with LEDGER_SEED=${seed} LEDGER_ROUNDS=${rounds})`);
      const rnd = generator(seed);
      const db = ledger.db;
      // Rounds run a few at a time (each on its own company) to use both the database's and the test's cores;
      // their parameters are drawn in order, so a seed always means the same rounds.
      const parallel = 4;
      for (let first = 0; first < rounds; first += parallel) {
        const group = Array.from({ length: Math.min(parallel, rounds - first) }, (_, i) => {
          const price = rnd.int(1, 40);
          const k = rnd.int(0, 100);
          const spare = rnd.int(0, price - 1);
          // The balance arrives as up to 4 lots of different ages, so reservations draw across lots.
          const lots: number[] = [];
          let left = k * price + spare;
          while (left > 0) {
            const amount = lots.length === 3 ? left : rnd.int(1, left);
            lots.push(amount);
            left -= amount;
          }
          return { round: first + i, price, k, spare, lots };
        });
        await Promise.all(group.map((r) => raceRound(r)));
      }

      async function raceRound({
        round,
        price,
        k,
        spare,
        lots,
      }: {
        round: number;
        price: number;
        k: number;
        spare: number;
        lots: number[];
      }) {
        const { company } = await createCompanyWithUser(db);
        for (const [i, amount] of lots.entries()) {
          await credit(db, {
            companyId: company.id,
            amount,
            kind: 'project',
            idempotencyKey: `lot-${i}`,
            now: new Date(Date.UTC(2024, i, 1)),
          });
        }
        const outcomes = await Promise.allSettled(
          Array.from({ length: 100 }, (_, i) =>
            reserve(db, { companyId: company.id, amount: price, idempotencyKey: `order-${i}`, now: new Date() }),
          ),
        );
        const won = outcomes.filter((o) => o.status === 'fulfilled').length;
        const refused = outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof InsufficientPointsError).length;
        const context = `round ${round} (seed ${seed}): price ${price}, k ${k}, spare ${spare}, lots ${lots.join('+')}`;
        expect(won, context).toBe(k);
        expect(refused, context).toBe(100 - k);
        const state = await expectLedgerConsistent(db, company.id);
        expect(state, context).toMatchObject({ balance: spare, reserved: k * price });
        const [negative] = await execRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${pointEntriesTable} where ${pointEntriesTable.companiesId} = ${company.id} and ${pointEntriesTable.balanceAfter} < 0`,
        );
        expect(negative?.n, context).toBe(0);
      }
    },
    // A guard against a hung round, not a speed check: generous, since CI machines may be busy.
    Math.max(120_000, rounds * 3_000),
  );

  it('the same key replayed concurrently writes one entry (credit on a new account, and reserve)', async () => {
    const db = ledger.db;
    const { company } = await createCompanyWithUser(db);
    const credits = await Promise.all(
      Array.from({ length: 30 }, () =>
        credit(db, { companyId: company.id, amount: 50, kind: 'welcome', idempotencyKey: 'welcome', now: new Date() }),
      ),
    );
    expect(new Set(credits.map((c) => c.entryId)).size).toBe(1);
    expect(credits.filter((c) => !c.replayed)).toHaveLength(1);
    expect(credits.every((c) => c.balance === 50)).toBe(true);
    const reservations = await Promise.all(
      Array.from({ length: 30 }, () => reserve(db, { companyId: company.id, amount: 20, idempotencyKey: 'order-1', now: new Date() })),
    );
    expect(new Set(reservations.map((r) => r.reservationId)).size).toBe(1);
    expect(reservations.every((r) => r.balance === 30)).toBe(true);
    const releases = await Promise.all(
      Array.from({ length: 10 }, () =>
        release(db, { companyId: company.id, reservationId: reservations[0]?.reservationId ?? 0, now: new Date() }),
      ),
    );
    expect(releases.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await expectLedgerConsistent(db, company.id)).toMatchObject({ balance: 50, reserved: 0, entries: 3 });
  });

  it('the expiry job run by two processes at once expires each lot once and notifies once', async () => {
    const db = ledger.db;
    const second = await openPostgres(url, 5);
    try {
      const companies = [];
      for (let i = 0; i < 25; i++) {
        const c = await createCompanyWithUser(db);
        await credit(db, {
          companyId: c.company.id,
          amount: 10,
          kind: 'welcome',
          idempotencyKey: 'a',
          now: new Date('2022-05-01T00:00:00Z'),
        });
        await credit(db, {
          companyId: c.company.id,
          amount: 7,
          kind: 'project',
          idempotencyKey: 'b',
          now: new Date('2022-09-01T00:00:00Z'),
        });
        await credit(db, {
          companyId: c.company.id,
          amount: 3,
          kind: 'project',
          idempotencyKey: 'c',
          now: new Date('2024-09-01T00:00:00Z'),
        });
        companies.push(c);
      }
      const now = new Date('2024-06-01T00:00:00Z');
      // Meanwhile the companies keep reserving, which takes the same locks.
      const [a, b] = await Promise.all([
        expireDue(db, now),
        expireDue(second.db, now),
        ...companies.map((c) => reserve(db, { companyId: c.company.id, amount: 2, idempotencyKey: 'o', now }).catch(() => null)),
      ]);
      expect((a?.lots ?? 0) + (b?.lots ?? 0)).toBe(50);
      for (const c of companies) {
        const expired = await db
          .select()
          .from(pointEntriesTable)
          .where(and(eq(pointEntriesTable.companiesId, c.company.id), eq(pointEntriesTable.kind, 'expiry')));
        const notes = await db.select().from(notificationsTable).where(eq(notificationsTable.usersId, c.user.id));
        const state = await ledgerState(db, c.company.id);
        // Either the reservation came first (it took 2 from the oldest lot, 15 expired) or the expiry did (17 expired,
        // the 2 came from the young lot): each due lot expired exactly once, and nothing was lost or made up.
        const expiredPoints = expired.reduce((s, e) => s + e.points, 0);
        expect(expired).toHaveLength(2);
        expect([15, 17]).toContain(expiredPoints);
        expect(state.reserved).toBe(2);
        expect(expiredPoints + state.balance + state.reserved).toBe(20);
        expect(notes.filter((n) => n.kind === 'points_expired')).toHaveLength(1);
        await expectLedgerConsistent(db, c.company.id);
      }
    } finally {
      await second.close();
    }
  });
});
