// The staff console's support area (tickets by status, the conversation, the staff answer that rings the member's
// bell, the status change), a marketing order's logo and proof for fulfilment, and the review queue's "serials from
// another region" signal — every write audited, every other role refused with 403.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '@club/contract/staff';
import { build, type TestApp } from '../../test/app.ts';
import { createShopProduct, createUser, givePoints, signIn, signedInOwner } from '../../test/factories.ts';
import { auditLogTable, notificationsTable, supportTicketsTable } from '../../db/schema.ts';
import { createUnit, fullSurvey, installer } from '../projects/fixtures.ts';

const ADMIN = 'boss@club.example';
const dirs: string[] = [];
afterEach(async () => {
  while (dirs.length) await rm(dirs.pop() ?? '', { recursive: true, force: true });
});

async function setup(): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'club-staff-support-'));
  dirs.push(dataDir);
  return build({
    config: {
      adminEmails: [ADMIN],
      dataDir,
      storage: { driver: 'local', dir: join(dataDir, 'files'), s3Url: undefined, s3Bucket: undefined, s3Region: 'x' },
    },
  });
}

/** Signs in by the real code round trip (the code read from the mail the test mailer got). */
async function staffSignIn(t: TestApp, email: string): Promise<{ authorization: string }> {
  await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: { email } });
  const code = /\b(\d{5})\b/.exec(t.mails.filter((m) => m.to === email).at(-1)?.subject ?? '')?.[1];
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/login/verify', payload: { email, code } });
  expect(res.statusCode, res.body).toBe(200);
  t.clock.advance(61_000);
  return { authorization: `Bearer ${res.json().token}` };
}

async function staffWith(t: TestApp, admin: { authorization: string }, roles: StaffRole[], name = roles.join('-')) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}@club.example`;
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/staff', headers: admin, payload: { email, name, roles } });
  expect(res.statusCode, res.body).toBe(201);
  return { email, headers: await staffSignIn(t, email) };
}

const auditRows = (t: TestApp, action: string) =>
  t.db.select().from(auditLogTable).where(eq(auditLogTable.action, action)).orderBy(desc(auditLogTable.id));

const info = { language: 'pl', hostname: 'localhost', region: 'PL', appVersion: '1.0.0', appType: 'web' };
async function openTicket(t: TestApp, headers: { authorization: string }, title: string, message = 'Pomocy') {
  const res = await t.app.inject({ method: 'POST', url: '/v1/support', headers, payload: { title, message, info } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uuid: string }>().uuid;
}

describe('support tickets in the console', () => {
  it('lists tickets of every company by status with paging; shows the conversation, author and client info', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const support = await staffWith(t, admin, ['support'], 'Ola');
    const a = await signedInOwner(t, { company: { name: 'Dachy Alfa' } });
    const b = await signedInOwner(t, { company: { name: 'Okna Beta' } });
    const first = await openTicket(t, a.headers, 'Brak punktów', 'Skan nie dodał punktów.');
    t.clock.advance(1000);
    const second = await openTicket(t, b.headers, 'Zamówienie');
    t.clock.advance(1000);
    const third = await openTicket(t, b.headers, 'Karta');
    await t.db.update(supportTicketsTable).set({ status: 3 }).where(eq(supportTicketsTable.uuid, third));

    const open = await t.app.inject({ method: 'GET', url: '/admin/api/support?status=1', headers: support.headers });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data.map((x: { uuid: string }) => x.uuid)).toEqual([second, first]);
    expect(open.json().data[1]).toMatchObject({
      title: 'Brak punktów',
      status: 1,
      company: { name: 'Dachy Alfa', region_id: 1 },
      last_sender: 'installer',
      messages: 1,
    });
    const paged = await t.app.inject({ method: 'GET', url: '/admin/api/support?limit=2&page=2', headers: support.headers });
    expect(paged.json().meta).toMatchObject({ total: 3, last_page: 2, current_page: 2 });
    expect(paged.json().data.map((x: { uuid: string }) => x.uuid)).toEqual([first]);
    const resolved = await t.app.inject({ method: 'GET', url: '/admin/api/support?status=3', headers: support.headers });
    expect(resolved.json().data.map((x: { uuid: string }) => x.uuid)).toEqual([third]);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/support?status=7', headers: support.headers })).statusCode).toBe(400);

    const detail = await t.app.inject({ method: 'GET', url: `/admin/api/support/${first}`, headers: support.headers });
    expect(detail.json()).toMatchObject({
      ticket: { uuid: first, company: { name: 'Dachy Alfa' } },
      author: { uuid: a.user.uuid, name: 'Jan Tester', email: a.user.email },
      info,
      data: [{ sender: 'installer', message: 'Skan nie dodał punktów.' }],
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/admin/api/support/00000000-0000-4000-8000-000000000000',
      headers: support.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a staff answer reaches the member (bell and conversation), moves the ticket to in progress, and is audited', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const support = await staffWith(t, admin, ['support'], 'Ola z Klubu');
    const owner = await signedInOwner(t);
    const worker = await createUser(t.db, owner.company, { role: 4 });
    const w = await signIn(t, worker);
    const uuid = await openTicket(t, w.headers, 'Skaner nie działa');
    const unread = async () =>
      (await t.app.inject({ method: 'GET', url: '/v1/notifications', headers: w.headers })).json<{ data: unknown[] }>().data.length;
    const before = await unread();

    const empty = await t.app.inject({
      method: 'POST',
      url: `/admin/api/support/${uuid}/messages`,
      headers: support.headers,
      payload: { message: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ message: ['validation.required'] });

    const res = await t.app.inject({
      method: 'POST',
      url: `/admin/api/support/${uuid}/messages`,
      headers: support.headers,
      payload: { message: 'Sprawdzamy to.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ sender: 'admin', author: 'Ola z Klubu', message: 'Sprawdzamy to.' });
    expect(await unread()).toBe(before + 1);
    const notes = await t.db
      .select()
      .from(notificationsTable)
      .where(and(eq(notificationsTable.usersId, worker.id), eq(notificationsTable.kind, 'reply_support_chat_message')));
    expect(notes).toMatchObject([{ link: `/support/chat/${uuid}` }]);
    const chat = (await t.app.inject({ method: 'GET', url: `/v1/support/${uuid}/chat`, headers: w.headers })).json();
    expect(chat.ticket.status).toBe(2);
    expect(chat.data.map((m: { sender: string; message: string }) => `${m.sender}: ${m.message}`)).toEqual([
      'installer: Pomocy',
      'admin: Sprawdzamy to.',
    ]);
    expect((await auditRows(t, 'support.reply'))[0]).toMatchObject({
      staffEmail: support.email,
      staffRole: 'support',
      entityType: 'support_ticket',
      entityId: uuid,
      before: { status: 1 },
      after: { status: 2, message: res.json().uuid, text: 'Sprawdzamy to.' },
    });

    // An answer may resolve the ticket at once.
    const resolving = await t.app.inject({
      method: 'POST',
      url: `/admin/api/support/${uuid}/messages`,
      headers: support.headers,
      payload: { message: 'Naprawione.', status: 3 },
    });
    expect(resolving.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: `/v1/support/${uuid}/chat`, headers: w.headers })).json().ticket.status).toBe(3);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/admin/api/support/00000000-0000-4000-8000-000000000000/messages',
      headers: support.headers,
      payload: { message: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('changes a ticket’s status (1, 2, 3 only), audited with before and after', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const support = await staffWith(t, admin, ['support']);
    const me = await signedInOwner(t);
    const uuid = await openTicket(t, me.headers, 'Pytanie');
    const set = (status: unknown) =>
      t.app.inject({ method: 'POST', url: `/admin/api/support/${uuid}/status`, headers: support.headers, payload: { status } });
    expect((await set(4)).statusCode).toBe(400);
    expect((await set(3)).json()).toEqual({ status: 3 });
    expect((await t.app.inject({ method: 'GET', url: `/v1/support/${uuid}/chat`, headers: me.headers })).json().ticket.status).toBe(3);
    expect((await set(1)).json()).toEqual({ status: 1 });
    const rows = await auditRows(t, 'support.status');
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [{ status: 3 }, { status: 1 }],
      [{ status: 1 }, { status: 3 }],
    ]);
    expect(rows[0]).toMatchObject({ staffEmail: support.email, entityId: uuid });
  });

  it('refuses every role but support (and admin) with 403, and installer tokens with 401', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const me = await signedInOwner(t);
    const uuid = await openTicket(t, me.headers, 'Pytanie');
    const calls = [
      { method: 'GET' as const, url: '/admin/api/support' },
      { method: 'GET' as const, url: `/admin/api/support/${uuid}` },
      { method: 'POST' as const, url: `/admin/api/support/${uuid}/messages`, payload: { message: 'x' } },
      { method: 'POST' as const, url: `/admin/api/support/${uuid}/status`, payload: { status: 2 } },
    ];
    for (const role of ['review', 'fulfilment', 'content'] as const) {
      const s = await staffWith(t, admin, [role]);
      for (const call of calls)
        expect.soft((await t.app.inject({ ...call, headers: s.headers })).statusCode, `${role} ${call.url}`).toBe(403);
    }
    for (const call of calls) expect.soft((await t.app.inject({ ...call, headers: me.headers })).statusCode, call.url).toBe(401);
    for (const call of calls)
      expect.soft((await t.app.inject({ ...call, headers: admin })).statusCode, `admin ${call.url}`).toBeLessThan(300);
    // Nothing was written by the refused calls: only the admin's answer and status change.
    expect((await auditRows(t, 'support.reply')).map((r) => r.staffRole)).toEqual(['admin']);
  });
});

async function uploadLogo(t: TestApp, headers: Record<string, string>) {
  const png = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#d9480f' } })
    .png()
    .toBuffer();
  const boundary = 'club-logo';
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/shop/order/files',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ path: string; originalName: string }>();
}

describe('a marketing order’s files for fulfilment', () => {
  it('shows the configured data and serves the logo and the proof to fulfilment only, audited', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const clerk = await staffWith(t, admin, ['fulfilment']);
    const me = await signedInOwner(t);
    await givePoints(t.db, me.company.id, 1000);
    const flyer = await createShopProduct(t.db, {
      name: 'Wizytówki',
      type: 'marketing',
      vendor: 'MARKETING',
      settings: {
        subtype: 'business-card-horizontal',
        fields: [
          { name: 'name', group: 'required' },
          { name: 'companyName', group: 'required' },
          { name: 'phone', group: 'optional' },
          { name: 'logo', group: 'optional' },
        ],
      },
      variants: [{ price: 60, stock: 50 }],
    });
    const logo = await uploadLogo(t, me.headers);
    const data = {
      subtype: 'business-card-horizontal',
      fields: { name: 'Jan', companyName: 'Dachy Żółwik', phone: '+48 512 345 678' },
      services: ['installation', 'replacement', 'measurement', 'flashing'],
      logo,
      quantity: 1,
    };
    const proofRes = await t.app.inject({
      method: 'POST',
      url: '/v1/shop/order/proof',
      headers: me.headers,
      payload: { product: flyer.product.uuid, data },
    });
    expect(proofRes.statusCode, proofRes.body).toBe(201);
    const proof = proofRes.json<{ path: string; originalName: string }>();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/v2/orders',
      headers: me.headers,
      payload: {
        type: 'marketing',
        order: [{ uuid: flyer.variants[0]?.uuid, quantity: 1 }],
        customer: {
          phone_region: 1,
          phone_number: '+48 512 345 678',
          name: 'Jan',
          surname: 'Kowalski',
          company_name: 'Dachy Kowalski',
          street: 'Prosta',
          house_number: '1',
          city: 'Warszawa',
          postal_code: '00-001',
          country: 'PL',
          region: 1,
        },
        data: { ...data, proof },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data[0].uuid as string;

    const list = await t.app.inject({ method: 'GET', url: '/admin/api/orders?vendor=MARKETING', headers: clerk.headers });
    expect(list.json().data[0]).toMatchObject({ uuid: order, data: { fields: { companyName: 'Dachy Żółwik' }, logo, proof } });

    const name = (path: string) => path.replace('/files/', '');
    const pdf = await t.app.inject({ method: 'GET', url: `/admin/api/orders/${order}/files/${name(proof.path)}`, headers: clerk.headers });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="proof-business-card-horizontal\.pdf"/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const png = await t.app.inject({ method: 'GET', url: `/admin/api/orders/${order}/files/${name(logo.path)}`, headers: clerk.headers });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toMatch(/^attachment;/);
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(png.rawPayload).metadata()).width).toBe(300);
    expect((await auditRows(t, 'order.file_read')).map((r) => [r.entityId, (r.after as { kind: string }).kind])).toEqual([
      [order, 'logo'],
      [order, 'proof'],
    ]);

    // Only files the order refers to: another file of the same company, or another company's, is not found.
    const other = await uploadLogo(t, me.headers);
    const theirs = await uploadLogo(t, (await signedInOwner(t)).headers);
    for (const path of [other.path, theirs.path])
      expect(
        (await t.app.inject({ method: 'GET', url: `/admin/api/orders/${order}/files/${name(path)}`, headers: clerk.headers })).statusCode,
      ).toBe(404);
    const noOrder = `/admin/api/orders/00000000-0000-4000-8000-000000000000/files/${name(proof.path)}`;
    expect((await t.app.inject({ method: 'GET', url: noOrder, headers: clerk.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/admin/api/orders/${order}/files/..%2Fsecret`, headers: clerk.headers })).statusCode,
    ).toBe(400);

    // Other roles are refused; an installer token is no staff session.
    for (const role of ['review', 'support', 'content'] as const) {
      const s = await staffWith(t, admin, [role]);
      const res = await t.app.inject({ method: 'GET', url: `/admin/api/orders/${order}/files/${name(proof.path)}`, headers: s.headers });
      expect.soft(res.statusCode, role).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/admin/api/orders/${order}/files/${name(proof.path)}`, headers: me.headers })).statusCode,
    ).toBe(401);
    expect(await auditRows(t, 'order.file_read')).toHaveLength(2);
  });
});

describe('review: serials from another region', () => {
  it('flags a company whose scans hold serials a company of another region earns on; not for a same-region holder', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const reviewer = await staffWith(t, admin, ['review']);
    // A Czech company earns on the unit first; a Polish one scans the same serial later (flag 2, already scanned).
    const czech = await installer(t, { company: { regionsId: 2, name: 'Střechy Praha' } });
    const polish = await installer(t, { company: { name: 'Dachy Kraków' } });
    const neighbour = await installer(t, { company: { name: 'Dachy Gdańsk' } });
    const abroad = await createUnit(t.db);
    const local = await createUnit(t.db);
    const czechProject = await czech.createProject({ streetName: 'Dlouhá 1', postalCode: '110 00', city: 'Praha' });
    expect((await czech.scan(czechProject.uuid, { serial_number: abroad.serialNumber })).statusCode).toBe(201);
    const neighbourProject = await neighbour.createProject();
    expect((await neighbour.scan(neighbourProject.uuid, { serial_number: local.serialNumber })).statusCode).toBe(201);

    const project = await polish.createProject();
    const copied = await polish.scan(project.uuid, { serial_number: abroad.serialNumber });
    expect(copied.json().flag).toBe(2);
    expect((await polish.survey(project.uuid, fullSurvey(1))).json().status).toBe(5);
    const detail = (await t.app.inject({ method: 'GET', url: `/admin/api/review/${project.uuid}`, headers: reviewer.headers })).json();
    expect(detail.history.foreign_region_serials).toBe(1);
    expect(detail.risks).toEqual(expect.arrayContaining(['foreign_region_serials', 'serial_of_other_company']));
    expect(detail.scans[0].claimed_by).toMatchObject({ company_name: 'Střechy Praha', region_id: 2 });

    // The same situation within one region: the serial is another company's, but not from another region.
    const other = await installer(t, { company: { name: 'Dachy Poznań' } });
    const second = await other.createProject();
    expect((await other.scan(second.uuid, { serial_number: local.serialNumber })).json().flag).toBe(2);
    expect((await other.survey(second.uuid, fullSurvey(1))).json().status).toBe(5);
    const same = (await t.app.inject({ method: 'GET', url: `/admin/api/review/${second.uuid}`, headers: reviewer.headers })).json();
    expect(same.history.foreign_region_serials).toBe(0);
    expect(same.risks).toContain('serial_of_other_company');
    expect(same.risks).not.toContain('foreign_region_serials');
    expect(same.scans[0].claimed_by).toMatchObject({ company_name: 'Dachy Gdańsk', region_id: 1 });
  });
});
