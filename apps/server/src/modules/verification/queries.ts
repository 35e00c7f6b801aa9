// Reads and writes of email verification codes. Rows are keyed by the caller's own user id (from the scope).
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { emailVerificationsTable } from './tables.ts';

export type EmailVerificationRow = typeof emailVerificationsTable.$inferSelect;

export async function latest(db: Tx, usersId: number): Promise<EmailVerificationRow | null> {
  const [row] = await db
    .select()
    .from(emailVerificationsTable)
    .where(eq(emailVerificationsTable.usersId, usersId))
    .orderBy(desc(emailVerificationsTable.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insert(db: Tx, values: typeof emailVerificationsTable.$inferInsert): Promise<void> {
  await db.insert(emailVerificationsTable).values(values);
}

/** Takes one try before comparing (as sign-in does): parallel guesses cannot all be compared. */
export async function takeTry(db: Tx, id: string, maxTries: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailVerificationsTable)
    .set({ failedAttempts: sql`${emailVerificationsTable.failedAttempts} + 1` })
    .where(
      and(
        eq(emailVerificationsTable.id, id),
        isNull(emailVerificationsTable.usedAt),
        lt(emailVerificationsTable.failedAttempts, maxTries),
        gt(emailVerificationsTable.expiresAt, now),
      ),
    )
    .returning({ id: emailVerificationsTable.id });
  return rows.length > 0;
}

/** Marks the code used (giving back the try the right guess took); false when another request used it first. */
export async function claim(db: Tx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailVerificationsTable)
    .set({ usedAt: now, failedAttempts: sql`${emailVerificationsTable.failedAttempts} - 1` })
    .where(and(eq(emailVerificationsTable.id, id), isNull(emailVerificationsTable.usedAt), gt(emailVerificationsTable.expiresAt, now)))
    .returning({ id: emailVerificationsTable.id });
  return rows.length > 0;
}
