// `npm run bench`: loads hot endpoints of the real server on PostgreSQL beside a bare Fastify + pg baseline (one row by
// primary key) in the same run, and prints req/s, p50, p99 and the ratio to the baseline: the points reads at two
// ledger sizes, the shop (bench/shop.ts), the projects at two scan counts (bench/projects.ts). One runner, one scratch
// database, one pair of targets, real sessions everywhere. Measures only; never part of `npm test`. Writes
// bench/results.json.
//
//   BENCH_DATABASE_URL  server to use (default postgres://postgres@127.0.0.1:5432/postgres); a scratch database
//                       `club_bench` is created on it and dropped at the end
//   BENCH_SECONDS       seconds per measurement (default 8), after a 2 s warm-up
//   BENCH_CONNECTIONS   autocannon connections (default 50; fewer only to see that a part runs)
//   BENCH_KEEP=1        keep `club_bench` afterwards (to look at query plans)
//   BENCH_SIZES         ledger sizes, comma-separated (default 100000,1000000)
//   BENCH_PROFILE=dir   run the app under `node --cpu-prof` and write its profile into dir (open it in Chrome devtools)
//   BENCH_AUTH_CACHE    the app's AUTH_CACHE (unset: the server's default, on; `0` to compare without the session
//                       cache); the table says which one the run used
//   BENCH_LOG_LEVEL     the app's log level (default info, as in production; its log lines are read and dropped)
//
//   --only=a,b          only these parts: points, shop, projects, integration (default all four); `npm run bench:projects` is
//                       `--only=projects`
//   --web               also Lighthouse on the web app's pages and their first-load bytes (bench/web.ts), printed beside
//                       the server table and written into the same bench/results.json
//   --web-only          only the web part (no PostgreSQL needed)
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { seedReference } from '../apps/server/src/db/seed/reference.ts';
import { signAccessToken } from '../apps/server/src/lib/tokens.ts';
import { growProjects, projectSamples, projectSizes, scanPosts } from './projects.ts';
import { postLoad, seedShopCatalogue, shopProducts, shopSamples } from './shop.ts';
import { authCacheLabel, startTarget, stopTargets } from './start-target.ts';
import { benchWeb, formatWeb, type WebResults } from './web.ts';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const dbName = 'club_bench';
const companies = 20_000;
const sizes = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const secret = randomBytes(32).toString('hex');
const webOnly = process.argv.includes('--web-only');
const withWeb = webOnly || process.argv.includes('--web');
const allParts = ['points', 'shop', 'projects', 'integration'] as const;
type Part = (typeof allParts)[number];
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const parts = new Set<Part>(only ? (only.split(',').filter((p) => (allParts as readonly string[]).includes(p)) as Part[]) : allParts);

const benchUrl = (() => {
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

function log(message: string) {
  process.stderr.write(`[bench] ${message}\n`);
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Companies with one owner each, in one statement per table (generate_series, not row by row). */
async function seedCompanies(c: pg.Client) {
  await c.query(
    `insert into companies (name, regions_id, registration_number, disclaimer_accepted)
     select 'Bench company ' || g, 1 + g % 16, 'BENCH' || g, true from generate_series(1, $1) g`,
    [companies],
  );
  await c.query(
    `insert into users (companies_id, name, surname, email, role, languages_id)
     select id, 'Owner', 'Bench', 'owner' || id || '@bench.invalid', 3, 1 from companies where registration_number like 'BENCH%'`,
  );
  // A page of notifications each (GET /v1/notifications), two of them unread.
  await c.query(
    `insert into notifications (users_id, companies_id, type, kind, title, text, link, read_at, created_at)
     select u.id, u.companies_id, 'info', 'welcome_points', 'Points for you', 'You earned ' || n || ' points.', '/balance',
            case when n > 2 then now() end, now() - make_interval(hours => n)
     from users u, generate_series(1, 12) n where u.email like '%@bench.invalid'`,
  );
}

/**
 * Grows the ledger to `total` entries spread evenly over the bench companies, with a lot per credit and the accounts.
 * History grows with time: every 20,000 entries (one per company) go 73 days further back, so at 1,000,000 entries the
 * ledger spans ten years and the lots of past years are spent or expired (remaining 0), as they would be in real life.
 */
async function growLedger(c: pg.Client, from: number, total: number) {
  const { rows } = await c.query<{ min: number; max: number | null }>(
    `select min(id) as min, (select max(id) from point_entries) as max from companies where registration_number like 'BENCH%'`,
  );
  const first = rows[0]?.min ?? 1;
  const lastEntry = rows[0]?.max ?? 0;
  await c.query(
    `insert into point_entries (companies_id, amount, points, kind, variation, balance_after, idempotency_key, project_id, project_uuid, created_at)
     select $1::int + n % $2::int, a, a, k, 'positive', a, 'bench:' || n,
            case when k = 'project' then n end, case when k = 'project' then gen_random_uuid() end,
            now() - make_interval(days => (n / $2::int) * 73, secs => n % 86400)
     from (select n, 1 + (n::bigint * 7919) % 100 as a, (array['welcome','project','tier_bonus','behaviour'])[1 + n % 4] as k
           from generate_series($3::int, $4::int) n) s`,
    [first, companies, from, total - 1],
  );
  await c.query(
    `insert into point_lots (companies_id, entry_id, amount, remaining, earned_at, expires_at)
     select companies_id, id, amount, case when e.expires_at <= now() then 0 else amount end, created_at, e.expires_at
     from point_entries,
          lateral (select (date_trunc('year', created_at at time zone 'UTC') + interval '2 years') at time zone 'UTC' as expires_at) e
     where id > $1`,
    [lastEntry],
  );
  await c.query(
    `insert into point_accounts (companies_id, balance, entries, project_points)
     select e.companies_id, coalesce(l.balance, 0), e.entries, e.project_points
     from (select companies_id, count(*) as entries, sum(case when kind = 'project' then amount else 0 end) as project_points
           from point_entries group by companies_id) e
     left join (select companies_id, sum(remaining) as balance from point_lots group by companies_id) l using (companies_id)
     on conflict (companies_id) do update set balance = excluded.balance, entries = excluded.entries, project_points = excluded.project_points`,
  );
  await c.query('analyze');
}

interface Sample {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: () => string;
}
interface Measurement {
  endpoint: string;
  /** The data size the row ran at: ledger entries, or scans for the projects rows (`unit`). */
  entries: number;
  unit?: 'entries' | 'scans';
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  ratio?: number;
}

/** `duration` seconds of load, or `{ amount }` requests. */
async function load(port: number, samples: Sample[], duration: number | { amount: number }) {
  let i = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    ...(typeof duration === 'number' ? { duration } : { amount: duration.amount }),
    requests: [
      {
        setupRequest: (req) => {
          const s = samples[i++ % samples.length];
          const body = s?.body?.();
          return {
            ...req,
            method: s?.method ?? 'GET',
            path: s?.path ?? '/',
            headers: { ...req.headers, ...(s?.headers ?? {}), ...(body ? { 'content-type': 'application/json' } : {}) },
            ...(body ? { body } : {}),
          };
        },
      },
    ],
  });
}

async function measure(
  endpoint: string,
  entries: number,
  port: number,
  samples: Sample[],
  { warmUp = true, unit = 'entries' }: { warmUp?: boolean; unit?: Measurement['unit'] } = {},
): Promise<Measurement> {
  // The warm-up passes over every sample once before its 2 s: each signed-in caller then sits in the session cache (and
  // each statement is prepared on the connections), so the first row measured does not pay the cold start for all
  // the rows after it (it did: the points summary, measured first, took the 2,000 callers' first loads).
  if (warmUp) {
    // autocannon refuses fewer requests than connections (a one-sample row such as the public config).
    await load(port, samples, { amount: Math.max(samples.length, connections) });
    await load(port, samples, 2);
  }
  const r = await load(port, samples, seconds);
  const m: Measurement = {
    endpoint,
    entries,
    unit,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
  log(
    `${endpoint} @ ${entries}: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.non2xx || m.errors ? `, ${m.non2xx} non-2xx, ${m.errors} errors` : ''}`,
  );
  return m;
}

async function main() {
  const started = Date.now();
  if (webOnly) {
    const web = await benchWeb();
    console.log(formatWeb(web).join('\n'));
    writeResults({ web }, started);
    return;
  }
  log(`scratch database ${dbName} on ${new URL(baseUrl).host}`);
  await admin(async (c) => {
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.query(`create database ${dbName}`);
  });
  const targets: ChildProcess[] = [];
  const clients: pg.Client[] = [];
  try {
    const database = await openPostgres(benchUrl, 2);
    await seedReference(database.db);
    await database.close();
    const seed = new pg.Client({ connectionString: benchUrl });
    seed.on('error', (err) => log(`seed connection: ${err.message}`));
    await seed.connect();
    clients.push(seed);
    await seedCompanies(seed);

    // Requests go to a spread of companies, so the measurement is not one hot row.
    const { rows: sampled } = await seed.query<{ user_id: number; company_id: number; uuid: string }>(
      `select u.id as user_id, c.id as company_id, c.uuid from companies c join users u on u.companies_id = c.id
       where c.registration_number like 'BENCH%' order by md5(c.id::text) limit 2000`,
    );
    // Each signed-in user gets a real session (a refresh chain), so every request pays the check that the session was
    // not ended, as in production. One chain per user, made once.
    const chainOf = new Map<number, string>();
    const sessionHeaders = async (users: { user_id: number; company_id: number }[]) => {
      const missing = [...new Set(users.map((u) => u.user_id).filter((id) => !chainOf.has(id)))];
      if (missing.length) {
        const { rows: chains } = await seed.query<{ users_id: number; chain_id: string }>(
          `insert into refresh_tokens (chain_id, users_id, token_hash, created_at, expires_at)
           select gen_random_uuid(), u, 'bench:' || u, now(), now() + interval '30 days' from unnest($1::int[]) u
           returning users_id, chain_id::text`,
          [missing],
        );
        for (const c of chains) chainOf.set(c.users_id, c.chain_id);
      }
      return users.map((u) => ({
        authorization: `Bearer ${signAccessToken({ sub: u.user_id, cid: u.company_id, sid: chainOf.get(u.user_id) ?? '' }, secret, 3600).token}`,
      }));
    };
    const sampledHeaders = await sessionHeaders(sampled);
    const authed = sampled.map((s, i) => ({ ...s, headers: sampledHeaders[i] ?? {} }));
    const baselineSamples = sampled.map((s) => ({ path: `/row/${s.company_id}` }));

    const baseline = await startTarget('baseline', { databaseUrl: benchUrl, secret });
    const app = await startTarget('app', { databaseUrl: benchUrl, secret });
    targets.push(baseline.child, app.child);
    log(authCacheLabel(app.authCache));

    const results: Measurement[] = [];
    let seeded = 0;
    for (const size of parts.has('points') ? sizes : []) {
      const t0 = Date.now();
      await growLedger(seed, seeded, size);
      seeded = size;
      log(
        `ledger at ${size.toLocaleString('en')} entries across ${companies.toLocaleString('en')} companies (seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
      );
      const base = await measure('baseline: bare Fastify + pg, row by primary key', size, baseline.port, baselineSamples);
      const rows = [
        base,
        await measure('GET /v1/config/public?lang=pl (gzip)', size, app.port, [
          { path: '/v1/config/public?lang=pl', headers: { 'accept-encoding': 'gzip' } },
        ]),
        await measure(
          'GET /v1/company/points/{uuid}',
          size,
          app.port,
          authed.map((s) => ({ path: `/v1/company/points/${s.uuid}`, headers: s.headers })),
        ),
        // A full first page at both sizes (companies hold 5 entries at 100k): the growth compares like with like.
        await measure(
          'GET /v1/points/history?limit=5',
          size,
          app.port,
          authed.map((s) => ({ path: '/v1/points/history?page=1&limit=5', headers: s.headers })),
        ),
      ];
      // Reads every signed-in page makes, whatever the ledger size: once, beside the first size's baseline.
      if (size === sizes[0])
        rows.push(
          await measure(
            'GET /v1/company/user/self (own user)',
            size,
            app.port,
            authed.map((s) => ({ path: '/v1/company/user/self', headers: s.headers })),
          ),
          await measure(
            'GET /v1/notifications (12, 2 unread)',
            size,
            app.port,
            authed.map((s) => ({ path: '/v1/notifications', headers: s.headers })),
          ),
        );
      for (const r of rows) r.ratio = base.rps > 0 ? r.rps / base.rps : 0;
      results.push(...rows);
    }
    // The shop (issue 13), once, at the larger ledger: a page of the catalogue, a cart refresh and placing orders.
    if (parts.has('shop')) {
      const t0 = Date.now();
      await seedShopCatalogue(seed);
      log(`shop: ${shopProducts.toLocaleString('en')} products across 16 regions (seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      const size = sizes[sizes.length - 1] ?? 0;
      const samples = await shopSamples(seed, authed);
      const base = await measure('baseline (again, beside the shop)', size, baseline.port, baselineSamples);
      const rows = [
        await measure(
          'GET /v2/shop/products?page=1',
          size,
          app.port,
          authed.map((s) => ({ path: '/v2/shop/products?page=1', headers: s.headers })),
        ),
        await measure('GET /v2/cart?uuids= (20 variants)', size, app.port, samples.cart),
      ];
      await postLoad(app.port, samples.orders, 2, connections);
      const r = await postLoad(app.port, samples.orders, seconds, connections);
      const order = {
        endpoint: 'POST /v2/orders (distinct companies)',
        entries: size,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      };
      log(`${order.endpoint}: ${order.rps} req/s, p50 ${order.p50} ms, p99 ${order.p99} ms, ${order.non2xx} non-2xx`);
      rows.push(order);
      for (const row of rows) row.ratio = base.rps > 0 ? row.rps / base.rps : 0;
      base.ratio = 1;
      results.push(base, ...rows);
    }

    if (parts.has('integration')) results.push(...(await (await import('./integration.ts')).benchIntegration({ baseUrl, seconds }))); // issue 17

    // The projects (bench/projects.ts): the list, the filtered list and one project at two scan counts, then adding scans.
    if (parts.has('projects')) {
      let done = { projects: 0, scans: 0 };
      let lastBase: Measurement | undefined;
      for (const size of projectSizes) {
        const t0 = Date.now();
        await growProjects(seed, companies, done, size);
        done = size;
        log(
          `${size.scans.toLocaleString('en')} scans over ${size.projects.toLocaleString('en')} projects (seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
        );
        const owners = await projectSamples(seed);
        const headers = await sessionHeaders(owners);
        const signedIn = owners.map((o, i) => ({ ...o, headers: headers[i] ?? {} }));
        const opts = { unit: 'scans' as const };
        const base = await measure(
          'baseline: bare Fastify + pg, row by primary key',
          size.scans,
          baseline.port,
          owners.map((o) => ({ path: `/row/${o.company_id}` })),
          opts,
        );
        const rows = [
          base,
          await measure(
            'GET /v1/project?page=1',
            size.scans,
            app.port,
            signedIn.map((o) => ({ path: '/v1/project?page=1', headers: o.headers })),
            opts,
          ),
          await measure(
            'GET /v1/project?page=1&status=2',
            size.scans,
            app.port,
            signedIn.map((o) => ({ path: '/v1/project?page=1&status=2', headers: o.headers })),
            opts,
          ),
          await measure(
            'GET /v1/project/{uuid}',
            size.scans,
            app.port,
            signedIn.map((o) => ({ path: `/v1/project/${o.uuid}`, headers: o.headers })),
            opts,
          ),
        ];
        for (const r of rows) r.ratio = base.rps > 0 ? r.rps / base.rps : 0;
        results.push(...rows);
        lastBase = base;
      }
      // Each request a unit nobody holds yet: measured without a warm-up, which would spend units.
      const posts = await scanPosts(seed, async (owner) => (await sessionHeaders([owner]))[0] ?? {});
      const scansRow = await measure('POST /v1/project/{uuid}/scans', projectSizes.at(-1)?.scans ?? 0, app.port, posts, {
        warmUp: false,
        unit: 'scans',
      });
      scansRow.ratio = lastBase && lastBase.rps > 0 ? scansRow.rps / lastBase.rps : 0;
      results.push(scansRow);
    }

    const growthOf = (endpoint: string, unit: Measurement['unit'], small: number | undefined, large: number | undefined) => ({
      endpoint,
      unit,
      small: results.find((r) => r.endpoint === endpoint && r.unit === unit && r.entries === small),
      large: results.find((r) => r.endpoint === endpoint && r.unit === unit && r.entries === large),
    });
    const growth = [
      ...['GET /v1/company/points/{uuid}', 'GET /v1/points/history?limit=5'].map((e) => growthOf(e, 'entries', sizes[0], sizes[1])),
      ...['GET /v1/project?page=1', 'GET /v1/project?page=1&status=2', 'GET /v1/project/{uuid}'].map((e) =>
        growthOf(e, 'scans', projectSizes[0]?.scans, projectSizes[1]?.scans),
      ),
    ]
      .filter((g) => g.small && g.large)
      .map(({ endpoint, unit, small, large }) => {
        const rpsRatio = small && large && large.rps > 0 ? small.rps / large.rps : 0;
        // The same, each measured against its own baseline run: cancels out load from other processes on the machine.
        const normalised = small?.ratio && large?.ratio ? small.ratio / large.ratio : 0;
        const p99Ratio = small && large && small.p99 > 0 ? large.p99 / small.p99 : 0;
        return {
          endpoint,
          unit,
          rpsSlowdown: Number(rpsRatio.toFixed(3)),
          rpsSlowdownVsBaseline: Number(normalised.toFixed(3)),
          p99Growth: Number(p99Ratio.toFixed(3)),
          goal: 1.2,
          withinGoal: normalised > 0 && normalised <= 1.2,
        };
      });

    const pad = (s: string, n: number) => s.padEnd(n);
    const lpad = (s: string, n: number) => s.padStart(n);
    const lines = [
      '',
      `Installer Club bench — ${connections} connections, ${seconds} s per endpoint, ${cpus().length} CPUs, Node ${process.version}`,
      authCacheLabel(app.authCache),
      '',
      `${pad('endpoint', 50)} ${lpad('size', 14)} ${lpad('req/s', 8)} ${lpad('p50 ms', 7)} ${lpad('p99 ms', 7)} ${lpad('× base', 7)}`,
      '-'.repeat(98),
      '(size: ledger entries, or scans for the projects rows — "sc")',
      ...results.map(
        (r) =>
          `${pad(r.endpoint, 50)} ${lpad(`${r.entries.toLocaleString('en')}${r.unit === 'scans' ? ' sc' : ''}`, 14)} ${lpad(String(r.rps), 8)} ${lpad(String(r.p50), 7)} ${lpad(String(r.p99), 7)} ${lpad((r.ratio ?? 0).toFixed(2), 7)}${r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`,
      ),
      '',
      ...growth.map(
        (g) =>
          `growth 100k → 1M ${g.unit === 'scans' ? 'scans' : 'entries'}, ${g.endpoint}: ${g.rpsSlowdownVsBaseline.toFixed(2)}× slower against the baseline (raw req/s ${g.rpsSlowdown.toFixed(2)}×, p99 ${g.p99Growth.toFixed(2)}×); goal within ${g.goal}×: ${g.withinGoal ? 'met' : 'NOT met'}`,
      ),
      '',
    ];
    // The server table is printed and kept first: a failing web part (no Chromium, a build error) does not lose it.
    console.log(lines.join('\n'));
    const server = { connections, seconds, companies, authCache: app.authCache, results, growth };
    writeResults(server, started);
    // The web part runs after the server part, so the two never load the machine at once.
    if (withWeb) {
      const web = await benchWeb();
      console.log(formatWeb(web).join('\n'));
      writeResults({ ...server, web }, started);
    }
  } finally {
    for (const c of clients) await c.end().catch(() => undefined);
    await stopTargets(targets);
    if (process.env.BENCH_KEEP !== '1') await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  }
}

function writeResults(parts: Record<string, unknown> & { web?: WebResults }, started: number) {
  const took = Math.round((Date.now() - started) / 1000);
  writeFileSync(
    join(import.meta.dirname, 'results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, ...parts, tookSeconds: took }, null, 2)}\n`,
  );
  log(`wrote bench/results.json (${took} s)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
