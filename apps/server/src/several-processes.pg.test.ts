// Several server processes on one PostgreSQL (issue 18, DESIGN §1 "stateless processes behind a load balancer"):
// two real `server.ts` processes, every call sent to the next one in turn (round robin). Sign-in codes, sessions and
// refresh tokens, rate-limit counters, points balances and job claims must all live in the database: a code asked
// for on one process is accepted by the other, a budget spent on both is one budget, and a due job runs once.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth } from '@club/contract/constants';
import type { Config } from './config.ts';
import { jobsTable, ordersTable, outboxTable, pointEntriesTable } from './db/schema.ts';
import { createCompanyWithUser, createShopProduct, customer, givePoints, signIn } from './test/factories.ts';
import { expectLedgerConsistent } from './test/ledger-assertions.ts';
import { logLines, sharedDatabase, startServerProcess, type ServerProcess } from './test/process.ts';

const appSecret = 'process-test-secret-process-test-secret-0';

function roundRobin(servers: ServerProcess[]) {
  let next = 0;
  return {
    /** The process the next call goes to. */
    pick(): ServerProcess {
      const s = servers[next % servers.length];
      next += 1;
      if (!s) throw new Error('no server');
      return s;
    },
  };
}

async function call(server: ServerProcess, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  return {
    status: res.status,
    server,
    requestId: res.headers.get('x-request-id'),
    json: () => JSON.parse(text) as Record<string, unknown>,
  };
}

describe('two server processes on one PostgreSQL, round robin', () => {
  it('share sign-in codes, sessions, rate limits, points and job claims', async () => {
    const { url, database } = await sharedDatabase();
    const db = database.db;
    const { user } = await createCompanyWithUser(db, { user: { email: 'dwa.procesy@example.pl' } });
    const buyer = await createCompanyWithUser(db);
    await givePoints(db, buyer.company.id, 5 * 200);
    const { variants } = await createShopProduct(db, { variants: [{ price: 200, stock: 100 }] });
    // Points earned three years ago are due to expire; the expiry job is due now.
    const expiring = await createCompanyWithUser(db);
    await givePoints(db, expiring.company.id, 300, new Date(Date.now() - 3 * 366 * 24 * 3600 * 1000));
    await db.insert(jobsTable).values({ name: 'points.expire', nextRunAt: new Date(Date.now() - 60_000) });

    const servers = await Promise.all([startServerProcess(url), startServerProcess(url)]);
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const rr = roundRobin(servers);

    // Sign-in: the code asked for on one process is accepted by the other.
    const asked = await call(rr.pick(), 'POST', '/v2/installer/login', { email: user.email });
    expect(asked.status).toBe(200);
    expect(asked.server).toBe(a);
    // The resend gap is shared: the other process refuses a second code at once.
    const again = await call(rr.pick(), 'POST', '/v2/installer/login', { email: user.email });
    expect(again.status).toBe(429);
    expect(again.server).toBe(b);
    const [sent] = await db
      .select()
      .from(outboxTable)
      .where(and(eq(outboxTable.kind, 'login_code'), eq(outboxTable.recipient, user.email ?? '')));
    const code = /\b(\d{5})\b/.exec(sent?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{5}$/);
    const verified = await call(rr.pick(), 'POST', '/v2/installer/login/verify', { userId: user.id, code });
    expect(verified.status).toBe(200);
    const session = verified.json() as { token: string; refresh_token: string };
    // The session works on both processes.
    for (let i = 0; i < 2; i++) {
      const me = await call(rr.pick(), 'GET', '/v1/company/user/self', undefined, { authorization: `Bearer ${session.token}` });
      expect(me.status, `on ${me.server.url}`).toBe(200);
    }
    // A refresh token rotated on one process is spent on the other.
    const rotated = await call(rr.pick(), 'POST', '/v2/installer/refresh', { refresh_token: session.refresh_token });
    expect(rotated.status).toBe(200);
    const reused = await call(rr.pick(), 'POST', '/v2/installer/refresh', { refresh_token: session.refresh_token });
    expect(reused.status).toBe(401);
    expect(rotated.server).not.toBe(reused.server);

    // Rate limits: the per-address budget is one budget across the processes (two logins above already count).
    const statuses: { status: number; server: ServerProcess }[] = [];
    for (let i = 0; i < auth.hourlyCapPerAddress; i++) {
      const r = await call(rr.pick(), 'POST', '/v2/installer/login', { email: `nikt.${i}@example.pl` });
      statuses.push({ status: r.status, server: r.server });
      if (r.status === 429) break;
    }
    const spentAt = auth.hourlyCapPerAddress - 2;
    expect(statuses.slice(0, spentAt).map((s) => s.status)).toEqual(Array(spentAt).fill(404));
    expect(statuses[spentAt]?.status).toBe(429);
    expect(new Set(statuses.slice(0, spentAt).map((s) => s.server)).size).toBe(2);

    // Points: six orders at once on both processes against a balance that covers five.
    const owner = await signIn({ db, config: { appSecret } as Config }, buyer.user);
    const placed = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(rr.pick(), 'POST', '/v2/orders', { type: 'cart', order: [{ uuid: variants[0]?.uuid, quantity: 1 }], customer }, owner.headers),
      ),
    );
    expect(placed.map((p) => p.status).sort()).toEqual([201, 201, 201, 201, 201, 400]);
    expect(new Set(placed.map((p) => p.server)).size).toBe(2);
    expect(await db.select().from(ordersTable).where(eq(ordersTable.companiesId, buyer.company.id))).toHaveLength(5);
    const buyerLedger = await expectLedgerConsistent(db, buyer.company.id);
    expect(buyerLedger.reserved).toBe(1000);

    // The expiry job: both processes tick (their first tick comes ~10 s after start); it runs exactly once.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const [job] = await db.select().from(jobsTable).where(eq(jobsTable.name, 'points.expire'));
      if (job?.lastSuccessAt) break;
      if (Date.now() > deadline) throw new Error('the expiry job did not run in 120 s');
      await new Promise((r) => setTimeout(r, 250));
    }
    const expiries = await db
      .select()
      .from(pointEntriesTable)
      .where(and(eq(pointEntriesTable.companiesId, expiring.company.id), eq(pointEntriesTable.kind, 'expiry')));
    expect(expiries.map((e) => e.amount)).toEqual([-300]);
    expect((await expectLedgerConsistent(db, expiring.company.id)).balance).toBe(0);
    const ranIn = servers.filter((s) => logLines(s).some((l) => l.job === 'points.expire' && l.msg === 'points expired'));
    expect(ranIn).toHaveLength(1);
    // Claimed by one process only: its metrics count one run, the other's none (a second run would find nothing
    // left to expire, so only the claim shows it).
    const runs = await Promise.all(
      servers.map(async (s) => {
        const text = await (await fetch(`${s.url}/metrics`)).text();
        const sample = text.split('\n').find((l) => l.startsWith('club_job_runs_total{') && l.includes('job="points.expire"'));
        return Number(sample?.split(' ').at(-1) ?? 0);
      }),
    );
    expect(runs.sort()).toEqual([0, 1]);

    // Each request's id is in that process's log line for it.
    const line = logLines(asked.server).find((l) => l.reqId === asked.requestId);
    expect(line).toMatchObject({ msg: 'request', path: '/v2/installer/login', status: 200 });
  }, 300_000);
});
