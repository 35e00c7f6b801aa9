// Health, metrics and request ids (issue 18).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../test/app.ts';
import { createMessenger } from '../modules/outbox/service.ts';

describe('health', () => {
  it('live answers while the process runs; ready checks the database, the migrations and draining', async () => {
    const t = await build();
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers.connection).not.toBe('close');
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      checks: { database: { ok: true }, migrations: { ok: true }, draining: { ok: true } },
    });

    t.app.lifecycle.draining = true;
    const draining = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'not_ready', checks: { draining: { ok: false } } });
    // Not ready while draining even without a database (in-flight requests may hold every pooled connection).
    await t.database.close();
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
    t.database.close = async () => {};
    // Still alive: the orchestrator must not kill a draining process.
    const liveDraining = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(liveDraining.statusCode).toBe(200);
    // Every answer while draining asks the client to close its connection, so no idle keep-alive connection holds the
    // closing server open.
    expect(liveDraining.headers.connection).toBe('close');
    expect(draining.headers.connection).toBe('close');
  });

  it('is not ready while a migration this build ships is not applied', async () => {
    const t = await build();
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ checks: { migrations: { ok: false, detail: 'migrations pending' } } });
  });

  it('is not ready when the database does not answer', async () => {
    const t = await build();
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ checks: { database: { ok: false, detail: 'database unreachable' } } });
    t.database.close = async () => {};
  });

  it('is not ready, and says so in time, while the database does not answer (every connection busy, a lock held)', async () => {
    const t = await build();
    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const released = new Promise<void>((r) => (release = r));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table drizzle.__drizzle_migrations in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not_ready',
        checks: { database: { ok: false, detail: 'database did not answer in time' }, draining: { ok: true } },
      });
    } finally {
      release();
      await holder;
    }
    // Ready again once the database answers.
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });
});

/** One sample's value from the text exposition format. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('metrics', () => {
  it('count requests per route pattern and status, time them, count 5xx, and read the jobs, the outbox and the webhook backlog', async () => {
    const t = await build();
    await t.app.inject({ method: 'GET', url: '/v1/config/public?lang=pl' });
    await t.app.inject({ method: 'GET', url: '/v1/config/public?lang=cs' });
    await t.app.inject({ method: 'GET', url: '/v1/company/points/7b0c6c1e-4a55-4c39-9c8f-0a5c7a0f0c11' });
    const messenger = createMessenger(t.db, t.app.log, null, null);
    await messenger.email('jan@example.pl', 'Hello', 'Text', 'test');
    await t.db.execute(sql`update outbox set status = 'queued'`);
    await t.db.execute(
      sql`insert into jobs (name, next_run_at, attempts) values ('test.due', now() - interval '1 minute', 2), ('test.later', now() + interval '1 hour', 0)`,
    );
    // Webhooks: one event to three endpoints, delivered to one, still tried for one, given up for one; another pending.
    await t.db.execute(sql`insert into webhook_endpoints (url, events, secret)
      select 'https://crm.example.com/' || n, array['order.placed'], 'secret' from generate_series(1, 3) n`);
    await t.db.execute(sql`insert into webhook_events (type, payload, created_at)
      values ('order.placed', '{}'::jsonb, now()), ('order.placed', '{}'::jsonb, now())`);
    await t.db.execute(sql`insert into webhook_deliveries (event_id, endpoint_id, status, next_attempt_at, give_up_at, created_at)
      select e.id, w.id, case when e.id = (select max(id) from webhook_events) then 'pending'
                              else (array['delivered', 'pending', 'failed'])[w.id - (select min(id) from webhook_endpoints) + 1] end,
             now(), now() + interval '1 day', now()
      from webhook_events e, webhook_endpoints w
      where e.id = (select min(id) from webhook_events) or w.id = (select min(id) from webhook_endpoints)`);

    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'club_http_requests_total', { route: '/v1/config/public', status: '200', method: 'GET' })).toBe(2);
    // The pattern, not the URL: no series per id.
    expect(sample(text, 'club_http_requests_total', { route: '/v1/company/points/:uuid', status: '401' })).toBe(1);
    expect(text).not.toContain('7b0c6c1e');
    expect(sample(text, 'club_http_request_duration_seconds_count', { route: '/v1/config/public' })).toBe(2);
    expect(sample(text, 'club_jobs_queue', { state: 'due' })).toBe(1);
    expect(sample(text, 'club_jobs_queue', { state: 'failing' })).toBe(1);
    expect(sample(text, 'club_job_consecutive_failures', { job: 'test.due' })).toBe(2);
    expect(sample(text, 'club_outbox_messages', { status: 'queued' })).toBe(1);
    expect(sample(text, 'club_webhook_deliveries', { status: 'pending' })).toBe(2);
    expect(sample(text, 'club_webhook_deliveries', { status: 'failed' })).toBe(1);
    // Only the scrape itself is in flight; every earlier request has left the gauge.
    expect(sample(text, 'club_http_requests_in_flight')).toBe(1);

    await t.database.close(); // a failing handler is a 5xx
    await t.app.inject({ method: 'GET', url: '/v1/config/public?lang=hu' });
    const after = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(after, 'club_http_errors_total', { route: '/v1/config/public' })).toBe(1);
    expect(sample(after, 'club_http_requests_total', { route: '/v1/config/public', status: '500' })).toBe(1);
    t.database.close = async () => {};
  });

  it('need the token when METRICS_TOKEN is set, and are absent in production without one', async () => {
    const token = 'metrics-token-0123456789';
    const guarded = await build({ config: { metricsToken: token } });
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const right = await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('club_http_requests_total');

    const production = await build({ config: { isProduction: true, env: 'production' } });
    expect((await production.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('request ids', () => {
  it('every answer carries one, every error envelope too, and two requests never share one', async () => {
    const { app } = await build();
    const ok = await app.inject({ method: 'GET', url: '/v1/config/public?lang=en' });
    const a = await app.inject({ method: 'GET', url: '/v1/config' });
    const b = await app.inject({ method: 'GET', url: '/v1/config' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.statusCode).toBe(401);
    expect(a.json()).toMatchObject({ code: 'unauthorized', request_id: a.headers['x-request-id'] });
    expect(b.json().request_id).toBe(b.headers['x-request-id']);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const invalid = await app.inject({ method: 'GET', url: '/v1/config/public?lang=xx' });
    expect(invalid.json()).toMatchObject({ code: 'validation_failed', request_id: invalid.headers['x-request-id'] });
    const missing = await app.inject({ method: 'GET', url: '/v2/nothing' });
    expect(missing.json()).toMatchObject({ code: 'not_found', request_id: missing.headers['x-request-id'] });
    const broken = await app.inject({ method: 'GET', url: '/v1/company/points/%E0%A4%A' });
    expect(broken.json()).toMatchObject({ code: 'bad_request', request_id: broken.headers['x-request-id'] });
    expect(broken.headers['x-content-type-options']).toBe('nosniff');
    expect(broken.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('takes the id a trusted proxy sends, and ignores it from anyone else', async () => {
    const direct = await build();
    const ignored = await direct.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'proxy-id-123456' } });
    expect(ignored.headers['x-request-id']).not.toBe('proxy-id-123456');
    const proxied = await build({ config: { trustProxy: true } });
    const taken = await proxied.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'proxy-id-123456' } });
    expect(taken.headers['x-request-id']).toBe('proxy-id-123456');
  });
});
