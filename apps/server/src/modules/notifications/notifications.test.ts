import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { build, type TestApp } from '../../test/app.ts';
import { createCompanyWithUser, createUser, signIn, type UserRow } from '../../test/factories.ts';
import { notificationsTable } from '../../db/schema.ts';
import { notify } from './service.ts';

async function add(t: TestApp, user: UserRow, title: string, minutesAgo: number, read = false) {
  const [row] = await t.db
    .insert(notificationsTable)
    .values({
      usersId: user.id,
      companiesId: user.companiesId,
      type: 'info',
      kind: 'test',
      title,
      text: `${title} text`,
      createdAt: new Date(t.clock.now.getTime() - minutesAgo * 60_000),
      readAt: read ? t.clock.now : null,
    })
    .returning();
  if (!row) throw new Error('not inserted');
  return row;
}

describe('notifications', () => {
  it('lists the user’s own notifications newest first, paged, with the unread count', async () => {
    const t = await build();
    const { user } = await createCompanyWithUser(t.db);
    const colleague = await createUser(t.db, { id: user.companiesId });
    await add(t, user, 'old', 30, true);
    await add(t, user, 'middle', 20);
    await add(t, user, 'new', 10);
    await add(t, colleague, 'not mine', 5);
    const { headers } = await signIn(t, user);
    const res = await t.app.inject({ method: 'GET', url: '/v1/notifications?page=1&limit=2', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((n: { title: string }) => n.title)).toEqual(['new', 'middle']);
    expect(body.data[0]).toMatchObject({ text: 'new text', type: 'info', kind: 'test', link: null, mark: true });
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(body.unread).toBe(2);
    const page2 = (await t.app.inject({ method: 'GET', url: '/v1/notifications?page=2&limit=2', headers })).json();
    expect(page2.data).toHaveLength(1);
    expect(page2.data[0]).toMatchObject({ title: 'old', mark: false });
    expect(JSON.stringify(page2)).not.toContain('not mine');
    // A page past the end still counts (the counts then come from their own statement).
    const past = (await t.app.inject({ method: 'GET', url: '/v1/notifications?page=5&limit=2', headers })).json();
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ current_page: 5, total: 3 });
    expect(past.unread).toBe(2);
    const { headers: colleagueHeaders } = await signIn(t, colleague);
    const theirs = (await t.app.inject({ method: 'GET', url: '/v1/notifications', headers: colleagueHeaders })).json();
    expect(theirs.data.map((n: { title: string }) => n.title)).toEqual(['not mine']);
    expect(theirs.meta.total).toBe(1);
    expect(theirs.unread).toBe(1);
  });

  it('marks one read; another user’s notification answers 404 and stays unread', async () => {
    const t = await build();
    const { user } = await createCompanyWithUser(t.db);
    const other = await createCompanyWithUser(t.db);
    const mine = await add(t, user, 'mine', 1);
    const theirs = await add(t, other.user, 'theirs', 1);
    const { headers } = await signIn(t, user);
    const res = await t.app.inject({ method: 'PATCH', url: `/v1/notifications/${mine.uuid}`, headers, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: mine.uuid, mark: false });
    const noBody = await t.app.inject({ method: 'PATCH', url: `/v1/notifications/${mine.uuid}`, headers });
    expect(noBody.statusCode).toBe(200);
    const cross = await t.app.inject({ method: 'PATCH', url: `/v1/notifications/${theirs.uuid}`, headers, payload: {} });
    expect(cross.statusCode).toBe(404);
    expect(cross.body).not.toContain('theirs');
    const [row] = await t.db.select().from(notificationsTable).where(eq(notificationsTable.uuid, theirs.uuid));
    expect(row?.readAt).toBeNull();
    const list = (await t.app.inject({ method: 'GET', url: '/v1/notifications', headers })).json();
    expect(list.unread).toBe(0);
  });

  it('marks all read', async () => {
    const t = await build();
    const { user } = await createCompanyWithUser(t.db);
    await add(t, user, 'a', 2);
    await add(t, user, 'b', 1);
    const { headers } = await signIn(t, user);
    const res = await t.app.inject({ method: 'PATCH', url: '/v1/notifications/read-all', headers });
    expect(res.json()).toEqual({ updated: 2, unread: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/v1/notifications', headers })).json().unread).toBe(0);
  });

  it('shows what notify() wrote, in the user’s language, with the support chat link', async () => {
    const t = await build();
    const { user } = await createCompanyWithUser(t.db, { user: { name: 'Iga' } });
    await notify(t.db, {
      user,
      type: 'important',
      kind: 'reply_support_chat_message',
      messageKey: 'notification.demoWelcome',
      values: { name: user.name },
      data: { ticket_uuid: 'abc' },
    });
    const { headers } = await signIn(t, user);
    const [n] = (await t.app.inject({ method: 'GET', url: '/v1/notifications', headers })).json().data;
    expect(n).toMatchObject({ type: 'important', kind: 'reply_support_chat_message', link: '/support/chat/abc', mark: true });
    expect(n.text).toContain('Hello Iga');
  });

  it('needs a token', async () => {
    const t = await build();
    expect((await t.app.inject({ method: 'GET', url: '/v1/notifications' })).statusCode).toBe(401);
  });

  it('kept per process: a new notification, a mark and a plain UPDATE show on the very next read; others are untouched', async () => {
    const t = await build();
    const { user } = await createCompanyWithUser(t.db);
    const colleague = await createUser(t.db, { id: user.companiesId });
    const first = await add(t, user, 'first', 10);
    await add(t, colleague, 'theirs', 10);
    const mine = await signIn(t, user);
    const theirs = await signIn(t, colleague);
    const list = async (headers: Record<string, string>) => {
      const body = (await t.app.inject({ method: 'GET', url: '/v1/notifications', headers })).json();
      return [body.data.map((n: { title: string; mark: boolean }) => `${n.title}${n.mark ? '*' : ''}`), body.unread];
    };
    expect(await list(mine.headers)).toEqual([['first*'], 1]);
    expect(await list(theirs.headers)).toEqual([['theirs*'], 1]);
    // Written by another module's call, outside any request.
    await notify(t.db, { user, type: 'info', kind: 'welcome', messageKey: 'notification.demoWelcome', values: { name: user.name } });
    const [titles, unread] = await list(mine.headers);
    expect(titles).toHaveLength(2);
    expect(unread).toBe(2);
    // A plain UPDATE, as a script would make it.
    await t.db.update(notificationsTable).set({ readAt: t.clock.now }).where(eq(notificationsTable.uuid, first.uuid));
    expect((await list(mine.headers))[1]).toBe(1);
    const read = await t.app.inject({ method: 'PATCH', url: '/v1/notifications/read-all', headers: mine.headers });
    expect(read.statusCode).toBe(200);
    expect((await list(mine.headers))[1]).toBe(0);
    expect(await list(theirs.headers)).toEqual([['theirs*'], 1]);
  });
});
