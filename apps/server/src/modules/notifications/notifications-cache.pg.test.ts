// Each user's notifications kept per process, across processes, on real PostgreSQL (decision 0144): two app instances
// with their own pools and listeners on one database. A write that fires no trigger is seen by neither (the answers
// come from the cache); a normal write is seen at once by the instance that made it and by the other when the
// notification reaches its LISTEN connection (polled; without it the other would answer the old count forever).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/app.ts';
import { signedInOwner } from '../../test/factories.ts';
import { openPostgres } from '../../db/client.ts';
import { notificationsTable } from '../../db/schema.ts';

describe('the notifications cache across instances (PostgreSQL)', () => {
  it('serves the page it kept, and drops the user’s pages in both instances when one is marked read', async () => {
    const a = await build();
    if (!a.database.url) throw new Error('a PostgreSQL test database has a url');
    const b = await build({ database: await openPostgres(a.database.url, 5) });
    const me = await signedInOwner(a);
    const [row] = await a.db
      .insert(notificationsTable)
      .values({ usersId: me.user.id, companiesId: me.company.id, type: 'info', kind: 'test', title: 'Hello', text: 'Hello text' })
      .returning();
    if (!row) throw new Error('not inserted');
    const unread = async (t: TestApp) =>
      (await t.app.inject({ method: 'GET', url: '/v1/notifications', headers: me.headers })).json<{ unread: number }>().unread;
    expect(await unread(a)).toBe(1);
    expect(await unread(b)).toBe(1);

    await a.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(notificationsTable).set({ title: 'Changed unseen' }).where(eq(notificationsTable.uuid, row.uuid));
    });
    const title = async (t: TestApp) =>
      (await t.app.inject({ method: 'GET', url: '/v1/notifications', headers: me.headers })).json<{ data: { title: string }[] }>().data[0]
        ?.title;
    expect(await title(a)).toBe('Hello');
    expect(await title(b)).toBe('Hello');

    await a.db.update(notificationsTable).set({ readAt: new Date() }).where(eq(notificationsTable.uuid, row.uuid));
    expect(await unread(a)).toBe(0);
    await expect.poll(() => unread(b), { timeout: 20_000 }).toBe(0);
  }, 60_000);
});
