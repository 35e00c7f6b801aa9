import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { build, type TestApp } from '../../test/app.ts';
import { createUser, signIn, signedInOwner } from '../../test/factories.ts';
import { notificationsTable, supportTicketsTable } from '../../db/schema.ts';
import { replyAsStaff } from './service.ts';

type Headers = { authorization: string };
const info = { language: 'pl', hostname: 'localhost', region: 'PL', appVersion: '1.0.0', appType: 'web' };
const open = (t: TestApp, headers: Headers, title = 'Brak punktów', message = 'Skan nie dodał punktów.') =>
  t.app.inject({ method: 'POST', url: '/v1/support', headers, payload: { title, message, info } });
const chat = (t: TestApp, headers: Headers, uuid: string) => t.app.inject({ method: 'GET', url: `/v1/support/${uuid}/chat`, headers });
const ctxOf = (t: TestApp) =>
  ({ db: t.db, now: () => t.clock.now, config: t.config, messenger: null, adapters: null, demo: () => false, log: t.app.log }) as never;

describe('support tickets', () => {
  it('opens a ticket with its first message and the client info; lists 10 per page, most recent first', async () => {
    const t = await build();
    const { company, headers } = await signedInOwner(t);
    const res = await open(t, headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Brak punktów', status: 1 });
    const [row] = await t.db.select().from(supportTicketsTable).where(eq(supportTicketsTable.companiesId, company.id));
    expect(row?.info).toEqual(info);
    const conversation = await chat(t, headers, res.json().uuid);
    expect(conversation.json().data).toMatchObject([{ sender: 'installer', message: 'Skan nie dodał punktów.', author: 'Jan Tester' }]);
    for (let i = 0; i < 11; i++) {
      t.clock.advance(1000);
      await open(t, headers, `Ticket ${i}`);
    }
    const first = await t.app.inject({ method: 'GET', url: '/v1/support', headers });
    expect(first.json().meta).toMatchObject({ per_page: 10, total: 12, last_page: 2 });
    expect(first.json().data[0].title).toBe('Ticket 10');
    const more = await t.app.inject({ method: 'GET', url: '/v1/support?page=1&limit=20', headers });
    expect(more.json().data).toHaveLength(12);
  });

  it('needs a title and a message (all problems at once); a reply needs a message', async () => {
    const t = await build();
    const { headers } = await signedInOwner(t);
    const bad = await t.app.inject({ method: 'POST', url: '/v1/support', headers, payload: { title: ' ', message: '', info } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ title: ['validation.required'], message: ['validation.required'] });
    const ticket = (await open(t, headers)).json();
    const reply = await t.app.inject({ method: 'POST', url: `/v1/support/${ticket.uuid}/chat`, headers, payload: { message: '  ' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toEqual({ message: ['validation.required'] });
  });

  it('an installer sees only their own tickets; the owners see every ticket of the company; other companies nothing', async () => {
    const t = await build();
    const owner = await signedInOwner(t);
    const worker = await createUser(t.db, owner.company, { role: 4 });
    const colleague = await createUser(t.db, owner.company, { role: 4 });
    const w = await signIn(t, worker);
    const c = await signIn(t, colleague);
    const mine = (await open(t, w.headers, 'Mine')).json();
    await open(t, owner.headers, 'Owner’s');
    expect((await t.app.inject({ method: 'GET', url: '/v1/support', headers: c.headers })).json().meta.total).toBe(0);
    expect((await chat(t, c.headers, mine.uuid)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/support', headers: owner.headers })).json().meta.total).toBe(2);
    const filtered = await t.app.inject({ method: 'GET', url: `/v1/support?installer_uuid=${worker.uuid}`, headers: owner.headers });
    expect(filtered.json().data.map((x: { title: string }) => x.title)).toEqual(['Mine']);
    expect((await chat(t, owner.headers, mine.uuid)).statusCode).toBe(200);
    const stranger = await signedInOwner(t);
    expect((await chat(t, stranger.headers, mine.uuid)).statusCode).toBe(404);
    const write = await t.app.inject({
      method: 'POST',
      url: `/v1/support/${mine.uuid}/chat`,
      headers: stranger.headers,
      payload: { message: 'x' },
    });
    expect(write.statusCode).toBe(404);
    const foreignFilter = await t.app.inject({
      method: 'GET',
      url: `/v1/support?installer_uuid=${worker.uuid}`,
      headers: stranger.headers,
    });
    expect(foreignFilter.statusCode).toBe(404);
  });

  it('a staff reply moves the ticket to in progress and notifies the author with a link to the ticket', async () => {
    const t = await build();
    const owner = await signedInOwner(t);
    const worker = await createUser(t.db, owner.company, { role: 4 });
    const w = await signIn(t, worker);
    const ticket = (await open(t, w.headers, 'Skaner')).json();
    t.clock.advance(5000);
    const message = await replyAsStaff(ctxOf(t), ticket.uuid, { message: 'Sprawdzamy to.', staffName: 'Ola z Klubu' });
    expect(message).toMatchObject({ sender: 'admin', author: 'Ola z Klubu', message: 'Sprawdzamy to.' });
    const conversation = (await chat(t, w.headers, ticket.uuid)).json();
    expect(conversation.ticket.status).toBe(2);
    expect(conversation.data.map((m: { sender: string }) => m.sender)).toEqual(['installer', 'admin']);
    const notes = await t.db.select().from(notificationsTable).where(eq(notificationsTable.usersId, worker.id));
    expect(notes).toMatchObject([{ kind: 'reply_support_chat_message', link: `/support/chat/${ticket.uuid}` }]);
    expect(notes[0]?.text).toContain('Skaner');
    // The owner did not write it, so the owner is not notified.
    expect(await t.db.select().from(notificationsTable).where(eq(notificationsTable.usersId, owner.user.id))).toHaveLength(0);
    // Resolved with the answer; the member's reply opens it again.
    await replyAsStaff(ctxOf(t), ticket.uuid, { message: 'Naprawione.', staffName: 'Ola', status: 3 });
    expect((await chat(t, w.headers, ticket.uuid)).json().ticket.status).toBe(3);
    await t.app.inject({
      method: 'POST',
      url: `/v1/support/${ticket.uuid}/chat`,
      headers: w.headers,
      payload: { message: 'Znowu nie działa.' },
    });
    expect((await chat(t, w.headers, ticket.uuid)).json().ticket.status).toBe(1);
  });

  it('a staff reply to a deleted member’s ticket notifies the owners; an unknown ticket or empty answer is refused', async () => {
    const t = await build();
    const owner = await signedInOwner(t);
    const worker = await createUser(t.db, owner.company, { role: 4 });
    const ticket = (await open(t, (await signIn(t, worker)).headers, 'Po odejściu')).json();
    await t.app.inject({ method: 'DELETE', url: `/v1/installer/user/${worker.uuid}`, headers: owner.headers });
    await replyAsStaff(ctxOf(t), ticket.uuid, { message: 'Odpowiedź', staffName: 'Ola' });
    const notes = await t.db.select().from(notificationsTable).where(eq(notificationsTable.usersId, owner.user.id));
    expect(notes.map((n) => n.kind)).toEqual(['reply_support_chat_message']);
    await expect(replyAsStaff(ctxOf(t), '00000000-0000-4000-8000-000000000000', { message: 'x', staffName: 'Ola' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(replyAsStaff(ctxOf(t), ticket.uuid, { message: '  ', staffName: 'Ola' })).rejects.toMatchObject({ status: 400 });
  });

  it('outside production the dev answer route replies as staff', async () => {
    const t = await build();
    const { headers } = await signedInOwner(t);
    const ticket = (await open(t, headers)).json();
    const res = await t.app.inject({ method: 'POST', url: `/dev/support/${ticket.uuid}/reply`, payload: { message: 'Dzień dobry!' } });
    expect(res.statusCode).toBe(201);
    expect((await chat(t, headers, ticket.uuid)).json().data.at(-1)).toMatchObject({
      sender: 'admin',
      message: 'Dzień dobry!',
      author: 'Club support',
    });
    const page = await t.app.inject({ method: 'GET', url: '/dev/support' });
    expect(page.body).toContain('Brak punktów');
  });
});
