// Prometheus metrics at GET /metrics (issue 18, prom-client): requests per route and status, a latency histogram per
// route, server errors, requests in flight, the PostgreSQL pool, the job runner (due jobs, failing jobs, runs and
// failures of this process), the outbox backlog and the webhook delivery backlog. The job and outbox numbers are read from the database when
// scraped, so every process reports the shared truth. With METRICS_TOKEN set the scrape needs
// `Authorization: Bearer <token>`; without it /metrics is open outside production and absent in production.
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { execRows, type Database } from '../db/client.ts';
import type { JobObserver } from '../lib/jobs.ts';
import { envelope } from './errors.ts';

export interface MetricsOptions {
  database: Database;
  token: string | undefined;
  production: boolean;
  /** Node's process metrics (CPU, memory, event loop); off in tests, where hundreds of apps would each monitor. */
  processMetrics: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts the job runner's runs (lib/jobs.ts). */
    jobMetrics: JobObserver;
  }
}

/** A scrape never waits long for the database: with the pool exhausted, the database gauges are left out. */
function withinScrape<T>(query: Promise<T>, ms = 2000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('metrics query timed out')), ms);
  });
  return Promise.race([query, limit]).finally(() => clearTimeout(timer));
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(async function metrics(app: FastifyInstance, opts: MetricsOptions) {
  const registry = new Registry();
  if (opts.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'club_' });
  const db = opts.database.db;

  const requests = new Counter({
    name: 'club_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'club_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'club_http_errors_total',
    help: 'Answers with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const inFlight = new Gauge({ name: 'club_http_requests_in_flight', help: 'Requests being answered now', registers: [registry] });

  new Gauge({
    name: 'club_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on the embedded database',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = opts.database.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  const jobRuns = new Counter({
    name: 'club_job_runs_total',
    help: 'Job runs in this process, by job and result',
    labelNames: ['job', 'result'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'club_job_duration_seconds',
    help: 'Job run time in this process',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 1, 10, 60, 600],
    registers: [registry],
  });
  app.decorate('jobMetrics', {
    finished(name: string, ok: boolean, seconds: number) {
      jobRuns.inc({ job: name, result: ok ? 'success' : 'failure' });
      jobSeconds.observe({ job: name }, seconds);
    },
  } satisfies JobObserver);

  // Read from the shared tables at scrape time. A failing read leaves the gauge out of this scrape.
  new Gauge({
    name: 'club_jobs_queue',
    help: 'Jobs (all processes) by state: due (waiting to be claimed), running (claimed), failing (last run failed)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      try {
        const [row] = await withinScrape(
          execRows<{ due: number; running: number; failing: number }>(
            db,
            sql`select
            count(*) filter (where next_run_at <= now() and (locked_until is null or locked_until <= now()))::int as due,
            count(*) filter (where locked_until > now())::int as running,
            count(*) filter (where attempts > 0)::int as failing
          from jobs`,
          ),
        );
        if (!row) return;
        this.set({ state: 'due' }, Number(row.due));
        this.set({ state: 'running' }, Number(row.running));
        this.set({ state: 'failing' }, Number(row.failing));
      } catch {
        this.reset();
      }
    },
  });
  new Gauge({
    name: 'club_job_consecutive_failures',
    help: 'Failures in a row since the last success, by job (all processes)',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      try {
        const rows = await withinScrape(execRows<{ name: string; attempts: number }>(db, sql`select name, attempts from jobs`));
        this.reset();
        for (const r of rows) this.set({ job: r.name }, Number(r.attempts));
      } catch {
        this.reset();
      }
    },
  });
  /** A gauge of a table's rows in the given statuses (every status reported, 0 when none); empty when the read fails. */
  const statusGauge = (name: string, help: string, table: 'outbox' | 'webhook_deliveries', statuses: readonly [string, string]) =>
    new Gauge({
      name,
      help,
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        try {
          const rows = await withinScrape(
            execRows<{ status: string; n: number }>(
              db,
              sql`select status, count(*)::int as n from ${sql.identifier(table)} where status in (${sql.join(
                statuses.map((st) => sql`${st}`),
                sql`, `,
              )}) group by status`,
            ),
          );
          for (const st of statuses) this.set({ status: st }, 0);
          for (const r of rows) this.set({ status: r.status }, Number(r.n));
        } catch {
          this.reset();
        }
      },
    });
  statusGauge('club_outbox_messages', 'Outbox emails and SMS by status; queued is the backlog not yet handed to a transport', 'outbox', [
    'queued',
    'failed',
  ]);
  statusGauge(
    'club_webhook_deliveries',
    'Webhook deliveries by status: pending is the backlog still being tried (with backoff), failed gave up after 24 hours',
    'webhook_deliveries',
    ['pending', 'failed'],
  );

  // Synchronous hooks, and one counter and histogram child per route and status, looked up by a string: the label
  // objects prom-client hashes on every call were a measurable part of a request under load (issue 10).
  app.addHook('onRequest', (_request, reply, done) => {
    inFlight.inc();
    // 'close' comes exactly once, whether the answer was sent or the client went away (onResponse would miss that).
    reply.raw.once('close', () => inFlight.dec());
    done();
  });
  const counted = new Map<string, { requests: ReturnType<typeof requests.labels>; duration: ReturnType<typeof duration.labels> }>();
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the raw URL (ids would make a series per project); the SPA fallback and 404s share one.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    const key = `${request.method} ${route} ${status}`;
    let children = counted.get(key);
    if (!children) {
      children = {
        requests: requests.labels({ method: request.method, route, status }),
        duration: duration.labels({ method: request.method, route }),
      };
      counted.set(key, children);
    }
    children.requests.inc();
    children.duration.observe(reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method: request.method, route });
    done();
  });

  if (opts.production && !opts.token) return;
  app.get('/metrics', { schema: { hide: true }, compress: false }, async (request, reply) => {
    if (opts.token) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, opts.token))
        return reply.status(401).header('www-authenticate', 'Bearer').send(envelope('Unauthenticated.', 'unauthorized'));
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
});
