// Reads and writes of login attempts, failures and refresh tokens. Every function takes the database (or a transaction)
// first; the rows are keyed by the user, whom the sign-in steps have identified before any of these run.
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { loginAttemptsTable, loginFailuresTable, refreshTokensTable } from './tables.ts';

export type LoginAttemptRow = typeof loginAttemptsTable.$inferSelect;
export type RefreshTokenRow = typeof refreshTokensTable.$inferSelect;

export async function latestAttempt(db: Tx, usersId: number): Promise<LoginAttemptRow | null> {
  const [row] = await db
    .select()
    .from(loginAttemptsTable)
    .where(eq(loginAttemptsTable.usersId, usersId))
    .orderBy(desc(loginAttemptsTable.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertAttempt(db: Tx, values: typeof loginAttemptsTable.$inferInsert): Promise<void> {
  await db.insert(loginAttemptsTable).values(values);
}

/**
 * Takes one of the code's tries before the guess is compared, in one conditional update: however many guesses arrive
 * at once, at most `maxTries` of them are ever compared with the code. False when the code is used, burnt or expired.
 */
export async function takeTry(db: Tx, attemptId: string, maxTries: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginAttemptsTable)
    .set({ failedAttempts: sql`${loginAttemptsTable.failedAttempts} + 1` })
    .where(
      and(
        eq(loginAttemptsTable.id, attemptId),
        isNull(loginAttemptsTable.usedAt),
        lt(loginAttemptsTable.failedAttempts, maxTries),
        gt(loginAttemptsTable.expiresAt, now),
      ),
    )
    .returning({ id: loginAttemptsTable.id });
  return rows.length > 0;
}

/** Counts one wrong guess against the account (the attempt's try was taken by `takeTry`). */
export async function recordFailure(db: Tx, usersId: number, ip: string | null, now: Date): Promise<void> {
  await db.insert(loginFailuresTable).values({ usersId, ip, createdAt: now });
}

/**
 * Marks the attempt used if it is still unused and unexpired at `now`, giving back the try the right guess took
 * (so `failed_attempts` counts wrong guesses only); false when another request got there first.
 */
export async function claimAttempt(db: Tx, attemptId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginAttemptsTable)
    .set({ usedAt: now, failedAttempts: sql`${loginAttemptsTable.failedAttempts} - 1` })
    .where(and(eq(loginAttemptsTable.id, attemptId), isNull(loginAttemptsTable.usedAt), gt(loginAttemptsTable.expiresAt, now)))
    .returning({ id: loginAttemptsTable.id });
  return rows.length > 0;
}

/** Failures of the account since `since`, and when the lock lifts if there are `max` or more. */
export async function failureLock(
  db: Tx,
  usersId: number,
  since: Date,
  max: number,
): Promise<{ failures: number; oldestCounted: Date | null }> {
  const window = and(eq(loginFailuresTable.usersId, usersId), gt(loginFailuresTable.createdAt, since));
  const [total] = await db.select({ n: count() }).from(loginFailuresTable).where(window);
  const failures = Number(total?.n ?? 0);
  if (failures < max) return { failures, oldestCounted: null };
  // The lock lifts when the failure that keeps the count at `max` leaves the window.
  const [row] = await db
    .select({ createdAt: loginFailuresTable.createdAt })
    .from(loginFailuresTable)
    .where(window)
    .orderBy(asc(loginFailuresTable.createdAt))
    .offset(failures - max)
    .limit(1);
  return { failures, oldestCounted: row?.createdAt ?? null };
}

export async function insertRefreshToken(db: Tx, values: typeof refreshTokensTable.$inferInsert): Promise<void> {
  await db.insert(refreshTokensTable).values(values);
}

export async function findRefreshToken(db: Tx, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refreshTokensTable).where(eq(refreshTokensTable.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Uses the token once; false when it was used or revoked meanwhile. */
export async function claimRefreshToken(db: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokensTable)
    .set({ usedAt: now })
    .where(and(eq(refreshTokensTable.id, id), isNull(refreshTokensTable.usedAt), isNull(refreshTokensTable.revokedAt)))
    .returning({ id: refreshTokensTable.id });
  return rows.length > 0;
}

export async function revokeChain(db: Tx, chainId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokensTable)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokensTable.chainId, chainId), isNull(refreshTokensTable.revokedAt)));
}

export async function revokeUserSessions(db: Tx, usersId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokensTable)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokensTable.usersId, usersId), isNull(refreshTokensTable.revokedAt)));
}

/** Whether the session (refresh chain) was ended: by logout, by reuse of a rotated token, or by staff. */
export async function chainRevoked(db: Tx, chainId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokensTable.id })
    .from(refreshTokensTable)
    .where(and(eq(refreshTokensTable.chainId, chainId), isNotNull(refreshTokensTable.revokedAt)))
    .limit(1);
  return row !== undefined;
}
