// The staff console's API: sign-in with the installers' code rules, ADMIN_EMAIL, staff and installer tokens kept
// apart both ways, every role refused outside its area, the review decision crediting through the ledger, order
// statuses through the orders service, voucher pools, points adjustments, emulation (?faker=) and broadcasts — and an
// audit row for every write, in a log the database keeps append-only.
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@club/contract/staff';
import { build, type TestApp } from '../../test/app.ts';
import { createShopProduct, createUser, givePoints, signIn, signedInOwner } from '../../test/factories.ts';
import {
  auditLogTable,
  notificationsTable,
  outboxTable,
  pointAccountsTable,
  pointEntriesTable,
  scansTable,
  staffUsersTable,
  webhookEventsTable,
} from '../../db/schema.ts';
import { createUnit, fullSurvey, installer } from '../projects/fixtures.ts';
import { sendBroadcastBatch } from './service.ts';
import { testCtx } from '../../test/ctx.ts';
import { createMessenger } from '../outbox/service.ts';

const ADMIN = 'boss@club.example';

async function setup() {
  return build({ config: { adminEmails: [ADMIN] } });
}

/** Signs in by the real code round trip (the code read from the mail the test mailer got). */
async function staffSignIn(t: TestApp, email: string): Promise<{ authorization: string }> {
  const sent = await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: { email } });
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = t.mails.filter((m) => m.to === email).at(-1);
  const code = /\b(\d{5})\b/.exec(mail?.subject ?? '')?.[1];
  expect(code, 'a code was mailed').toBeDefined();
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/login/verify', payload: { email, code } });
  expect(res.statusCode, res.body).toBe(200);
  t.clock.advance(61_000);
  return { authorization: `Bearer ${res.json().token}` };
}

async function staffWith(t: TestApp, admin: { authorization: string }, roles: StaffRole[], name = roles.join('-')) {
  const email = `${name}-${Math.random().toString(36).slice(2, 8)}@club.example`;
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/staff', headers: admin, payload: { email, name, roles } });
  expect(res.statusCode, res.body).toBe(201);
  return { email, uuid: res.json().uuid as string, headers: await staffSignIn(t, email) };
}

async function auditRows(t: TestApp, action: string) {
  return t.db.select().from(auditLogTable).where(eq(auditLogTable.action, action)).orderBy(desc(auditLogTable.id));
}

describe('staff sign-in', () => {
  it('ADMIN_EMAIL exists after start and signs in with a one-time code; the code works once', async () => {
    const t = await setup();
    const [admin] = await t.db.select().from(staffUsersTable).where(eq(staffUsersTable.email, ADMIN));
    expect(admin).toMatchObject({ roles: ['admin'], active: true });

    await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: { email: ADMIN } });
    const code = /\b(\d{5})\b/.exec(t.mails.at(-1)?.subject ?? '')?.[1] ?? '';
    const wrong = code === '00000' ? '11111' : '00000';
    expect(
      (await t.app.inject({ method: 'POST', url: '/admin/api/login/verify', payload: { email: ADMIN, code: wrong } })).statusCode,
    ).toBe(406);
    const ok = await t.app.inject({ method: 'POST', url: '/admin/api/login/verify', payload: { email: ADMIN, code } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ email: ADMIN, roles: ['admin'] });
    expect(new Date(ok.json().expires_at).getTime() - t.clock.now.getTime()).toBe(8 * 3600_000);
    expect((await t.app.inject({ method: 'POST', url: '/admin/api/login/verify', payload: { email: ADMIN, code } })).statusCode).toBe(406);
    const me = await t.app.inject({ method: 'GET', url: '/admin/api/me', headers: { authorization: `Bearer ${ok.json().token}` } });
    expect(me.json()).toMatchObject({ email: ADMIN });
    expect(await auditRows(t, 'staff.sign_in')).toHaveLength(1);

    // The session ends after 8 hours.
    t.clock.advance(8 * 3600_000 + 1000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin/api/me', headers: { authorization: `Bearer ${ok.json().token}` } })).statusCode,
    ).toBe(401);
  });

  it('answers the same for an unknown email and sends nothing; a resend within 60 s is refused; 5 wrong codes burn the code', async () => {
    const t = await setup();
    const unknown = await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: { email: 'nobody@club.example' } });
    const known = await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: { email: ADMIN } });
    expect(unknown.json()).toEqual(known.json());
    expect(t.mails.map((m) => m.to)).toEqual([ADMIN]);
    expect((await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: { email: ADMIN } })).statusCode).toBe(429);
    const code = /\b(\d{5})\b/.exec(t.mails.at(-1)?.subject ?? '')?.[1] ?? '';
    const wrong = code === '00000' ? '11111' : '00000';
    for (let i = 0; i < 5; i++)
      expect(
        (await t.app.inject({ method: 'POST', url: '/admin/api/login/verify', payload: { email: ADMIN, code: wrong } })).statusCode,
      ).toBe(406);
    expect((await t.app.inject({ method: 'POST', url: '/admin/api/login/verify', payload: { email: ADMIN, code } })).statusCode).toBe(406);
  });

  it('staff tokens never work on installer routes, installer tokens never on /admin/api', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const member = await signedInOwner(t);
    expect((await t.app.inject({ method: 'GET', url: '/v1/notifications', headers: admin })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v2/orders', headers: admin })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/me', headers: member.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/review', headers: member.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/review' })).statusCode).toBe(401);
  });

  it('a deactivated staff member is signed out at once; the last admin cannot be removed', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const reviewer = await staffWith(t, admin, ['review']);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/review', headers: reviewer.headers })).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/admin/api/staff/${reviewer.uuid}`,
      headers: admin,
      payload: { active: false },
    });
    expect(off.json()).toMatchObject({ active: false });
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/review', headers: reviewer.headers })).statusCode).toBe(401);
    const [deactivated] = await auditRows(t, 'staff.deactivate');
    expect(deactivated).toMatchObject({
      staffEmail: ADMIN,
      staffRole: 'admin',
      entityId: reviewer.uuid,
      before: { active: true },
      after: { active: false },
    });
    const [adminRow] = await t.db.select().from(staffUsersTable).where(eq(staffUsersTable.email, ADMIN));
    const last = await t.app.inject({
      method: 'PATCH',
      url: `/admin/api/staff/${adminRow?.uuid}`,
      headers: admin,
      payload: { roles: ['review'] },
    });
    expect(last.statusCode).toBe(409);
  });
});

describe('roles', () => {
  it('refuses each role outside its area with 403', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const uuid = '00000000-0000-4000-8000-000000000000';
    const areas: Record<StaffRole, { method: 'GET' | 'POST'; url: string; payload?: object }[]> = {
      admin: [
        { method: 'GET', url: '/admin/api/staff' },
        { method: 'GET', url: '/admin/api/audit' },
        { method: 'POST', url: '/admin/api/broadcasts', payload: { type: 'info', title: 'T', text: 'X', region: 1 } },
        { method: 'POST', url: `/admin/api/companies/${uuid}/points`, payload: { amount: 5, reason: 'because' } },
      ],
      review: [
        { method: 'GET', url: '/admin/api/review' },
        { method: 'POST', url: `/admin/api/projects/${uuid}/decision`, payload: { status: 3 } },
      ],
      fulfilment: [
        { method: 'GET', url: '/admin/api/orders' },
        { method: 'POST', url: `/admin/api/orders/${uuid}/status`, payload: { status: 2 } },
        { method: 'POST', url: `/admin/api/products/${uuid}/voucher-codes`, payload: { codes: [{ number: 'A1' }] } },
        { method: 'GET', url: '/admin/api/voucher-pools' },
      ],
      support: [
        { method: 'POST', url: '/admin/api/emulation', payload: { user_uuid: uuid } },
        { method: 'POST', url: `/admin/api/users/${uuid}/sessions/end` },
      ],
      content: [],
    };
    const roles: StaffRole[] = ['review', 'fulfilment', 'support', 'content'];
    for (const role of roles) {
      const s = await staffWith(t, admin, [role]);
      for (const [area, calls] of Object.entries(areas))
        for (const call of calls) {
          const res = await t.app.inject({
            method: call.method,
            url: call.url,
            headers: s.headers,
            ...(call.payload ? { payload: call.payload } : {}),
          });
          if (area === role) expect.soft(res.statusCode, `${role} in its own area: ${call.url}`).not.toBe(403);
          else expect.soft(res.statusCode, `${role} → ${call.method} ${call.url}`).toBe(403);
        }
    }
    // Admins may act in every area.
    for (const calls of Object.values(areas))
      for (const call of calls) {
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: admin,
          ...(call.payload ? { payload: call.payload } : {}),
        });
        expect.soft(res.statusCode, `admin → ${call.url}`).not.toBe(403);
      }
  });
});

describe('audit log', () => {
  it('is append-only in the database: UPDATE, DELETE and TRUNCATE fail', async () => {
    const t = await setup();
    await staffSignIn(t, ADMIN);
    const [row] = await auditRows(t, 'staff.sign_in');
    expect(row).toBeDefined();
    await expect(
      t.db
        .update(auditLogTable)
        .set({ action: 'nothing' })
        .where(eq(auditLogTable.id, row?.id ?? 0)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLogTable).where(eq(auditLogTable.id, row?.id ?? 0))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await auditRows(t, 'staff.sign_in')).toHaveLength(1);
  });

  it('is searchable by admins', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    await staffWith(t, admin, ['review'], 'searchme');
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/audit?q=searchme', headers: admin });
    expect(
      res
        .json()
        .data.map((r: { action: string }) => r.action)
        .sort(),
    ).toEqual(['staff.invite', 'staff.sign_in']);
    const invites = await t.app.inject({ method: 'GET', url: '/admin/api/audit?action=staff.invite', headers: admin });
    expect(invites.json().meta.total).toBe(1);
  });
});

describe('review', () => {
  it('closes a project in review with one scan rejected, crediting the accepted units once; the installer is notified', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const reviewer = await staffWith(t, admin, ['review']);
    const me = await installer(t);
    const project = await me.createProject();
    const unit = await createUnit(t.db);
    expect((await me.scan(project.uuid, { serial_number: unit.serialNumber })).statusCode).toBe(201);
    const unknown = await me.scan(project.uuid, { serial_number: 'UNKNOWN00001' });
    expect(unknown.json().flag).toBe(2);
    const surveyed = await me.survey(project.uuid, fullSurvey(2));
    expect(surveyed.json().status).toBe(5);
    const balanceBefore = await me.balance();

    const queue = await t.app.inject({ method: 'GET', url: '/admin/api/review', headers: reviewer.headers });
    expect(queue.json().data).toEqual([
      expect.objectContaining({ uuid: project.uuid, scans_in_review: 1, company: expect.objectContaining({ name: me.company.name }) }),
    ]);
    const detail = await t.app.inject({ method: 'GET', url: `/admin/api/review/${project.uuid}`, headers: reviewer.headers });
    expect(detail.json().scans.map((s: { reason: string | null }) => s.reason)).toEqual([null, 'unknown_serial']);

    // Closing with a scan still undecided is refused.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/admin/api/projects/${project.uuid}/decision`,
          headers: reviewer.headers,
          payload: { status: 2 },
        })
      ).statusCode,
    ).toBe(400);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/admin/api/projects/${project.uuid}/decision`,
      headers: reviewer.headers,
      payload: { status: 2, scans: [{ uuid: unknown.json().uuid, flag: 3 }] },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const credited = decided.json().points;
    expect(credited).toBeGreaterThan(0);
    expect(await me.balance()).toBe(balanceBefore + credited);
    const after = await me.detail(project.uuid);
    expect(after.status.id).toBe(2);
    expect(after.products.map((p: { flag: number }) => p.flag)).toEqual([1, 3]);
    // The accepted unit keeps what it earned (a rejected one nothing), and the closing is an integration event.
    const scans = await t.db.select().from(scansTable).where(eq(scansTable.companiesId, me.company.id));
    expect(scans.find((s) => s.flag === 1)?.earnedPoints).toBeGreaterThan(0);
    expect(scans.find((s) => s.flag === 3)?.earnedPoints ?? 0).toBe(0);
    const events = await t.db.select().from(webhookEventsTable).where(eq(webhookEventsTable.type, 'project.closed'));
    expect(events).toHaveLength(1);
    const [note] = await t.db
      .select()
      .from(notificationsTable)
      .where(and(eq(notificationsTable.usersId, me.user.id), eq(notificationsTable.kind, 'project_closed')));
    expect(note?.text).toContain(String(credited));
    const [row] = await auditRows(t, 'project.decision');
    expect(row).toMatchObject({ staffRole: 'review', entityId: project.uuid, before: { status: 5 }, after: { status: 2, credited } });
    // A second decision is refused; nothing is credited twice.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/admin/api/projects/${project.uuid}/decision`,
          headers: reviewer.headers,
          payload: { status: 2 },
        })
      ).statusCode,
    ).toBe(409);
    expect(await me.balance()).toBe(balanceBefore + credited);
  });

  it('marks a project lost without crediting', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const me = await installer(t);
    const project = await me.createProject();
    await me.scan(project.uuid, { serial_number: 'UNKNOWN00002' });
    await me.survey(project.uuid, fullSurvey(1));
    const before = await me.balance();
    const res = await t.app.inject({
      method: 'POST',
      url: `/admin/api/projects/${project.uuid}/decision`,
      headers: admin,
      payload: { status: 3 },
    });
    expect(res.json()).toEqual({ status: 3, points: 0 });
    expect((await me.detail(project.uuid)).status.id).toBe(3);
    expect(await me.balance()).toBe(before);
    expect((await auditRows(t, 'project.decision'))[0]).toMatchObject({ staffRole: 'admin', after: { status: 3 } });
    const notes = await t.db
      .select()
      .from(notificationsTable)
      .where(and(eq(notificationsTable.usersId, me.user.id), eq(notificationsTable.kind, 'project_lost')));
    expect(notes).toEqual([expect.objectContaining({ type: 'warning', link: `/projects/${project.uuid}` })]);
  });
});

const customer = {
  phone_region: 1,
  phone_number: '+48 512 345 678',
  name: 'Jan',
  surname: 'Kowalski',
  company_name: 'Dachy Kowalski',
  street: 'Marszałkowska',
  house_number: '10',
  city: 'Warszawa',
  postal_code: '00-590',
  country: 'PL',
  region: 1,
};

describe('orders', () => {
  it('fulfilment approves and completes one order and rejects another (points released), in bulk too, with CSV', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const fulfilment = await staffWith(t, admin, ['fulfilment']);
    const me = await signedInOwner(t);
    await givePoints(t.db, me.company.id, 1000);
    const drill = await createShopProduct(t.db, { name: 'Drill', variants: [{ price: 150, stock: 5 }] });
    const place = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/orders',
        headers: me.headers,
        payload: { type: 'cart', order: [{ uuid: drill.variants[0]?.uuid, quantity: 1 }], customer },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data[0].uuid as string;
    };
    const a = await place();
    const b = await place();
    const list = await t.app.inject({
      method: 'GET',
      url: '/admin/api/orders?status=1&sort=created_at&dir=asc',
      headers: fulfilment.headers,
    });
    expect(list.json().data.map((o: { uuid: string }) => o.uuid)).toEqual([a, b]);
    expect(list.json().data[0]).toMatchObject({
      company: { name: me.company.name },
      items: [{ name: 'Drill — Variant 1', quantity: 1, points: 150 }],
    });

    const move = (uuid: string, status: number, note?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/admin/api/orders/${uuid}/status`,
        headers: fulfilment.headers,
        payload: { status, ...(note ? { note } : {}) },
      });
    expect((await move(a, 2)).json()).toEqual({ status: 2 });
    expect((await move(a, 3)).json()).toEqual({ status: 3 });
    expect((await move(a, 2)).statusCode).toBe(409);
    expect((await move(b, 4, 'Out of stock at the warehouse')).json()).toEqual({ status: 4 });
    const [account] = await t.db.select().from(pointAccountsTable).where(eq(pointAccountsTable.companiesId, me.company.id));
    expect(account).toMatchObject({ balance: 850, reserved: 0 });
    const history = await t.app.inject({ method: 'GET', url: '/v1/points/history', headers: me.headers });
    expect(history.statusCode).toBe(200);
    // The member's history shows the rejected order's points given back.
    const bNumber = list.json().data[1].number as string;
    const entriesOfB = (history.json().data as { variation: string; options: { order: { order_number: string } | null } }[]).filter(
      (e) => e.options.order?.order_number === bNumber,
    );
    expect(entriesOfB.map((e) => e.variation).sort()).toEqual(['positive', 'reserved']);
    const rows = await auditRows(t, 'order.status');
    expect(rows.map((r) => [r.entityId, (r.before as { status: number }).status, (r.after as { status: number }).status])).toEqual([
      [b, 1, 4],
      [a, 2, 3],
      [a, 1, 2],
    ]);

    const c = await place();
    const d = await place();
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/admin/api/orders/status',
      headers: fulfilment.headers,
      payload: { uuids: [c, d, a], status: 2 },
    });
    expect(bulk.json().results.map((r: { status: number | null }) => r.status)).toEqual([2, 2, null]);

    const csv = await t.app.inject({ method: 'GET', url: '/admin/api/orders/export?status=2', headers: fulfilment.headers });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^number,status,vendor/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Drill');
  });

  it('voucher pools: upload codes, see what is left and which orders wait', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const me = await signedInOwner(t);
    await givePoints(t.db, me.company.id, 1000);
    const fuel = await createShopProduct(t.db, {
      name: 'Fuel 100',
      type: 'voucher',
      vendor: 'FUEL',
      variants: [{ price: 100, stock: 50 }],
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/v2/orders',
      headers: me.headers,
      payload: { type: 'voucher', order: [{ uuid: fuel.variants[0]?.uuid, quantity: 1 }], customer },
    });
    expect(placed.json().data[0].status).toBe(1);
    const pools = await t.app.inject({ method: 'GET', url: '/admin/api/voucher-pools', headers: admin });
    expect(pools.json().data).toEqual([expect.objectContaining({ product_uuid: fuel.product.uuid, free: 0, waiting_orders: 1 })]);
    const up = await t.app.inject({
      method: 'POST',
      url: `/admin/api/products/${fuel.product.uuid}/voucher-codes`,
      headers: admin,
      payload: { codes: [{ number: 'FUEL-1', expires_at: '2027-12-31' }, { number: 'FUEL-2', password: 'x' }, { number: 'FUEL-1' }] },
    });
    expect(up.json()).toEqual({ added: 2, skipped: 1, free: 2 });
    const [row] = await auditRows(t, 'voucher.codes_upload');
    expect(JSON.stringify(row)).not.toContain('FUEL-1');
    const done = await t.app.inject({
      method: 'POST',
      url: `/admin/api/orders/${placed.json().data[0].uuid}/status`,
      headers: admin,
      payload: { status: 3 },
    });
    expect(done.json()).toEqual({ status: 3 });
    const after = await t.app.inject({ method: 'GET', url: '/admin/api/voucher-pools', headers: admin });
    expect(after.json().data[0]).toMatchObject({ free: 1, waiting_orders: 0 });
  });
});

describe('companies', () => {
  it('adjusts points with a reason, never below zero, audited', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const me = await signedInOwner(t, { company: { name: 'Dachy Nowak' } });
    const found = await t.app.inject({ method: 'GET', url: '/admin/api/companies?q=Nowak', headers: admin });
    expect(found.json().data.map((c: { uuid: string }) => c.uuid)).toEqual([me.company.uuid]);
    const url = `/admin/api/companies/${me.company.uuid}/points`;
    expect((await t.app.inject({ method: 'POST', url, headers: admin, payload: { amount: 50 } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url, headers: admin, payload: { amount: -1, reason: 'Correction' } })).statusCode).toBe(
      409,
    );
    const res = await t.app.inject({ method: 'POST', url, headers: admin, payload: { amount: 50, reason: 'Fair bonus' } });
    expect(res.json()).toEqual({ balance: 50 });
    const entries = await t.db.select().from(pointEntriesTable).where(eq(pointEntriesTable.companiesId, me.company.id));
    expect(entries).toEqual([expect.objectContaining({ amount: 50, kind: 'adjustment', reason: 'Fair bonus' })]);
    expect((await auditRows(t, 'company.points_adjust'))[0]).toMatchObject({ before: { balance: 0 }, after: { balance: 50, amount: 50 } });
  });
});

describe('company view and deactivation', () => {
  it('shows one company: team, balance, latest ledger entries, projects and orders; only its own; 404 for an unknown uuid', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const review = await staffWith(t, admin, ['review']);
    const content = await staffWith(t, admin, ['content']);
    const me = await installer(t, { company: { name: 'Dachy Lis', city: 'Kraków' } });
    const helper = await createUser(t.db, me.company, { role: 4, name: 'Ewa', surname: 'Lis' });
    await givePoints(t.db, me.company.id, 500);
    const project = await me.createProject({ streetName: 'Lipowa 4', postalCode: '00-950', city: 'Warszawa' });
    expect((await me.scan(project.uuid, { serial_number: 'UNKNOWN00003' })).statusCode).toBe(201);
    const drill = await createShopProduct(t.db, { name: 'Drill', variants: [{ price: 150, stock: 5 }] });
    const order = await t.app.inject({
      method: 'POST',
      url: '/v2/orders',
      headers: me.headers,
      payload: { type: 'cart', order: [{ uuid: drill.variants[0]?.uuid, quantity: 1 }], customer },
    });
    expect(order.statusCode, order.body).toBe(201);
    // Another company's project and order stay out.
    const other = await installer(t);
    await other.createProject();

    const res = await t.app.inject({ method: 'GET', url: `/admin/api/companies/${me.company.uuid}?language=pl`, headers: review.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.company).toMatchObject({ uuid: me.company.uuid, name: 'Dachy Lis', city: 'Kraków', active: 1, region_id: 1 });
    expect(body.balance).toBe(350);
    expect(body.users.map((u: { uuid: string }) => u.uuid)).toEqual([me.user.uuid, helper.uuid]);
    expect(body.users[1]).toMatchObject({ name: 'Ewa Lis', role: 4, active: 1 });
    expect(body.points.total).toBe(2);
    expect(body.points.data.map((p: { variation: string; points: number }) => [p.variation, p.points])).toEqual([
      ['reserved', 150],
      ['positive', 500],
    ]);
    expect(body.projects).toEqual({
      total: 1,
      data: [expect.objectContaining({ uuid: project.uuid, address: 'Lipowa 4, 00-950 Warszawa', status: 1, scans: 1 })],
    });
    expect(body.orders.total).toBe(1);
    expect(body.orders.data[0]).toMatchObject({ uuid: order.json().data[0].uuid, status: 1, company: { uuid: me.company.uuid } });

    const unknown = '/admin/api/companies/00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'GET', url: unknown, headers: review.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/admin/api/companies/${me.company.uuid}`, headers: content.headers })).statusCode,
    ).toBe(403);
  });

  it('deactivating a company ends every session of its users at once and keeps them out; reactivating lets them back; audited', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const owner = await signedInOwner(t);
    const member = await createUser(t.db, owner.company, { role: 4 });
    const memberSession = await signIn(t, member);
    const other = await signedInOwner(t);
    const self = (headers: { authorization: string }) => t.app.inject({ method: 'GET', url: '/v1/company/user/self', headers });
    const url = `/admin/api/companies/${owner.company.uuid}/active`;

    const support = await staffWith(t, admin, ['support']);
    expect((await t.app.inject({ method: 'POST', url, headers: support.headers, payload: { active: false } })).statusCode).toBe(403);
    expect((await self(owner.headers)).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'POST', url, headers: admin, payload: { active: false } })).statusCode).toBe(204);
    for (const s of [owner.session, memberSession]) {
      expect((await self(s.headers)).statusCode).toBe(401);
      const refreshed = await t.app.inject({ method: 'POST', url: '/v2/installer/refresh', payload: { refresh_token: s.refresh_token } });
      expect(refreshed.statusCode).toBe(401);
    }
    expect((await self((await signIn(t, owner.user)).headers)).statusCode).toBe(401);
    expect((await self(other.headers)).statusCode).toBe(200);
    expect((await auditRows(t, 'company.deactivate'))[0]).toMatchObject({
      staffRole: 'admin',
      entityType: 'company',
      entityId: owner.company.uuid,
      before: { active: 1 },
      after: { active: 0, sessions_ended_for: [owner.user.uuid, member.uuid] },
    });
    const listed = await t.app.inject({ method: 'GET', url: `/admin/api/companies/${owner.company.uuid}`, headers: admin });
    expect(listed.json().company.active).toBe(0);

    expect((await t.app.inject({ method: 'POST', url, headers: admin, payload: { active: true } })).statusCode).toBe(204);
    expect((await self((await signIn(t, owner.user)).headers)).statusCode).toBe(200);
    expect((await auditRows(t, 'company.activate'))[0]).toMatchObject({ before: { active: 0 }, after: { active: 1 } });
    const unknown = '/admin/api/companies/00000000-0000-4000-8000-000000000000/active';
    expect((await t.app.inject({ method: 'POST', url: unknown, headers: admin, payload: { active: false } })).statusCode).toBe(404);
  });
});

describe('users', () => {
  const self = (headers: { authorization: string }) => ({ method: 'GET' as const, url: '/v1/company/user/self', headers });
  const refresh = (refresh_token: string) => ({ method: 'POST' as const, url: '/v2/installer/refresh', payload: { refresh_token } });

  it("ending a member's sessions signs them out at once (access and refresh tokens), audited", async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const support = await staffWith(t, admin, ['support']);
    const member = await signedInOwner(t);
    const other = await signedInOwner(t);
    expect((await t.app.inject(self(member.headers))).statusCode).toBe(200);
    const url = `/admin/api/users/${member.user.uuid}/sessions/end`;
    expect((await t.app.inject({ method: 'POST', url, headers: support.headers })).statusCode).toBe(204);
    expect((await t.app.inject(self(member.headers))).statusCode).toBe(401);
    expect((await t.app.inject(refresh(member.session.refresh_token))).statusCode).toBe(401);
    // Only that member: another company's session goes on.
    expect((await t.app.inject(self(other.headers))).statusCode).toBe(200);
    expect(await auditRows(t, 'user.end_sessions')).toEqual([
      expect.objectContaining({ staffEmail: support.email, staffRole: 'support', entityType: 'user', entityId: member.user.uuid }),
    ]);
    const unknown = `/admin/api/users/00000000-0000-4000-8000-000000000000/sessions/end`;
    expect((await t.app.inject({ method: 'POST', url: unknown, headers: support.headers })).statusCode).toBe(404);
  });

  it('deactivating a user signs them out and keeps them out; reactivating lets them sign in again; both audited', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const member = await signedInOwner(t);
    const url = `/admin/api/users/${member.user.uuid}/active`;
    expect((await t.app.inject({ method: 'POST', url, headers: admin, payload: { active: false } })).statusCode).toBe(204);
    expect((await t.app.inject(self(member.headers))).statusCode).toBe(401);
    expect((await t.app.inject(refresh(member.session.refresh_token))).statusCode).toBe(401);
    // A fresh session of a deactivated user is refused too.
    expect((await t.app.inject(self((await signIn(t, member.user)).headers))).statusCode).toBe(401);
    expect((await auditRows(t, 'user.deactivate'))[0]).toMatchObject({
      entityId: member.user.uuid,
      before: { active: 1 },
      after: { active: 0 },
    });

    expect((await t.app.inject({ method: 'POST', url, headers: admin, payload: { active: true } })).statusCode).toBe(204);
    expect((await t.app.inject(self((await signIn(t, member.user)).headers))).statusCode).toBe(200);
    expect((await auditRows(t, 'user.activate'))[0]).toMatchObject({
      entityId: member.user.uuid,
      before: { active: 0 },
      after: { active: 1 },
    });
    // Admins only.
    const support = await staffWith(t, admin, ['support']);
    expect((await t.app.inject({ method: 'POST', url, headers: support.headers, payload: { active: false } })).statusCode).toBe(403);
  });
});

describe('emulation (?faker=)', () => {
  it('a one-time code becomes a read-only token: reads work, writes answer 403; start and end are audited', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const support = await staffWith(t, admin, ['support']);
    const member = await signedInOwner(t);
    const start = await t.app.inject({
      method: 'POST',
      url: '/admin/api/emulation',
      headers: support.headers,
      payload: { user_uuid: member.user.uuid },
    });
    expect(start.statusCode, start.body).toBe(200);
    const code = new URL(start.json().url, 'http://x').searchParams.get('faker') ?? '';
    const exchanged = await t.app.inject({ method: 'POST', url: '/v2/installer/emulation', payload: { code } });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const ttl = new Date(exchanged.json().expiresAt).getTime() - t.clock.now.getTime();
    expect(ttl).toBeGreaterThan(15 * 60_000 - 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    // Single use.
    expect((await t.app.inject({ method: 'POST', url: '/v2/installer/emulation', payload: { code } })).statusCode).toBe(406);
    const headers = { authorization: `Bearer ${exchanged.json().token}` };
    const read = await t.app.inject({ method: 'GET', url: '/v1/company/user/self', headers });
    expect(read.statusCode).toBe(200);
    const write = await t.app.inject({
      method: 'POST',
      url: '/v1/project',
      headers,
      payload: { streetName: 'Lipowa 4', postalCode: '00-950' },
    });
    expect(write.statusCode).toBe(403);
    // A GET that sends something (the invitation SMS again) is a write too: refused, and nothing reaches the outbox.
    const added = await t.app.inject({
      method: 'POST',
      url: '/v1/installer/user',
      headers: member.headers,
      payload: { name: 'Piotr', surname: 'Nowak', phone: '600 100 201' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const invitations = () => t.db.select().from(outboxTable).where(eq(outboxTable.kind, 'team_invitation'));
    expect(await invitations()).toHaveLength(1);
    const resend = await t.app.inject({ method: 'GET', url: `/v1/installer/user/${added.json().uuid}/resend`, headers });
    expect(resend.statusCode).toBe(403);
    expect(await invitations()).toHaveLength(1);
    // Not a staff token either.
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/me', headers })).statusCode).toBe(401);
    expect((await auditRows(t, 'emulation.start'))[0]).toMatchObject({
      staffEmail: support.email,
      staffRole: 'support',
      entityId: member.user.uuid,
    });
    const end = await t.app.inject({ method: 'POST', url: '/v2/installer/emulation/end', headers });
    expect(end.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/v1/company/user/self', headers })).statusCode).toBe(401);
    expect((await auditRows(t, 'emulation.end'))[0]).toMatchObject({ staffEmail: support.email });
  });

  it('a code older than 60 seconds is refused', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const member = await signedInOwner(t);
    const start = await t.app.inject({
      method: 'POST',
      url: '/admin/api/emulation',
      headers: admin,
      payload: { user_uuid: member.user.uuid },
    });
    const code = new URL(start.json().url, 'http://x').searchParams.get('faker') ?? '';
    t.clock.advance(61_000);
    expect((await t.app.inject({ method: 'POST', url: '/v2/installer/emulation', payload: { code } })).statusCode).toBe(406);
  });
});

describe('broadcasts', () => {
  it('reaches every active user of the region in batches', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const pl = [await signedInOwner(t), await signedInOwner(t), await signedInOwner(t)];
    const cz = await signedInOwner(t, { company: { regionsId: 2 } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/broadcasts',
      headers: admin,
      payload: { type: 'important', title: 'Nowe zasady', text: 'Od 1 stycznia...', region: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const ctx = { ...testCtx(t.database), db: t.db };
    expect(await sendBroadcastBatch(ctx, 2)).toBe(2);
    expect(await sendBroadcastBatch(ctx, 2)).toBe(1);
    expect(await sendBroadcastBatch(ctx, 2)).toBe(-1);
    const notes = await t.db.select().from(notificationsTable).where(eq(notificationsTable.kind, 'broadcast'));
    expect(notes.map((n) => n.usersId).sort()).toEqual(pl.map((p) => p.user.id).sort());
    expect(notes.every((n) => n.title === 'Nowe zasady' && n.type === 'important')).toBe(true);
    expect(notes.some((n) => n.usersId === cz.user.id)).toBe(false);
    const list = await t.app.inject({ method: 'GET', url: '/admin/api/broadcasts', headers: admin });
    expect(list.json().data[0]).toMatchObject({ status: 'done', sent: 3 });
    expect(await auditRows(t, 'broadcast.create')).toHaveLength(1);
  });

  async function broadcast(t: TestApp, admin: { authorization: string }, audience: Record<string, unknown>) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/broadcasts',
      headers: admin,
      payload: { type: 'info', title: 'Szkolenie', text: 'Zapraszamy na szkolenie.', ...audience },
    });
    expect(res.statusCode, res.body).toBe(201);
    const base = testCtx(t.database);
    // The test app's mailer, so the mails handed to the transport can be read.
    const mailer = { name: 'memory', send: async (m: (typeof t.mails)[number]) => void t.mails.push(m) };
    const ctx = { ...base, db: t.db, messenger: createMessenger(t.db, base.log, mailer, null) };
    while ((await sendBroadcastBatch(ctx, 2)) !== -1);
    const notes = await t.db.select().from(notificationsTable).where(eq(notificationsTable.kind, 'broadcast'));
    return notes.filter((n) => n.data?.broadcast_uuid === res.json().uuid).map((n) => n.usersId);
  }

  it('reaches one role in every region, or every user of one company', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const plOwner = await signedInOwner(t);
    const czOwner = await signedInOwner(t, { company: { regionsId: 2 } });
    const plInstaller = await createUser(t.db, plOwner.company, { role: 4 });
    const czInstaller = await createUser(t.db, czOwner.company, { role: 4 });
    const inactive = await createUser(t.db, plOwner.company, { role: 4, active: 0 });

    const installers = await broadcast(t, admin, { role: 4 });
    expect(installers.sort()).toEqual([plInstaller.id, czInstaller.id].sort());
    expect(installers).not.toContain(inactive.id);

    const company = await broadcast(t, admin, { company_uuid: plOwner.company.uuid });
    expect(company.sort()).toEqual([plOwner.user.id, plInstaller.id].sort());

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/admin/api/broadcasts',
      headers: admin,
      payload: { type: 'info', title: 'x', text: 'y', company_uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('by email, writes outbox rows only for users who agreed to emails and have an address', async () => {
    const t = await setup();
    const admin = await staffSignIn(t, ADMIN);
    const consenting = await signedInOwner(t, { user: { emailConsent: true } });
    const refusing = await signedInOwner(t, { user: { emailConsent: false } });
    const noAddress = await createUser(t.db, consenting.company, { role: 4, email: null, phone: '+48600100999', emailConsent: true });
    const reached = await broadcast(t, admin, { region: 1, email: true });
    expect(reached.sort()).toEqual([consenting.user.id, refusing.user.id, noAddress.id].sort());
    const mails = await t.db.select().from(outboxTable).where(eq(outboxTable.kind, 'broadcast'));
    expect(mails.map((m) => m.recipient)).toEqual([consenting.user.email]);
    expect(mails[0]).toMatchObject({ channel: 'email', subject: 'Szkolenie', body: 'Zapraszamy na szkolenie.' });
    expect(mails[0]?.status).not.toBe('queued');
    expect(t.mails.filter((m) => m.subject === 'Szkolenie').map((m) => m.to)).toEqual([consenting.user.email]);
  });
});
