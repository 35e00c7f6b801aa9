// The one place where company points move (DESIGN §5). Every operation:
// - runs in a transaction of its own, or as a savepoint inside the caller's open transaction;
// - locks the company's point_accounts row first, so movements of one company are serialised and lots are only
//   ever locked after it (one lock order, no deadlocks);
// - is idempotent by its key: a replay finds the entry written the first time and returns its result, writing nothing;
// - keeps balance = sum of entries = sum of remaining lots, with CHECKs that no balance or lot goes negative.
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { CompanyPointsSummary, PointCreditKind, PointEntryKind, PointsHistory } from '@club/contract/points';
import type { PointVariation } from '@club/contract/constants';
import { transaction, type Tx } from '../../db/client.ts';
import { BadRequestError, ConflictError, InsufficientPointsError, NotFoundError } from '../../lib/errors.ts';
import type { Ctx } from '../../deps.ts';
import type { Scope } from '../../lib/scope.ts';
import { activeOwners, regionOfCompany } from '../company/service.ts';
import { pointsExpiryYearsOf } from '../config/service.ts';
import { notify } from '../notifications/service.ts';
import { companySummary, pointsHistory, pointsSummary } from './queries.ts';
import { companyReads, companyTag } from '../../lib/company-reads.ts';
import { pointAccountsTable, pointEntriesTable, pointLotsTable, pointReservationLotsTable, pointReservationsTable } from './tables.ts';

export { InsufficientPointsError };

type Account = typeof pointAccountsTable.$inferSelect;
type Entry = typeof pointEntriesTable.$inferSelect;

/** Test seam: called at each step of a movement, so a test can make it fail there and check nothing half-written stays. */
export const faults: { at: ((step: string) => void) | null } = { at: null };
function step(name: string) {
  faults.at?.(name);
}

/** Runs `fn` in a transaction, or in a savepoint when `tx` is already a transaction (drizzle nests with SAVEPOINT). */
const inTransaction = transaction;

function assertPoints(amount: number, field = 'amount') {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new BadRequestError(`${field} must be a positive whole number of points.`);
}

/** The company's account row, locked until the transaction ends. Created on first use. */
async function lockAccount(t: Tx, companyId: number): Promise<Account> {
  const [found] = await t.select().from(pointAccountsTable).where(eq(pointAccountsTable.companiesId, companyId)).for('update');
  if (found) return found;
  if ((await regionOfCompany(t, companyId)) === null) throw new NotFoundError('Company not found.');
  // Two first movements may race here: ON CONFLICT makes the second wait for the first, then both lock the one row.
  await t.insert(pointAccountsTable).values({ companiesId: companyId }).onConflictDoNothing();
  const [created] = await t.select().from(pointAccountsTable).where(eq(pointAccountsTable.companiesId, companyId)).for('update');
  if (!created) throw new Error('point account missing after insert');
  return created;
}

async function findByKey(t: Tx, companyId: number, key: string): Promise<Entry | undefined> {
  const [e] = await t
    .select()
    .from(pointEntriesTable)
    .where(and(eq(pointEntriesTable.companiesId, companyId), eq(pointEntriesTable.idempotencyKey, key)));
  return e;
}

/** A key reused for a different movement is a caller bug; answering the first result would hide it. */
function assertSameMovement(e: Entry, kind: PointEntryKind, amount: number | null) {
  if (e.kind !== kind || (amount !== null && e.amount !== amount))
    throw new ConflictError('This idempotency key was already used for a different point movement.');
}

/** Lots earned in year Y expire at the start of year Y + 1 + years (UTC): "at the end of Y+1" by default. */
export function lotExpiry(earnedAt: Date, years: number): Date {
  return new Date(Date.UTC(earnedAt.getUTCFullYear() + 1 + years, 0, 1));
}

async function expiryYears(t: Tx, companyId: number): Promise<number> {
  const regionId = await regionOfCompany(t, companyId);
  return pointsExpiryYearsOf(t, regionId ?? 0);
}

interface EntryInput {
  companyId: number;
  amount: number;
  points: number;
  kind: PointEntryKind;
  variation: PointVariation;
  balanceAfter: number;
  idempotencyKey: string;
  now: Date;
  reason?: string | null;
  userId?: number | null;
  staffId?: number | null;
  projectId?: number | null;
  projectUuid?: string | null;
  orderId?: number | null;
  orderNumber?: string | null;
  reservationId?: number | null;
  lotId?: number | null;
}

async function insertEntry(t: Tx, e: EntryInput): Promise<Entry> {
  const [row] = await t
    .insert(pointEntriesTable)
    .values({
      companiesId: e.companyId,
      amount: e.amount,
      points: e.points,
      kind: e.kind,
      variation: e.variation,
      balanceAfter: e.balanceAfter,
      idempotencyKey: e.idempotencyKey,
      reason: e.reason ?? null,
      usersId: e.userId ?? null,
      staffId: e.staffId ?? null,
      projectId: e.projectId ?? null,
      projectUuid: e.projectUuid ?? null,
      orderId: e.orderId ?? null,
      orderNumber: e.orderNumber ?? null,
      reservationId: e.reservationId ?? null,
      lotId: e.lotId ?? null,
      createdAt: e.now,
    })
    .returning();
  if (!row) throw new Error('point entry insert returned nothing');
  return row;
}

async function updateAccount(t: Tx, companyId: number, change: { balance?: number; reserved?: number; projectPoints?: number }, now: Date) {
  await t
    .update(pointAccountsTable)
    .set({
      balance: sql`${pointAccountsTable.balance} + ${change.balance ?? 0}`,
      reserved: sql`${pointAccountsTable.reserved} + ${change.reserved ?? 0}`,
      projectPoints: sql`${pointAccountsTable.projectPoints} + ${change.projectPoints ?? 0}`,
      entries: sql`${pointAccountsTable.entries} + 1`,
      updatedAt: now,
    })
    .where(eq(pointAccountsTable.companiesId, companyId));
}

/** Takes `amount` from the company's open lots, earliest expiry first. The caller holds the account lock. */
async function takeFromLots(t: Tx, companyId: number, amount: number): Promise<{ lotId: number; amount: number }[]> {
  const taken: { lotId: number; amount: number }[] = [];
  let left = amount;
  while (left > 0) {
    const lots = await t
      .select({ id: pointLotsTable.id, remaining: pointLotsTable.remaining })
      .from(pointLotsTable)
      .where(and(eq(pointLotsTable.companiesId, companyId), gt(pointLotsTable.remaining, 0)))
      .orderBy(asc(pointLotsTable.expiresAt), asc(pointLotsTable.id))
      .limit(50)
      .for('update');
    if (lots.length === 0) throw new Error(`points ledger out of balance: lots of company ${companyId} do not cover ${amount}`);
    for (const lot of lots) {
      if (left === 0) break;
      const take = Math.min(lot.remaining, left);
      await t
        .update(pointLotsTable)
        .set({ remaining: sql`${pointLotsTable.remaining} - ${take}` })
        .where(eq(pointLotsTable.id, lot.id));
      taken.push({ lotId: lot.id, amount: take });
      left -= take;
    }
  }
  return taken;
}

async function addLot(t: Tx, companyId: number, entryId: number, amount: number, now: Date) {
  const years = await expiryYears(t, companyId);
  await t
    .insert(pointLotsTable)
    .values({ companiesId: companyId, entryId, amount, remaining: amount, earnedAt: now, expiresAt: lotExpiry(now, years) });
}

export interface MovementResult {
  entryId: number;
  /** The balance right after the movement (on a replay: after the first one). */
  balance: number;
  /** True when the key had been used: nothing was written. */
  replayed: boolean;
}

export interface CreditInput {
  companyId: number;
  amount: number;
  kind: PointCreditKind;
  idempotencyKey: string;
  reason?: string;
  userId?: number | null;
  projectId?: number | null;
  /** Shown in the history's options.project; pass it with projectId. */
  projectUuid?: string | null;
  now: Date;
}

/** Credits earned points: a positive entry and a lot that expires per the region's setting. */
export async function credit(tx: Tx, input: CreditInput): Promise<MovementResult> {
  assertPoints(input.amount);
  return inTransaction(tx, async (t) => {
    const account = await lockAccount(t, input.companyId);
    const previous = await findByKey(t, input.companyId, input.idempotencyKey);
    if (previous) {
      assertSameMovement(previous, input.kind, input.amount);
      return { entryId: previous.id, balance: previous.balanceAfter, replayed: true };
    }
    const balance = account.balance + input.amount;
    const entry = await insertEntry(t, {
      ...input,
      points: input.amount,
      variation: 'positive',
      balanceAfter: balance,
    });
    step('credit:entry');
    await addLot(t, input.companyId, entry.id, input.amount, input.now);
    step('credit:lot');
    await updateAccount(
      t,
      input.companyId,
      { balance: input.amount, projectPoints: input.kind === 'project' ? input.amount : 0 },
      input.now,
    );
    step('credit:account');
    return { entryId: entry.id, balance, replayed: false };
  });
}

export interface ReserveInput {
  companyId: number;
  amount: number;
  /** The order uuid (or the client's Idempotency-Key): placing the same order twice reserves once. */
  idempotencyKey: string;
  userId?: number | null;
  orderId?: number | null;
  orderNumber?: string | null;
  reason?: string;
  now: Date;
}
export interface ReserveResult extends MovementResult {
  reservationId: number;
  reservationUuid: string;
}

/** Holds points for a placed order. Fails with InsufficientPointsError when the balance does not cover it. */
export async function reserve(tx: Tx, input: ReserveInput): Promise<ReserveResult> {
  assertPoints(input.amount);
  return inTransaction(tx, async (t) => {
    const account = await lockAccount(t, input.companyId);
    const previous = await findByKey(t, input.companyId, input.idempotencyKey);
    if (previous) {
      assertSameMovement(previous, 'reservation', -input.amount);
      const [r] = await t.select().from(pointReservationsTable).where(eq(pointReservationsTable.entryId, previous.id));
      if (!r) throw new Error('reservation entry without its reservation');
      return { entryId: previous.id, balance: previous.balanceAfter, replayed: true, reservationId: r.id, reservationUuid: r.uuid };
    }
    if (account.balance < input.amount) throw new InsufficientPointsError(input.amount, account.balance);
    const balance = account.balance - input.amount;
    const entry = await insertEntry(t, {
      ...input,
      amount: -input.amount,
      points: input.amount,
      kind: 'reservation',
      variation: 'reserved',
      balanceAfter: balance,
    });
    step('reserve:entry');
    const [reservation] = await t
      .insert(pointReservationsTable)
      .values({
        companiesId: input.companyId,
        entryId: entry.id,
        amount: input.amount,
        orderId: input.orderId ?? null,
        orderNumber: input.orderNumber ?? null,
        createdAt: input.now,
      })
      .returning();
    if (!reservation) throw new Error('reservation insert returned nothing');
    step('reserve:reservation');
    const taken = await takeFromLots(t, input.companyId, input.amount);
    await t
      .insert(pointReservationLotsTable)
      .values(taken.map((x) => ({ reservationId: reservation.id, lotId: x.lotId, amount: x.amount })));
    step('reserve:lots');
    await updateAccount(t, input.companyId, { balance: -input.amount, reserved: input.amount }, input.now);
    step('reserve:account');
    return { entryId: entry.id, balance, replayed: false, reservationId: reservation.id, reservationUuid: reservation.uuid };
  });
}

export interface SettleInput {
  companyId: number;
  reservationId: number;
  /** Defaults to one key per reservation and outcome, so settling twice is a replay. */
  idempotencyKey?: string;
  userId?: number | null;
  reason?: string;
  now: Date;
}

async function lockedReservation(t: Tx, companyId: number, reservationId: number) {
  const [r] = await t
    .select()
    .from(pointReservationsTable)
    .where(and(eq(pointReservationsTable.id, reservationId), eq(pointReservationsTable.companiesId, companyId)))
    .for('update');
  if (!r) throw new NotFoundError('Reservation not found.');
  return r;
}

/** Keeps reserved points for good (the order was approved): the balance does not change, the history shows the spend. */
export async function capture(tx: Tx, input: SettleInput): Promise<MovementResult> {
  const key = input.idempotencyKey ?? `reservation:${input.reservationId}:capture`;
  return inTransaction(tx, async (t) => {
    const account = await lockAccount(t, input.companyId);
    const previous = await findByKey(t, input.companyId, key);
    if (previous) {
      assertSameMovement(previous, 'capture', null);
      return { entryId: previous.id, balance: previous.balanceAfter, replayed: true };
    }
    const r = await lockedReservation(t, input.companyId, input.reservationId);
    if (r.status !== 'held') throw new ConflictError(`The reservation is already ${r.status}.`);
    const entry = await insertEntry(t, {
      companyId: input.companyId,
      amount: 0,
      points: r.amount,
      kind: 'capture',
      variation: 'negative',
      balanceAfter: account.balance,
      idempotencyKey: key,
      now: input.now,
      reason: input.reason,
      userId: input.userId,
      orderId: r.orderId,
      orderNumber: r.orderNumber,
      reservationId: r.id,
    });
    step('capture:entry');
    await t.update(pointReservationsTable).set({ status: 'captured', settledAt: input.now }).where(eq(pointReservationsTable.id, r.id));
    step('capture:reservation');
    await updateAccount(t, input.companyId, { reserved: -r.amount }, input.now);
    step('capture:account');
    return { entryId: entry.id, balance: account.balance, replayed: false };
  });
}

/** Gives reserved points back (the order was rejected or failed), to the very lots they came from. */
export async function release(tx: Tx, input: SettleInput): Promise<MovementResult> {
  const key = input.idempotencyKey ?? `reservation:${input.reservationId}:release`;
  return inTransaction(tx, async (t) => {
    const account = await lockAccount(t, input.companyId);
    const previous = await findByKey(t, input.companyId, key);
    if (previous) {
      assertSameMovement(previous, 'release', null);
      return { entryId: previous.id, balance: previous.balanceAfter, replayed: true };
    }
    const r = await lockedReservation(t, input.companyId, input.reservationId);
    if (r.status !== 'held') throw new ConflictError(`The reservation is already ${r.status}.`);
    const balance = account.balance + r.amount;
    const entry = await insertEntry(t, {
      companyId: input.companyId,
      amount: r.amount,
      points: r.amount,
      kind: 'release',
      variation: 'positive',
      balanceAfter: balance,
      idempotencyKey: key,
      now: input.now,
      reason: input.reason,
      userId: input.userId,
      orderId: r.orderId,
      orderNumber: r.orderNumber,
      reservationId: r.id,
    });
    step('release:entry');
    const allocations = await t.select().from(pointReservationLotsTable).where(eq(pointReservationLotsTable.reservationId, r.id));
    for (const a of allocations) {
      // A lot whose expiry passed while the points were reserved gets them back too; the expiry job then expires them,
      // exactly as if they had never left it.
      await t
        .update(pointLotsTable)
        .set({ remaining: sql`${pointLotsTable.remaining} + ${a.amount}` })
        .where(eq(pointLotsTable.id, a.lotId));
    }
    step('release:lots');
    await t.update(pointReservationsTable).set({ status: 'released', settledAt: input.now }).where(eq(pointReservationsTable.id, r.id));
    step('release:reservation');
    await updateAccount(t, input.companyId, { balance: r.amount, reserved: -r.amount }, input.now);
    step('release:account');
    return { entryId: entry.id, balance, replayed: false };
  });
}

export interface AdjustInput {
  companyId: number;
  /** Signed: a staff correction may take points away, but never below zero. */
  amount: number;
  reason: string;
  idempotencyKey: string;
  staffId?: number | null;
  now: Date;
}

/** A staff correction with a reason. Positive adjustments earn a lot like any credit; negative ones spend oldest first. */
export async function adjust(tx: Tx, input: AdjustInput): Promise<MovementResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0)
    throw new BadRequestError('amount must be a non-zero whole number of points.');
  if (!input.reason.trim()) throw new BadRequestError('An adjustment needs a reason.');
  return inTransaction(tx, async (t) => {
    const account = await lockAccount(t, input.companyId);
    const previous = await findByKey(t, input.companyId, input.idempotencyKey);
    if (previous) {
      assertSameMovement(previous, 'adjustment', input.amount);
      return { entryId: previous.id, balance: previous.balanceAfter, replayed: true };
    }
    const magnitude = Math.abs(input.amount);
    if (input.amount < 0 && account.balance < magnitude) throw new InsufficientPointsError(magnitude, account.balance);
    const balance = account.balance + input.amount;
    const entry = await insertEntry(t, {
      companyId: input.companyId,
      amount: input.amount,
      points: magnitude,
      kind: 'adjustment',
      variation: input.amount > 0 ? 'positive' : 'negative',
      balanceAfter: balance,
      idempotencyKey: input.idempotencyKey,
      now: input.now,
      reason: input.reason,
      staffId: input.staffId,
    });
    step('adjust:entry');
    if (input.amount > 0) await addLot(t, input.companyId, entry.id, input.amount, input.now);
    else await takeFromLots(t, input.companyId, magnitude);
    step('adjust:lots');
    await updateAccount(t, input.companyId, { balance: input.amount }, input.now);
    step('adjust:account');
    return { entryId: entry.id, balance, replayed: false };
  });
}

export interface ExpireResult {
  /** Null when there was nothing left to expire (already expired, or spent). */
  entryId: number | null;
  points: number;
  balance: number;
}

/** Expires what is left of one due lot. Safe to repeat: a lot with nothing left writes nothing. */
async function expireLocked(t: Tx, account: Account, lotId: number, now: Date): Promise<ExpireResult> {
  const [lot] = await t
    .select()
    .from(pointLotsTable)
    .where(and(eq(pointLotsTable.id, lotId), eq(pointLotsTable.companiesId, account.companiesId)))
    .for('update');
  if (!lot) throw new NotFoundError('Lot not found.');
  if (lot.expiresAt.getTime() > now.getTime()) throw new ConflictError('This lot is not due to expire yet.');
  if (lot.remaining === 0) return { entryId: null, points: 0, balance: account.balance };
  const balance = account.balance - lot.remaining;
  // A lot can expire more than once (points released back to it after it expired), so the key carries the
  // account's entry sequence, which is unique; the real guard is the locked `remaining`.
  const entry = await insertEntry(t, {
    companyId: account.companiesId,
    amount: -lot.remaining,
    points: lot.remaining,
    kind: 'expiry',
    variation: 'expired',
    balanceAfter: balance,
    idempotencyKey: `expiry:lot:${lot.id}:${account.entries}`,
    now,
    lotId: lot.id,
  });
  step('expire:entry');
  await t.update(pointLotsTable).set({ remaining: 0 }).where(eq(pointLotsTable.id, lot.id));
  step('expire:lot');
  await updateAccount(t, account.companiesId, { balance: -lot.remaining }, now);
  step('expire:account');
  return { entryId: entry.id, points: lot.remaining, balance };
}

export async function expire(tx: Tx, input: { companyId: number; lotId: number; now: Date }): Promise<ExpireResult> {
  return inTransaction(tx, async (t) => {
    const account = await lockAccount(t, input.companyId);
    return expireLocked(t, account, input.lotId, input.now);
  });
}

export interface ExpiryRun {
  companies: number;
  lots: number;
  points: number;
}

/**
 * The daily job: expires every due lot, one transaction per company, and tells the company's owners.
 * Safe when several processes run it at once: each company is handled under its account row lock and a lot with
 * nothing left writes nothing, so the second process finds no work (and writes no second notification).
 */
export async function expireDue(db: Tx, now: Date, batch = 500): Promise<ExpiryRun> {
  const run: ExpiryRun = { companies: 0, lots: 0, points: 0 };
  const done = new Set<number>();
  for (;;) {
    const due = await db
      .selectDistinct({ companyId: pointLotsTable.companiesId })
      .from(pointLotsTable)
      .where(and(gt(pointLotsTable.remaining, 0), lte(pointLotsTable.expiresAt, now)))
      .limit(batch + done.size);
    const todo = due.map((d) => d.companyId).filter((id) => !done.has(id));
    if (todo.length === 0) return run;
    for (const companyId of todo) {
      done.add(companyId);
      const expired = await transaction(db, async (t) => {
        let account = await lockAccount(t, companyId);
        const lots = await t
          .select({ id: pointLotsTable.id })
          .from(pointLotsTable)
          .where(and(eq(pointLotsTable.companiesId, companyId), gt(pointLotsTable.remaining, 0), lte(pointLotsTable.expiresAt, now)))
          .orderBy(asc(pointLotsTable.expiresAt), asc(pointLotsTable.id));
        let points = 0;
        let count = 0;
        for (const lot of lots) {
          const r = await expireLocked(t, account, lot.id, now);
          if (r.entryId === null) continue;
          points += r.points;
          count += 1;
          account = { ...account, balance: r.balance, entries: account.entries + 1 };
        }
        if (points > 0) await notifyOwners(t, companyId, points);
        return { points, count };
      });
      if (expired.count > 0) {
        run.companies += 1;
        run.lots += expired.count;
        run.points += expired.points;
      }
    }
  }
}

async function notifyOwners(t: Tx, companyId: number, points: number) {
  for (const user of await activeOwners(t, companyId)) {
    await notify(t, {
      user,
      type: 'warning',
      kind: 'points_expired',
      messageKey: 'points.notification.expired',
      values: { points },
      link: '/balance',
    });
  }
}

export { ledgerState, yearEnd } from './queries.ts';

/**
 * GET /v1/company/points/{uuid}: the summary of the caller's company, with the projects module's counters, in one
 * read. `ownUuid` is the caller's company's uuid as the authentication loaded it (the session cache drops it on any
 * change to the company), so another company's uuid is 404 without a query.
 */
export async function companyPoints(ctx: Ctx, scope: Scope, input: { uuid: string; ownUuid: string }): Promise<CompanyPointsSummary> {
  if (input.uuid.toLowerCase() !== input.ownUuid.toLowerCase()) throw new NotFoundError();
  // Kept per process with the company's other reads (lib/company-reads.ts): the ledger's, the projects' and the tiers'
  // changes drop it. The year is in the key (what expires this year).
  const now = ctx.now();
  const key = `s|${scope.companyId}|${now.getUTCFullYear()}`;
  return companyReads.remember(ctx.db, key, () => companySummary(ctx.db, scope, now), companyTag(scope.companyId));
}

/** GET /v1/points/history: one page of the caller's company's history, event names in `language`. */
export async function companyPointsHistory(
  ctx: Ctx,
  scope: Scope,
  input: { language: string; page: number; limit: number },
): Promise<PointsHistory> {
  const key = `h|${scope.companyId}|${input.language}|${input.page}|${input.limit}`;
  return companyReads.remember(ctx.db, key, () => pointsHistory(ctx.db, scope, input), companyTag(scope.companyId));
}

export { pointsSummary };

/** The staff console's company view: the latest `limit` ledger entries of any company (no caller scope: staff). */
export async function companyLedger(db: Tx, companyId: number, input: { language: string; limit: number }): Promise<PointsHistory> {
  return pointsHistory(db, { companyId }, { language: input.language, page: 1, limit: input.limit });
}

export { balancesOf } from './queries.ts';
