// Graceful restart (issue 18): SIGTERM while 100 order placements are in flight in a real server process. The test
// holds the company's points account row locked, so every placement is certainly inside the server (the in-flight
// gauge of /metrics says when all 100 are), then sends SIGTERM, sees /health/ready answer 503 on a new connection during
// the drain delay (SHUTDOWN_DELAY_MS, decision 0130) while /health/live still answers, sees the listener close, releases
// the lock, and expects every request answered 201, the process exiting 0, and every order whole in the database.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Config } from './config.ts';
import { orderItemsTable, ordersTable, pointReservationsTable, shopVariantsTable } from './db/schema.ts';
import { createShopProduct, customer, givePoints, signedInOwner } from './test/factories.ts';
import { expectLedgerConsistent } from './test/ledger-assertions.ts';
import { sharedDatabase, startServerProcess, type ServerProcess } from './test/process.ts';

const appSecret = 'process-test-secret-process-test-secret-0';

async function inFlight(server: ServerProcess): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`, { signal: AbortSignal.timeout(30_000) })).text();
  const line = text.split('\n').find((l) => l.startsWith('club_http_requests_in_flight '));
  // The scrape itself is one of them.
  return Number(line?.split(' ')[1] ?? 0) - 1;
}

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 120_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('graceful restart (PostgreSQL, a real server process)', () => {
  it('SIGTERM during 100 in-flight requests: 0 failed requests, the process exits 0, 0 half-written rows', async () => {
    const { url, database } = await sharedDatabase();
    const db = database.db;
    const owner = await signedInOwner({ db, config: { appSecret } as Config });
    await givePoints(db, owner.company.id, 100 * 200);
    const { variants } = await createShopProduct(db, { variants: [{ price: 200, stock: 1000 }] });
    const uuid = variants[0]?.uuid ?? '';
    // A drain delay far longer than the few polls below need: the 503 is seen well inside it.
    const server = await startServerProcess(url, { LOG_LEVEL: 'warn', SHUTDOWN_TIMEOUT_MS: '120000', SHUTDOWN_DELAY_MS: '15000' });

    // Every placement will wait for the account's row lock inside its transaction.
    const blocker = new pg.Client({ connectionString: url });
    blocker.on('error', () => undefined); // the database is dropped after the test
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select 1 from point_accounts where companies_id = $1 for update', [owner.company.id]);

    const settled: { status: number; body: string }[] = [];
    const requests = Array.from({ length: 100 }, () =>
      fetch(`${server.url}/v2/orders`, {
        method: 'POST',
        headers: { ...owner.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'cart', order: [{ uuid, quantity: 1 }], customer }),
      }).then(
        async (r) => {
          const a = { status: r.status, body: await r.text() };
          settled.push(a);
          return a;
        },
        (err: unknown) => ({ status: 0, body: String(err) }),
      ),
    );
    await until(async () => {
      const n = await inFlight(server);
      if (settled.length > 0) throw new Error(`a request was answered while the account was locked: ${settled[0]?.body}`);
      return n === 100;
    }, 'all 100 requests inside the server');

    server.child.kill('SIGTERM');
    // Not ready at once, asked on a new connection (while the 100 hold the pool, so without the database): the balancer
    // stops sending here. Still alive (not to be killed).
    let ready: { status: number; body: { status?: string; checks?: Record<string, { ok: boolean }> } } = { status: 0, body: {} };
    // A poll that reaches the server before its SIGTERM handler has run asks the database, which the 100 hold: it
    // answers 503 "did not answer in time" after 2 s (plugins/health.ts); poll on until the draining answer.
    await until(async () => {
      const r = await fetch(`${server.url}/health/ready`, { signal: AbortSignal.timeout(30_000) });
      ready = { status: r.status, body: (await r.json()) as typeof ready.body };
      return ready.body.checks?.draining?.ok === false;
    }, '/health/ready to answer 503 while draining');
    expect(ready).toEqual({
      status: 503,
      body: { status: 'not_ready', checks: { draining: { ok: false } } },
    });
    expect((await fetch(`${server.url}/health/live`)).status).toBe(200);
    expect(settled).toEqual([]);
    // It stops accepting: a new connection is refused while the 100 are still waiting.
    await until(
      () =>
        fetch(`${server.url}/health/live`).then(
          () => false,
          () => true,
        ),
      'the listener to close',
    );
    expect(server.child.exitCode).toBeNull();

    await blocker.query('commit');
    await blocker.end();
    const answers = await Promise.all(requests);
    const failed = answers.filter((a) => a.status !== 201);
    expect(failed, failed[0]?.body).toEqual([]);
    expect(await server.exited).toBe(0);

    // Nothing half-written: 100 orders, each with its item and its held points, stock and ledger agreeing.
    const orders = await db.select().from(ordersTable);
    expect(orders).toHaveLength(100);
    const [items] = await db
      .select({ n: sql<number>`count(distinct ${orderItemsTable.ordersId})::int` })
      .from(orderItemsTable)
      .where(sql`${orderItemsTable.ordersId} in (select id from orders)`);
    expect(items?.n).toBe(100);
    const held = await db.select().from(pointReservationsTable).where(eq(pointReservationsTable.companiesId, owner.company.id));
    expect(held.reduce((s, r) => s + r.amount, 0)).toBe(20_000);
    const [variant] = await db.select().from(shopVariantsTable).where(eq(shopVariantsTable.uuid, uuid));
    expect(variant?.stock).toBe(900);
    const ledger = await expectLedgerConsistent(db, owner.company.id);
    expect(ledger.reserved).toBe(20_000);
  }, 300_000);
});
