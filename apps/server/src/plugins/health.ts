// Health for load balancers and orchestrators (issue 18): `GET /health/live` answers while the process runs;
// `GET /health/ready` answers 200 only when the database answers (within 2 s), every migration this build ships is applied and
// the process is not draining (after SIGTERM, server.ts sets `app.lifecycle.draining` before it stops listening; a
// draining process answers 503 without asking the database).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { execRows, migrationsFolder, type Tx } from '../db/client.ts';

export interface Lifecycle {
  /** True from SIGTERM on: /health/ready answers 503 so the balancer sends no new requests. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** The newest migration this build ships: drizzle records its `when` as `created_at` once applied. */
function latestMigration(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

type Check = { ok: boolean; detail?: string };

/**
 * How long the readiness check waits for the database. A pool whose every connection is busy (or a lock on the
 * migrations table) would otherwise hold the probe until they are free: the balancer hears "not ready" instead.
 */
export const readyDatabaseTimeoutMs = 2000;

export default fp(async function health(app: FastifyInstance, opts: { db: Tx }) {
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  const expected = latestMigration();

  async function database(): Promise<{ database: Check; migrations: Check }> {
    try {
      const rows = await execRows<{ latest: string | number | null }>(
        opts.db,
        sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
      );
      const latest = Number(rows[0]?.latest ?? 0);
      return {
        database: { ok: true },
        migrations: latest >= expected ? { ok: true } : { ok: false, detail: 'migrations pending' },
      };
    } catch {
      return { database: { ok: false, detail: 'database unreachable' }, migrations: { ok: false } };
    }
  }

  async function databaseInTime(): Promise<{ database: Check; migrations: Check }> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<{ database: Check; migrations: Check }>((resolve) => {
      timer = setTimeout(
        () => resolve({ database: { ok: false, detail: 'database did not answer in time' }, migrations: { ok: false } }),
        readyDatabaseTimeoutMs,
      );
    });
    try {
      return await Promise.race([database(), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  // While draining, every answer asks its client to close the connection: an idle keep-alive connection would otherwise
  // hold the closing server open for Fastify's keep-alive timeout (72 s) after the last request is answered.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });

  const noStore = { 'cache-control': 'no-store' };
  app.get('/health/live', { schema: { hide: true } }, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    // Draining answers at once, without the database: the requests still in flight may hold every pooled connection,
    // and the balancer must hear "not ready" now, not when they are done.
    if (lifecycle.draining)
      return reply
        .status(503)
        .headers(noStore)
        .send({ status: 'not_ready', checks: { draining: { ok: false } } });
    const checks = { ...(await databaseInTime()), draining: { ok: true } };
    const ok = Object.values(checks).every((c) => c.ok);
    return reply
      .status(ok ? 200 : 503)
      .headers(noStore)
      .send({ status: ok ? 'ready' : 'not_ready', checks });
  });
});
