// `npm run bench:projects`: the projects endpoints of the real server on PostgreSQL beside the bare Fastify + pg
// baseline, at 100,000 scans over 20,000 projects and at 1,000,000 scans over 200,000 projects (the growth), plus the
// throughput of POST /v1/project/{uuid}/scans. Measures only; never part of `npm test`. Writes bench/results-projects.json.
// Same environment variables as bench/run.ts (BENCH_DATABASE_URL, BENCH_SECONDS, BENCH_KEEP); its own scratch database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { seedReference } from '../apps/server/src/db/seed/reference.ts';
import { signAccessToken } from '../apps/server/src/lib/tokens.ts';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 50;
const dbName = 'club_bench_projects';
const companies = 20_000;
/** Projects and scans at each size: 5 scans a project, 10 projects a company at the large size. */
const sizes = [
  { projects: 20_000, scans: 100_000 },
  { projects: 200_000, scans: 1_000_000 },
];
const secret = randomBytes(32).toString('hex');

const benchUrl = (() => {
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

const log = (message: string) => process.stderr.write(`[bench:projects] ${message}\n`);

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function seedCompanies(c: pg.Client) {
  await c.query(
    `insert into companies (name, regions_id, registration_number, disclaimer_accepted)
     select 'Bench company ' || g, 1, 'BENCH' || g, true from generate_series(1, $1) g`,
    [companies],
  );
  await c.query(
    `insert into users (companies_id, name, surname, email, role, languages_id)
     select id, 'Owner', 'Bench', 'owner' || id || '@bench.invalid', 3, 2 from companies where registration_number like 'BENCH%'`,
  );
}

/**
 * Grows to `projects` projects (spread over the companies; most closed, some open, lost or in review, created over three
 * years) with five scans each, every scan of a unit of its own. One statement per table.
 */
async function grow(c: pg.Client, from: { projects: number; scans: number }, to: { projects: number; scans: number }) {
  const { rows } = await c.query<{ min: number }>(`select min(id) as min from companies where registration_number like 'BENCH%'`);
  const first = rows[0]?.min ?? 1;
  const perProject = to.scans / to.projects;
  await c.query(
    `insert into projects (companies_id, users_id, name, street_name, city, postal_code, status, survey, credited_points,
                           last_activity_at, closed_at, created_at)
     select $1::int + n % $2::int, null, 'Projekt', 'Bench street ' || n, 'Warszawa', '00-001', s.status,
            case when s.status in (2, 5) then '[]'::jsonb end, case when s.status = 2 then 25 else 0 end,
            s.at, case when s.status = 2 then s.at end, s.at
     from generate_series($3::int, $4::int) n,
          lateral (select (array[2,2,2,2,2,2,2,1,1,3,5])[1 + n % 11] as status,
                          now() - make_interval(days => ((n::bigint * 7919) % 1095)::int) as at) s`,
    [first, companies, from.projects, to.projects - 1],
  );
  await c.query(`update projects p set users_id = u.id from users u where u.companies_id = p.companies_id and p.users_id is null`);
  await c.query(
    `insert into product_units (serial_number, product_group, name, type, size, variant, produced_at)
     select 'BU' || lpad(n::text, 10, '0'), (array['roof-window','flashing','interior-blind'])[1 + n % 3],
            'Centre-pivot roof window', 'CPW', '78 × 118 cm', 'Pine, white lacquer, triple glazing', now() - interval '400 days'
     from generate_series($1::int, $2::int) n`,
    [from.scans, to.scans - 1],
  );
  await c.query(
    `insert into scans (projects_id, companies_id, product_units_id, serial_number, base_points, flag, created_at)
     select p.id, p.companies_id, u.id, u.serial_number, 5, 1, p.created_at
     from product_units u
     join projects p on p.id = (select min(id) from projects) + (substring(u.serial_number from 3)::int / $3::int)
     where u.serial_number like 'BU%' and substring(u.serial_number from 3)::int between $1::int and $2::int`,
    [from.scans, to.scans - 1, perProject],
  );
  await c.query(
    `update product_units u set claimed_scan_id = s.id from scans s
     where s.product_units_id = u.id and u.claimed_scan_id is null`,
  );
  await c.query('analyze');
}

function startTarget(kind: 'app' | 'baseline'): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'target.ts'), kind], {
      env: { ...process.env, BENCH_TARGET_DATABASE_URL: benchUrl, BENCH_APP_SECRET: secret },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\d+)/.exec(out);
      if (m?.[1]) resolve({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`${kind} exited with ${code}`)));
  });
}

interface Sample {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: () => string;
}
interface Measurement {
  endpoint: string;
  scans: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  ratio?: number;
}

async function load(port: number, samples: Sample[], duration: number) {
  let i = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
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

async function measure(endpoint: string, scans: number, port: number, samples: Sample[], warmUp = true): Promise<Measurement> {
  if (warmUp) await load(port, samples, 2);
  const r = await load(port, samples, seconds);
  const m = {
    endpoint,
    scans,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
  log(
    `${endpoint} @ ${scans}: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.non2xx || m.errors ? `, ${m.non2xx} non-2xx, ${m.errors} errors` : ''}`,
  );
  return m;
}

async function main() {
  const started = Date.now();
  log(`scratch database ${dbName} on ${new URL(baseUrl).host}`);
  await admin(async (c) => {
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.query(`create database ${dbName}`);
  });
  const targets: ChildProcess[] = [];
  const seed = new pg.Client({ connectionString: benchUrl });
  try {
    const database = await openPostgres(benchUrl, 2);
    await seedReference(database.db);
    await database.close();
    seed.on('error', (err) => log(`seed connection: ${err.message}`));
    await seed.connect();
    await seedCompanies(seed);
    const baseline = await startTarget('baseline');
    const app = await startTarget('app');
    targets.push(baseline.child, app.child);

    const token = (userId: number, companyId: number) => ({
      authorization: `Bearer ${signAccessToken({ sub: userId, cid: companyId, sid: 'bench' }, secret, 3600).token}`,
    });
    const results: Measurement[] = [];
    let done = { projects: 0, scans: 0 };
    for (const size of sizes) {
      const t0 = Date.now();
      await grow(seed, done, size);
      done = size;
      log(
        `${size.scans.toLocaleString('en')} scans over ${size.projects.toLocaleString('en')} projects (seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
      );
      // A spread of companies and of their projects, so no one row is hot.
      const { rows: sampled } = await seed.query<{ user_id: number; company_id: number; uuid: string }>(
        `select distinct on (p.companies_id) u.id as user_id, p.companies_id as company_id, p.uuid
         from projects p join users u on u.companies_id = p.companies_id
         where p.companies_id in (select id from companies where registration_number like 'BENCH%' order by md5(id::text) limit 2000)
         order by p.companies_id, md5(p.uuid::text)`,
      );
      const authed = sampled.map((s) => ({ ...s, headers: token(s.user_id, s.company_id) }));
      const base = await measure(
        'baseline: bare Fastify + pg, row by primary key',
        size.scans,
        baseline.port,
        sampled.map((s) => ({ path: `/row/${s.company_id}` })),
      );
      const rows = [
        base,
        await measure(
          'GET /v1/project?page=1',
          size.scans,
          app.port,
          authed.map((s) => ({ path: '/v1/project?page=1', headers: s.headers })),
        ),
        await measure(
          'GET /v1/project?page=1&status=2',
          size.scans,
          app.port,
          authed.map((s) => ({ path: '/v1/project?page=1&status=2', headers: s.headers })),
        ),
        await measure(
          'GET /v1/project/{uuid}',
          size.scans,
          app.port,
          authed.map((s) => ({ path: `/v1/project/${s.uuid}`, headers: s.headers })),
        ),
      ];
      for (const r of rows) r.ratio = base.rps > 0 ? r.rps / base.rps : 0;
      results.push(...rows);
    }

    // Throughput of adding scans: fresh open projects of the sampled companies, each request a unit nobody holds yet.
    const { rows: owners } = await seed.query<{ user_id: number; company_id: number }>(
      `select u.id as user_id, c.id as company_id from companies c join users u on u.companies_id = c.id
       where c.registration_number like 'BENCH%' order by md5(c.id::text) limit 500`,
    );
    const { rows: open } = await seed.query<{ uuid: string; companies_id: number }>(
      `insert into projects (companies_id, users_id, name, street_name, postal_code, last_activity_at)
       select c, u, 'Projekt', 'Scan bench street', '00-001', now() from unnest($1::int[], $2::int[]) as t(c, u)
       returning uuid, companies_id`,
      [owners.map((o) => o.company_id), owners.map((o) => o.user_id)],
    );
    const fresh = 200_000;
    await seed.query(
      `insert into product_units (serial_number, product_group, name, type, size, variant, produced_at)
       select 'BN' || lpad(n::text, 10, '0'), 'roof-window', 'Centre-pivot roof window', 'CPW', '78 × 118 cm', 'Pine', now()
       from generate_series(1, $1::int) n`,
      [fresh],
    );
    await seed.query('analyze');
    let serial = 0;
    const posts: Sample[] = open.map((p) => {
      const owner = owners.find((o) => o.company_id === p.companies_id);
      return {
        method: 'POST',
        path: `/v1/project/${p.uuid}/scans`,
        headers: token(owner?.user_id ?? 0, p.companies_id),
        body: () => JSON.stringify({ serial_number: `BN${String((serial++ % fresh) + 1).padStart(10, '0')}` }),
      };
    });
    const scansRow = await measure('POST /v1/project/{uuid}/scans', sizes[1]?.scans ?? 0, app.port, posts, false);
    const lastBase = results.filter((r) => r.endpoint.startsWith('baseline')).at(-1);
    scansRow.ratio = lastBase && lastBase.rps > 0 ? scansRow.rps / lastBase.rps : 0;
    results.push(scansRow);

    const growth = ['GET /v1/project?page=1', 'GET /v1/project?page=1&status=2', 'GET /v1/project/{uuid}'].map((endpoint) => {
      const small = results.find((r) => r.endpoint === endpoint && r.scans === sizes[0]?.scans);
      const large = results.find((r) => r.endpoint === endpoint && r.scans === sizes[1]?.scans);
      const normalised = small?.ratio && large?.ratio ? small.ratio / large.ratio : 0;
      return { endpoint, slowdownVsBaseline: Number(normalised.toFixed(3)), goal: 1.2, withinGoal: normalised > 0 && normalised <= 1.2 };
    });
    const pad = (s: string, n: number) => s.padEnd(n);
    const lpad = (s: string, n: number) => s.padStart(n);
    console.log(
      [
        '',
        `Installer Club projects bench — ${connections} connections, ${seconds} s per endpoint, ${cpus().length} CPUs, Node ${process.version}`,
        '',
        `${pad('endpoint', 50)} ${lpad('scans', 10)} ${lpad('req/s', 8)} ${lpad('p50 ms', 7)} ${lpad('p99 ms', 7)} ${lpad('× base', 7)}`,
        '-'.repeat(94),
        ...results.map(
          (r) =>
            `${pad(r.endpoint, 50)} ${lpad(r.scans.toLocaleString('en'), 10)} ${lpad(String(r.rps), 8)} ${lpad(String(r.p50), 7)} ${lpad(String(r.p99), 7)} ${lpad((r.ratio ?? 0).toFixed(2), 7)}${r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`,
        ),
        '',
        ...growth.map(
          (g) =>
            `growth 100k → 1M scans, ${g.endpoint}: ${g.slowdownVsBaseline.toFixed(2)}× slower against the baseline; goal within ${g.goal}×: ${g.withinGoal ? 'met' : 'NOT met'}`,
        ),
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(import.meta.dirname, 'results-projects.json'),
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, connections, seconds, companies, results, growth, tookSeconds: Math.round((Date.now() - started) / 1000) }, null, 2)}\n`,
    );
    log(`wrote bench/results-projects.json (${Math.round((Date.now() - started) / 1000)} s)`);
  } finally {
    await seed.end().catch(() => undefined);
    await Promise.all(
      targets.map(
        (t) =>
          new Promise<void>((resolve) => {
            if (t.exitCode !== null) return resolve();
            t.once('exit', () => resolve());
            t.kill('SIGTERM');
          }),
      ),
    );
    if (process.env.BENCH_KEEP !== '1') await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
