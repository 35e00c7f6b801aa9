// Property test: any sequence of ledger operations (with time passing, so lots expire) keeps the invariants,
// and a reservation or negative adjustment is refused exactly when a simple model says the balance is short.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { build } from '../../test/app.ts';
import { pointEntriesTable, pointLotsTable } from '../../db/schema.ts';
import { InsufficientPointsError } from '../../lib/errors.ts';
import { pointCreditKinds } from '@club/contract/points';
import { createCompanyWithUser } from '../../test/factories.ts';
import { expectLedgerConsistent } from '../../test/ledger-assertions.ts';
import { adjust, capture, credit, expireDue, pointsSummary, release, reserve } from './service.ts';

const op = fc.oneof(
  fc.record({ t: fc.constant('credit' as const), amount: fc.integer({ min: 1, max: 100 }), kind: fc.constantFrom(...pointCreditKinds) }),
  fc.record({ t: fc.constant('reserve' as const), amount: fc.integer({ min: 1, max: 150 }) }),
  fc.record({ t: fc.constant('capture' as const), pick: fc.nat() }),
  fc.record({ t: fc.constant('release' as const), pick: fc.nat() }),
  fc.record({ t: fc.constant('adjust' as const), amount: fc.integer({ min: -80, max: 80 }).filter((n) => n !== 0) }),
  fc.record({ t: fc.constant('expire' as const) }),
  fc.record({ t: fc.constant('replay' as const), pick: fc.nat() }),
);
const step = fc.record({ op, days: fc.integer({ min: 0, max: 150 }) });

describe('points ledger properties', () => {
  it('any sequence of operations keeps balance = entries = lots, never negative', async () => {
    const { db } = await build();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        const { company } = await createCompanyWithUser(db);
        const companyId = company.id;
        let now = new Date('2023-01-01T00:00:00Z');
        let model = 0;
        const held: { id: number; amount: number }[] = [];
        const done: { key: string; run: () => Promise<unknown> }[] = [];
        for (const [i, { op: o, days }] of steps.entries()) {
          now = new Date(now.getTime() + days * 86_400_000);
          const key = `k${i}`;
          if (o.t === 'credit') {
            const input = { companyId, amount: o.amount, kind: o.kind, idempotencyKey: key, now };
            await credit(db, input);
            model += o.amount;
            done.push({ key, run: () => credit(db, input) });
          } else if (o.t === 'reserve') {
            const input = { companyId, amount: o.amount, idempotencyKey: key, now };
            const r = await reserve(db, input).catch((e: unknown) => e);
            if (model < o.amount) expect(r).toBeInstanceOf(InsufficientPointsError);
            else {
              expect(r).toMatchObject({ replayed: false, balance: model - o.amount });
              model -= o.amount;
              if (r && typeof r === 'object' && 'reservationId' in r && typeof r.reservationId === 'number')
                held.push({ id: r.reservationId, amount: o.amount });
              done.push({ key, run: () => reserve(db, input) });
            }
          } else if ((o.t === 'capture' || o.t === 'release') && held.length > 0) {
            const [r] = held.splice(o.pick % held.length, 1);
            const input = { companyId, reservationId: r?.id ?? 0, now };
            await (o.t === 'capture' ? capture(db, input) : release(db, input));
            if (o.t === 'release') model += r?.amount ?? 0;
            done.push({ key, run: () => (o.t === 'capture' ? capture(db, input) : release(db, input)) });
          } else if (o.t === 'adjust') {
            const input = { companyId, amount: o.amount, reason: 'property test', idempotencyKey: key, now };
            const r = await adjust(db, input).catch((e: unknown) => e);
            if (model + o.amount < 0) expect(r).toBeInstanceOf(InsufficientPointsError);
            else {
              model += o.amount;
              done.push({ key, run: () => adjust(db, input) });
            }
          } else if (o.t === 'expire') {
            // The job is global; this company's share is what its expiry entries grew by.
            const expired = async () => {
              const [row] = await db
                .select({ points: sql<number>`coalesce(sum(${pointEntriesTable.points}), 0)::int` })
                .from(pointEntriesTable)
                .where(and(eq(pointEntriesTable.companiesId, companyId), eq(pointEntriesTable.kind, 'expiry')));
              return row?.points ?? 0;
            };
            const before = await expired();
            await expireDue(db, now);
            model -= (await expired()) - before;
            const [due] = await db
              .select({ id: pointLotsTable.id })
              .from(pointLotsTable)
              .where(and(eq(pointLotsTable.companiesId, companyId), gt(pointLotsTable.remaining, 0), lte(pointLotsTable.expiresAt, now)));
            expect(due).toBeUndefined();
          } else if (o.t === 'replay' && done.length > 0) {
            const before = await expectLedgerConsistent(db, companyId);
            await done[o.pick % done.length]?.run();
            expect(await expectLedgerConsistent(db, companyId)).toEqual(before);
          }
          const state = await expectLedgerConsistent(db, companyId);
          expect(state.balance).toBe(model);
          const summary = await pointsSummary(db, { companyId: companyId }, now);
          expect(summary.company_points).toBe(model);
          expect(summary.points.to_expire).toBeLessThanOrEqual(model);
        }
      }),
      { numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 30) },
    );
  }, 120_000);
});
