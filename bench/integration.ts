// The integration API's scenarios (issue 17), on PostgreSQL in a scratch database of their own:
//   - PUT /integration/v1/product-units with 10,000 new units a call, then the same calls again (replays), in units/s;
//   - GET /integration/v1/projects paging: one client walking the whole feed (100 a page) from the start, in rows/s,
//     then autocannon over pages all along the feed (req/s, p50, p99), beside the bare Fastify + pg baseline.
// `benchIntegration()` is what `npm run bench` calls (bench/run.ts); `npm run bench:integration` runs it alone.
// Same environment as bench/run.ts: BENCH_DATABASE_URL, BENCH_SECONDS, BENCH_KEEP.
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { seedReference } from '../apps/server/src/db/seed/reference.ts';
import { authCacheLabel, startTarget, stopTargets } from './start-target.ts';

export interface IntegrationMeasurement {
  endpoint: string;
  entries: number;
  /** Requests per second; for the upsert, units per second. */
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  ratio?: number;
}

const dbName = 'club_bench_integration';
const companies = 5_000;
const projects = 50_000;
const scansPerProject = 3;
const upsertCalls = 5;
const log = (m: string) => process.stderr.write(`[bench:integration] ${m}\n`);

function urlOf(base: string, name: string) {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(base: string, query: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

async function seed(c: pg.Client, key: string) {
  await c.query(
    `insert into companies (name, regions_id, registration_number, disclaimer_accepted)
     select 'Bench company ' || g, 1 + g % 16, 'IBENCH' || g, true from generate_series(1, $1) g`,
    [companies],
  );
  await c.query(
    `insert into projects (companies_id, name, street_name, city, postal_code, status, created_at, last_activity_at)
     select c.min + (g % $2), 'Project ' || g, 'Street ' || g, 'City', '00-001', (array[1,2,2,2,3,5])[1 + g % 6],
            now() - make_interval(days => g % 700), now() - make_interval(days => g % 700)
     from generate_series(1, $1) g, (select min(id) from companies) c`,
    [projects, companies],
  );
  await c.query(
    `insert into product_units (serial_number, product_group, name, type, size, variant, produced_at)
     select 'IB' || lpad(g::text, 10, '0'), 'roof-window', 'Centre-pivot roof window', 'CPW', '78 × 118 cm', 'Pine', now()
     from generate_series(1, $1) g`,
    [projects * scansPerProject],
  );
  await c.query(
    `insert into scans (projects_id, companies_id, product_units_id, serial_number, base_points, flag)
     select p.id, p.companies_id, u.id, u.serial_number, 10, 1
     from projects p join product_units u on u.id between (p.id - 1) * $1 + (select min(id) from product_units)
                                                      and p.id * $1 - 1 + (select min(id) from product_units)`,
    [scansPerProject],
  );
  await c.query(
    `insert into integration_api_keys (name, scopes, key_prefix, secret_hash)
     values ('bench', array['product-units:write','companies:read','projects:read','orders:read'], $1, $2)`,
    [key.slice(0, 10), createHash('sha256').update(key).digest('hex')],
  );
  await c.query('analyze');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function timed(fn: () => Promise<Response>): Promise<{ ms: number; status: number; body: string }> {
  const t0 = performance.now();
  const res = await fn();
  const body = await res.text();
  return { ms: performance.now() - t0, status: res.status, body };
}

export async function benchIntegration(options: { baseUrl?: string; seconds?: number } = {}): Promise<IntegrationMeasurement[]> {
  const baseUrl = options.baseUrl ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 8);
  const benchUrl = urlOf(baseUrl, dbName);
  const key = `ick_${randomBytes(32).toString('base64url')}`;
  const auth = { authorization: `Bearer ${key}` };
  const targets: ChildProcess[] = [];
  await admin(baseUrl, `drop database if exists ${dbName} with (force)`);
  await admin(baseUrl, `create database ${dbName}`);
  try {
    const database = await openPostgres(benchUrl, 2);
    await seedReference(database.db);
    await database.close();
    const c = new pg.Client({ connectionString: benchUrl });
    await c.connect();
    const t0 = Date.now();
    await seed(c, key);
    await c.end();
    log(
      `${projects.toLocaleString('en')} projects with ${(projects * scansPerProject).toLocaleString('en')} scans (seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
    );

    const secret = randomBytes(32).toString('hex');
    const app = await startTarget('app', { databaseUrl: benchUrl, secret });
    const baseline = await startTarget('baseline', { databaseUrl: benchUrl, secret });
    targets.push(app.child, baseline.child);
    log(authCacheLabel(app.authCache));
    const base = `http://127.0.0.1:${app.port}`;
    const results: IntegrationMeasurement[] = [];

    // 1. The bulk upsert: new units, then the same calls again.
    const batches = Array.from({ length: upsertCalls }, (_, b) =>
      JSON.stringify({
        units: Array.from({ length: 10_000 }, (_, i) => ({
          serial_number: `UP${b}${String(i).padStart(8, '0')}`,
          product_group: 'flashing',
          name: 'Flashing for profiled roofing',
          type: 'FPR',
          size: '78 × 118 cm',
          variant: 'Grey aluminium',
          produced_at: '2025-01-15T07:00:00Z',
        })),
      }),
    );
    for (const [label, expect] of [
      ['new units', 'inserted'],
      ['replay, unchanged', 'unchanged'],
    ] as const) {
      const times: number[] = [];
      let bad = 0;
      for (const body of batches) {
        const r = await timed(() =>
          fetch(`${base}/integration/v1/product-units`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body }),
        );
        times.push(r.ms);
        if (r.status !== 200 || (JSON.parse(r.body) as Record<string, number>)[expect] !== 10_000) bad += 1;
      }
      const total = times.reduce((s, t) => s + t, 0);
      const sorted = [...times].sort((a, b) => a - b);
      const m: IntegrationMeasurement = {
        endpoint: `PUT /integration/v1/product-units, 10,000 ${label} (units/s)`,
        entries: upsertCalls * 10_000,
        rps: Math.round((upsertCalls * 10_000) / (total / 1000)),
        p50: Math.round(percentile(sorted, 50)),
        p99: Math.round(percentile(sorted, 99)),
        non2xx: bad,
        errors: 0,
      };
      log(`${m.endpoint}: ${m.rps} units/s, ${m.p50} ms a call (p50), ${m.p99} ms (max)${bad ? `, ${bad} wrong answers` : ''}`);
      results.push(m);
    }

    // 2. Walking the projects feed from the start, 100 a page, one client.
    const cursors: string[] = [];
    const pageTimes: number[] = [];
    let rows = 0;
    let cursor: string | undefined;
    const walkStart = performance.now();
    for (;;) {
      const r = await timed(() =>
        fetch(`${base}/integration/v1/projects?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { headers: auth }),
      );
      if (r.status !== 200) throw new Error(`projects feed: ${r.status} ${r.body.slice(0, 200)}`);
      const page = JSON.parse(r.body) as { data: unknown[]; next_cursor: string; has_more: boolean };
      pageTimes.push(r.ms);
      rows += page.data.length;
      if (cursor) cursors.push(cursor);
      cursor = page.next_cursor;
      if (!page.has_more) break;
    }
    const walkSeconds = (performance.now() - walkStart) / 1000;
    const sortedPages = [...pageTimes].sort((a, b) => a - b);
    const walk: IntegrationMeasurement = {
      endpoint: 'GET /integration/v1/projects walk, 100 a page (rows/s)',
      entries: rows,
      rps: Math.round(rows / walkSeconds),
      p50: Math.round(percentile(sortedPages, 50)),
      p99: Math.round(percentile(sortedPages, 99)),
      non2xx: 0,
      errors: rows === projects ? 0 : 1,
    };
    log(`${walk.endpoint}: ${rows} rows in ${pageTimes.length} pages, ${walk.rps} rows/s, page p50 ${walk.p50} ms, p99 ${walk.p99} ms`);
    results.push(walk);

    // 3. Pages all along the feed under load, beside the baseline.
    const load = (port: number, paths: { path: string; headers?: Record<string, string> }[], duration: number) => {
      let i = 0;
      return autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: 10,
        duration,
        requests: [
          {
            setupRequest: (req) => {
              const s = paths[i++ % paths.length];
              return { ...req, method: 'GET', path: s?.path ?? '/', headers: { ...req.headers, ...(s?.headers ?? {}) } };
            },
          },
        ],
      });
    };
    const pagePaths = cursors.map((c) => ({ path: `/integration/v1/projects?limit=100&cursor=${c}`, headers: auth }));
    const baselinePaths = Array.from({ length: 1000 }, (_, i) => ({ path: `/row/${1 + (i % companies)}` }));
    await load(baseline.port, baselinePaths, 2);
    const b = await load(baseline.port, baselinePaths, seconds);
    await load(app.port, pagePaths, 2);
    const a = await load(app.port, pagePaths, seconds);
    const baseRow: IntegrationMeasurement = {
      endpoint: 'baseline: bare Fastify + pg, row by primary key',
      entries: rows,
      rps: Math.round(b.requests.average),
      p50: b.latency.p50,
      p99: b.latency.p99,
      non2xx: b.non2xx,
      errors: b.errors,
      ratio: 1,
    };
    const paged: IntegrationMeasurement = {
      endpoint: 'GET /integration/v1/projects?limit=100&cursor= (10 connections)',
      entries: rows,
      rps: Math.round(a.requests.average),
      p50: a.latency.p50,
      p99: a.latency.p99,
      non2xx: a.non2xx,
      errors: a.errors,
      ratio: baseRow.rps > 0 ? a.requests.average / b.requests.average : 0,
    };
    log(
      `${paged.endpoint}: ${paged.rps} req/s (${paged.rps * 100} rows/s), p50 ${paged.p50} ms, p99 ${paged.p99} ms; baseline ${baseRow.rps} req/s`,
    );
    results.push(baseRow, paged);
    return results;
  } finally {
    await stopTargets(targets);
    if (process.env.BENCH_KEEP !== '1') await admin(baseUrl, `drop database if exists ${dbName} with (force)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchIntegration()
    .then((rows) => console.log(JSON.stringify(rows, null, 2)))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
