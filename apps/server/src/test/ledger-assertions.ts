// The ledger's invariants as one test assertion (companies, users and sessions come from test/factories.ts).
import { expect } from 'vitest';
import type { Tx } from '../db/client.ts';
import { ledgerState } from '../modules/points/queries.ts';

/** balance = sum of entries = sum of remaining lots; reserved = held reservations; entry counter = entry rows. */
export async function expectLedgerConsistent(db: Tx, companyId: number) {
  const s = await ledgerState(db, companyId);
  expect(s.balance).toBeGreaterThanOrEqual(0);
  expect(s.sumOfEntries).toBe(s.balance);
  expect(s.sumOfRemainingLots).toBe(s.balance);
  expect(s.sumOfHeldReservations).toBe(s.reserved);
  expect(s.countOfEntries).toBe(s.entries);
  return s;
}
