// Small factories for the points tests: a company with an owner, and a bearer token for that owner.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { companiesTable, usersTable } from '../../db/schema.ts';
import { signAccessToken } from '../../lib/tokens.ts';
import { ledgerState } from './queries.ts';

let n = 0;

export async function makeCompany(db: Tx, opts: { regionsId?: number; languagesId?: number } = {}) {
  n += 1;
  const tag = `${process.pid}-${n}-${randomUUID().slice(0, 8)}`;
  const [company] = await db
    .insert(companiesTable)
    .values({ name: `Company ${tag}`, regionsId: opts.regionsId ?? 1 })
    .returning();
  if (!company) throw new Error('company not inserted');
  const [owner] = await db
    .insert(usersTable)
    .values({
      companiesId: company.id,
      name: 'Olga',
      surname: 'Owner',
      email: `owner-${tag}@example.com`,
      role: 3,
      languagesId: opts.languagesId ?? 1,
    })
    .returning();
  if (!owner) throw new Error('owner not inserted');
  return { company, owner };
}

export function tokenFor(user: { id: number; companiesId: number }, secret: string): string {
  return signAccessToken({ sub: user.id, cid: user.companiesId, sid: 'test' }, secret, 3600).token;
}

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
