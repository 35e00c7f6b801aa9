// The console's integration screens through their routes (admins): an API key created here works on the integration
// API with its scope only and is never shown again; a revoked one answers 401; other staff roles get 403; a webhook
// endpoint registered here receives signed deliveries, a failed delivery is redelivered at once; bad input lists every
// problem (the SSRF rule in production); every write is in the audit log, never with a key or a secret.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/app.ts';
import { validBody } from '../../test/registration-bodies.ts';
import { auditLogTable, webhookDeliveriesTable } from '../../db/schema.ts';
import { deliverDueWebhooks } from '../integration/service.ts';

const ADMIN = 'boss@club.example';

async function staffSignIn(t: TestApp, email: string): Promise<{ authorization: string }> {
  await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: { email } });
  const code = /\b(\d{5})\b/.exec(t.mails.filter((m) => m.to === email).at(-1)?.subject ?? '')?.[1];
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/login/verify', payload: { email, code } });
  expect(res.statusCode, res.body).toBe(200);
  t.clock.advance(61_000);
  return { authorization: `Bearer ${res.json().token}` };
}

async function setup(config: { isProduction?: boolean } = {}) {
  const t = await build({ config: { adminEmails: [ADMIN], ...config } });
  return { t, admin: await staffSignIn(t, ADMIN) };
}

const auditOf = (t: TestApp) =>
  t.db.select().from(auditLogTable).where(like(auditLogTable.action, 'integration.%')).orderBy(desc(auditLogTable.id));

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});

/** A receiver answering with `status.code`; it keeps what it got. */
async function receiver(code: number) {
  const status = { code };
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = status.code;
      res.end();
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, status };
}

describe('console: API keys', () => {
  it('an admin creates a key shown once; it works with its scope only; revoked → 401; both audited without the key', async () => {
    const { t, admin } = await setup();
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/api/integration/keys',
      headers: admin,
      payload: { name: 'CRM reader', scopes: ['companies:read'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { key, api_key } = created.json<{ key: string; api_key: { id: string; prefix: string } }>();
    expect(key).toMatch(/^ick_/);
    expect(api_key).toMatchObject({ name: 'CRM reader', scopes: ['companies:read'], revoked_at: null, last_used_at: null });

    const list = await t.app.inject({ method: 'GET', url: '/admin/api/integration/keys', headers: admin });
    expect(list.json().data).toEqual([expect.objectContaining({ id: api_key.id, prefix: key.slice(0, 10) })]);
    expect(list.body).not.toContain(key);

    const bearer = { authorization: `Bearer ${key}` };
    expect((await t.app.inject({ method: 'GET', url: '/integration/v1/companies', headers: bearer })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/integration/v1/projects', headers: bearer })).statusCode).toBe(403);
    const used = await t.app.inject({ method: 'GET', url: '/admin/api/integration/keys', headers: admin });
    expect(used.json().data[0].last_used_at).toBe(t.clock.now.toISOString());

    const revoked = await t.app.inject({ method: 'POST', url: `/admin/api/integration/keys/${api_key.id}/revoke`, headers: admin });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revoked_at).toBe(t.clock.now.toISOString());
    const refused = await t.app.inject({ method: 'GET', url: '/integration/v1/companies', headers: bearer });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'The API key was revoked.' });

    const rows = await auditOf(t);
    expect(rows.map((r) => r.action)).toEqual(['integration.key_revoke', 'integration.key_create']);
    expect(rows[1]).toMatchObject({ staffEmail: ADMIN, staffRole: 'admin', entityId: api_key.id, after: { name: 'CRM reader' } });
    expect(rows[0]).toMatchObject({ before: { revoked_at: null }, after: { revoked_at: t.clock.now.toISOString() } });
    expect(JSON.stringify(rows)).not.toContain(key);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/admin/api/integration/keys/00000000-0000-4000-8000-000000000000/revoke',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('bad input → 400 listing every problem, and nothing is written', async () => {
    const { t, admin } = await setup();
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/integration/keys',
      headers: admin,
      payload: { name: '  ', scopes: ['everything'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'name: validation.invalid',
      'scopes: validation.invalid (product-units:write, companies:read, projects:read, orders:read)',
    ]);
    expect(Object.keys(res.json().fields)).toEqual(['name', 'scopes']);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/integration/keys', headers: admin })).json().data).toEqual([]);
    expect(await auditOf(t)).toEqual([]);
  });
});

describe('console: roles', () => {
  it('staff without the admin role get 403 on every integration route; installers 401', async () => {
    const { t, admin } = await setup();
    const email = 'helpdesk@club.example';
    const invited = await t.app.inject({
      method: 'POST',
      url: '/admin/api/staff',
      headers: admin,
      payload: { email, name: 'Help', roles: ['support', 'fulfilment', 'review', 'content'] },
    });
    expect(invited.statusCode).toBe(201);
    const other = await staffSignIn(t, email);
    const uuid = '00000000-0000-4000-8000-000000000000';
    const calls: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/admin/api/integration/keys' },
      { method: 'POST', url: '/admin/api/integration/keys', payload: { name: 'X', scopes: ['companies:read'] } },
      { method: 'POST', url: `/admin/api/integration/keys/${uuid}/revoke` },
      { method: 'GET', url: '/admin/api/integration/webhooks' },
      { method: 'POST', url: '/admin/api/integration/webhooks', payload: { url: 'https://crm.example.com/h', events: ['order.placed'] } },
      { method: 'PATCH', url: `/admin/api/integration/webhooks/${uuid}`, payload: { active: false } },
      { method: 'DELETE', url: `/admin/api/integration/webhooks/${uuid}` },
      { method: 'GET', url: `/admin/api/integration/webhooks/${uuid}/deliveries` },
      { method: 'POST', url: '/admin/api/integration/deliveries/1/redeliver' },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: other });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url} signed out`).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/integration/keys', headers: admin })).json().data).toEqual([]);
    expect(await auditOf(t)).toEqual([]);
  });
});

describe('console: webhooks', () => {
  it('registers an endpoint (secret once); a failed delivery is listed and redelivered at once, signed; pause and delete', async () => {
    const { t, admin: first } = await setup();
    let admin = first;
    const hook = await receiver(500);
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/api/integration/webhooks',
      headers: admin,
      payload: { url: hook.url, events: ['company.registered'], secret: '' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { secret, endpoint } = created.json<{ secret: string; endpoint: { id: string } }>();
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({ url: hook.url, events: ['company.registered'], active: true });
    const listed = await t.app.inject({ method: 'GET', url: '/admin/api/integration/webhooks', headers: admin });
    expect(listed.body).not.toContain(secret);

    // A registration: its delivery fails for 24 hours and ends failed.
    expect((await t.app.inject({ method: 'POST', url: '/v2/company/register', payload: validBody() })).statusCode).toBe(201);
    const ctx = { db: t.db, now: () => t.clock.now, config: t.config };
    const start = t.clock.now.getTime();
    while (t.clock.now.getTime() - start < 25 * 3_600_000) {
      await deliverDueWebhooks(ctx);
      t.clock.advance(30 * 60_000);
    }
    // A staff session lasts 8 hours.
    admin = await staffSignIn(t, ADMIN);
    const deliveriesUrl = `/admin/api/integration/webhooks/${endpoint.id}/deliveries`;
    const failedList = await t.app.inject({ method: 'GET', url: `${deliveriesUrl}?status=failed`, headers: admin });
    expect(failedList.statusCode, failedList.body).toBe(200);
    const [failed] = failedList.json().data as { id: number; status: string; attempts: number; last_error: string }[];
    expect(failed).toMatchObject({ status: 'failed', event_type: 'company.registered', last_status: 500, last_error: 'HTTP 500' });
    expect(failed?.attempts).toBe(hook.received.length);
    expect(failedList.json().endpoint.deliveries).toEqual({ pending: 0, delivered: 0, failed: 1 });

    // The receiver is fixed; "Redeliver" sends it at once, signed with the secret shown at registration.
    hook.status.code = 200;
    const tries = hook.received.length;
    const again = await t.app.inject({ method: 'POST', url: `/admin/api/integration/deliveries/${failed?.id}/redeliver`, headers: admin });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: failed?.id, status: 'delivered', attempts: tries + 1, last_status: 200, last_error: null });
    expect(hook.received).toHaveLength(tries + 1);
    const last = hook.received.at(-1);
    const ts = String(last?.headers['x-webhook-timestamp']);
    expect(last?.headers['x-signature']).toBe(`sha256=${createHmac('sha256', secret).update(`${ts}.${last?.body}`).digest('hex')}`);
    const [stored] = await t.db
      .select()
      .from(webhookDeliveriesTable)
      .where(eq(webhookDeliveriesTable.id, failed?.id ?? 0));
    expect(stored?.status).toBe('delivered');

    // A pending delivery cannot be redelivered; an unknown one is 404.
    await t.db
      .update(webhookDeliveriesTable)
      .set({ status: 'pending' })
      .where(eq(webhookDeliveriesTable.id, failed?.id ?? 0));
    expect(
      (await t.app.inject({ method: 'POST', url: `/admin/api/integration/deliveries/${failed?.id}/redeliver`, headers: admin })).statusCode,
    ).toBe(409);
    expect(
      (await t.app.inject({ method: 'POST', url: '/admin/api/integration/deliveries/999999/redeliver', headers: admin })).statusCode,
    ).toBe(404);

    const paused = await t.app.inject({
      method: 'PATCH',
      url: `/admin/api/integration/webhooks/${endpoint.id}`,
      headers: admin,
      payload: { active: false },
    });
    expect(paused.json()).toMatchObject({ id: endpoint.id, active: false });
    const removed = await t.app.inject({ method: 'DELETE', url: `/admin/api/integration/webhooks/${endpoint.id}`, headers: admin });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/integration/webhooks', headers: admin })).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: deliveriesUrl, headers: admin })).statusCode).toBe(404);

    const rows = await auditOf(t);
    expect(rows.map((r) => r.action)).toEqual([
      'integration.webhook_delete',
      'integration.webhook_pause',
      'integration.webhook_redeliver',
      'integration.webhook_create',
    ]);
    expect(rows[2]).toMatchObject({ entityId: String(failed?.id), before: { status: 'failed' }, after: { status: 'pending' } });
    expect(rows[3]).toMatchObject({ entityId: endpoint.id, after: { url: hook.url } });
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('in production: a loopback or http URL and no events → 400 listing every problem (the SSRF rule)', async () => {
    const { t, admin } = await setup({ isProduction: true });
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/admin/api/integration/webhooks', headers: admin, payload });
    const loopback = await post({ url: 'https://127.0.0.1/hooks', events: [], secret: 'short' });
    expect(loopback.statusCode).toBe(400);
    expect(loopback.json().errors).toEqual([
      'url: private and loopback addresses are not allowed',
      'events: validation.invalid (company.registered, project.closed, order.placed, order.status_changed)',
      'secret: 16 to 200 characters',
    ]);
    expect((await post({ url: 'https://10.1.2.3/h', events: ['order.placed'] })).json().errors).toEqual([
      'url: private and loopback addresses are not allowed',
    ]);
    expect((await post({ url: 'http://crm.example.com/h', events: ['order.placed'] })).json().errors).toEqual([
      'url: only https URLs are allowed',
    ]);
    const ok = await post({ url: 'https://crm.example.com/h', events: ['order.placed'], secret: 'a-secret-of-the-crm-team' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().secret).toBe('a-secret-of-the-crm-team');
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/integration/webhooks', headers: admin })).json().data).toHaveLength(1);
  });
});
