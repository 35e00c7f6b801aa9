// The job runner (DESIGN §9 "Background work"): recurring jobs that modules declare in modules/<area>/jobs.ts and
// modules/jobs.ts lists. Safe with several processes: each process ticks on its own, and a due job is claimed in
// one statement (`FOR UPDATE SKIP LOCKED` plus a lease in `locked_until`), so exactly one process runs it. A failed
// run is retried later with a growing delay; it never stops the other jobs. A crashed run's lease simply expires.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { execRows } from '../db/client.ts';
import type { Ctx } from '../deps.ts';

export interface Job {
  /** Unique across the app: `<module>.<what>`, e.g. `points.expire`. */
  name: string;
  /** Time between the end of one successful run and the next. */
  everyMs: number;
  /** Delay before a newly declared job's first run (default: one tick). */
  firstRunAfterMs?: number;
  /** The lease: after this long another process may take the job over (default 10 minutes). */
  timeoutMs?: number;
  /** Does the work. Must be safe to repeat: a run that crashed after doing part of it is run again. */
  run(ctx: Ctx): Promise<void>;
}

export interface JobRunner {
  /** Claims and runs every due job once; answers the names of the jobs that ran (failed ones too). */
  tick(): Promise<string[]>;
  /** Ticks every `tickMs` until `stop`. */
  start(tickMs?: number): void;
  /** Stops ticking and waits for a run in progress; a tick in progress claims no further job. */
  stop(): Promise<void>;
}

/** Told about every run (the metrics count them). */
export interface JobObserver {
  finished(name: string, ok: boolean, seconds: number): void;
}

const minuteMs = 60_000;

/** The delay before retrying after the n-th failure in a row: 1, 2, 4... minutes, never longer than the interval. */
export function retryDelayMs(job: Pick<Job, 'everyMs'>, failures: number): number {
  return Math.min(job.everyMs, minuteMs * 2 ** Math.max(0, failures - 1));
}

export function createJobRunner(
  ctx: Ctx,
  jobs: readonly Job[],
  owner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
  observer?: JobObserver,
): JobRunner {
  const byName = new Map(jobs.map((j) => [j.name, j]));
  if (byName.size !== jobs.length) throw new Error('two jobs share a name');
  const names = [...byName.keys()];
  let declared = false;
  let running: Promise<string[]> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let first: NodeJS.Timeout | null = null;
  let stopping = false;

  /** Adds a row for every job this process knows (a new job starts after its first delay). */
  async function declare(now: Date) {
    for (const job of jobs) {
      const first = new Date(now.getTime() + (job.firstRunAfterMs ?? 0));
      await ctx.db.execute(
        sql`insert into jobs (name, next_run_at) values (${job.name}, ${first.toISOString()}::timestamptz) on conflict (name) do nothing`,
      );
    }
    declared = true;
  }

  /** One due job, claimed for this process, or null. One statement: two processes can never claim the same run. */
  async function claim(now: Date, among: string[]): Promise<{ name: string; attempts: number } | null> {
    const ts = now.toISOString();
    const rows = await execRows<{ name: string; attempts: number }>(
      ctx.db,
      sql`
      update jobs set locked_until = ${ts}::timestamptz + make_interval(secs => (case name ${sql.join(
        jobs.map((j) => sql`when ${j.name} then ${(j.timeoutMs ?? 10 * minuteMs) / 1000}::double precision`),
        sql` `,
      )} end)), locked_by = ${owner}, last_run_at = ${ts}::timestamptz
      where name = (
        select name from jobs
        where name in (${sql.join(
          among.map((n) => sql`${n}`),
          sql`, `,
        )})
          and next_run_at <= ${ts}::timestamptz
          and (locked_until is null or locked_until <= ${ts}::timestamptz)
        order by next_run_at
        limit 1
        for update skip locked
      )
      returning name, attempts`,
    );
    return rows[0] ?? null;
  }

  async function runOne(name: string, attempts: number): Promise<void> {
    const job = byName.get(name);
    if (!job) return;
    const log = ctx.log.child({ job: name });
    const started = performance.now();
    try {
      await job.run({ ...ctx, log });
      observer?.finished(name, true, (performance.now() - started) / 1000);
      const done = ctx.now();
      await ctx.db.execute(sql`
        update jobs set next_run_at = ${new Date(done.getTime() + job.everyMs).toISOString()}::timestamptz,
          locked_until = null, locked_by = null, attempts = 0, last_success_at = ${done.toISOString()}::timestamptz, last_error = null
        where name = ${name} and locked_by = ${owner}`);
    } catch (err) {
      const failures = attempts + 1;
      const done = ctx.now();
      const message = err instanceof Error ? err.message : String(err);
      observer?.finished(name, false, (performance.now() - started) / 1000);
      log.error({ err, failures }, 'job failed; it will be retried');
      await ctx.db.execute(sql`
        update jobs set next_run_at = ${new Date(done.getTime() + retryDelayMs(job, failures)).toISOString()}::timestamptz,
          locked_until = null, locked_by = null, attempts = ${failures}, last_error = ${message.slice(0, 500)}
        where name = ${name} and locked_by = ${owner}`);
    }
  }

  async function tickOnce(): Promise<string[]> {
    const ran: string[] = [];
    if (names.length === 0) return ran;
    if (!declared) await declare(ctx.now());
    // Each job at most once per tick, even if it is due again at once.
    for (;;) {
      // Stopping (SIGTERM): the job in progress finishes, no further one is claimed.
      if (stopping) return ran;
      const among = names.filter((n) => !ran.includes(n));
      const claimed = among.length > 0 ? await claim(ctx.now(), among) : null;
      if (!claimed) return ran;
      ran.push(claimed.name);
      await runOne(claimed.name, claimed.attempts);
    }
  }

  const runner: JobRunner = {
    async tick() {
      // One tick at a time per process; a timer tick during a long run waits for the next interval.
      if (running) return [];
      running = tickOnce().finally(() => {
        running = null;
      });
      return running;
    },
    start(tickMs = minuteMs) {
      if (timer) return;
      stopping = false;
      const tick = () =>
        void runner.tick().catch((err: unknown) => ctx.log.error({ err }, 'job runner tick failed (database unavailable?)'));
      timer = setInterval(tick, tickMs);
      timer.unref();
      // The first tick soon after start, not a whole interval later.
      first = setTimeout(tick, Math.min(tickMs, 10_000));
      first.unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      if (first) clearTimeout(first);
      timer = null;
      first = null;
      await running?.catch(() => undefined);
    },
  };
  return runner;
}
