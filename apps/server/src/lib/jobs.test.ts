import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobsTable, notificationsTable, pointLotsTable, projectsTable, rateLimitsTable } from '../db/schema.ts';
import { jobs as appJobs } from '../modules/index.ts';
import { credit } from '../modules/points/service.ts';
import { createProject } from '../modules/projects/service.ts';
import { createTestDatabase } from '../test/database.ts';
import { testCtx } from '../test/ctx.ts';
import { createCompanyWithUser } from '../test/factories.ts';
import { createJobRunner, type Job } from './jobs.ts';

const opened: Database[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.close();
});
async function database() {
  const d = await createTestDatabase();
  opened.push(d);
  return d;
}

const hour = 3_600_000;

/** A promise with its resolve function (Promise.withResolvers needs Node 22). */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A job that counts its runs and, while `hold` is set, waits until the test lets it finish. */
function countingJob(name: string, everyMs = hour) {
  const state = { runs: 0, started: deferred(), hold: null as ReturnType<typeof deferred> | null };
  const job: Job = {
    name,
    everyMs,
    run: async () => {
      state.runs += 1;
      state.started.resolve();
      if (state.hold) await state.hold.promise;
    },
  };
  return { job, state };
}

async function row(d: Database, name: string) {
  const [r] = await d.db.select().from(jobsTable).where(eq(jobsTable.name, name));
  return r;
}

describe('job runner', () => {
  it('two runners ticking at once run a due job once; it is due again after its interval', async () => {
    const d = await database();
    const ctx = testCtx(d);
    const { job, state } = countingJob('test.once');
    const a = createJobRunner(ctx, [job], 'a');
    const b = createJobRunner(ctx, [job], 'b');
    const ran = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(state.runs).toBe(1);
    expect(ran.flat()).toEqual(['test.once']);
    expect((await row(d, 'test.once'))?.nextRunAt.toISOString()).toBe(new Date(ctx.clock.now.getTime() + hour).toISOString());

    // While one process runs it, another finds nothing to do.
    ctx.clock.advance(hour);
    state.started = deferred();
    state.hold = deferred();
    const first = a.tick();
    await state.started.promise;
    expect(await b.tick()).toEqual([]);
    expect((await row(d, 'test.once'))?.lockedBy).toBe('a');
    state.hold.resolve();
    expect(await first).toEqual(['test.once']);
    expect(state.runs).toBe(2);
    expect((await row(d, 'test.once'))?.lockedBy).toBeNull();
  });

  it('a failing job is retried later and does not stop the others', async () => {
    const d = await database();
    const ctx = testCtx(d);
    let failures = 0;
    const broken: Job = {
      name: 'test.broken',
      everyMs: hour,
      run: async () => {
        failures += 1;
        if (failures < 3) throw new Error(`boom ${failures}`);
      },
    };
    const { job: fine, state } = countingJob('test.fine');
    const runner = createJobRunner(ctx, [broken, fine]);
    expect((await runner.tick()).sort()).toEqual(['test.broken', 'test.fine']);
    expect(state.runs).toBe(1);
    expect(await row(d, 'test.broken')).toMatchObject({ attempts: 1, lastError: 'boom 1', lockedUntil: null });

    // Not at once: after a minute, then after two more.
    expect(await runner.tick()).toEqual([]);
    ctx.clock.advance(60_000);
    expect(await runner.tick()).toEqual(['test.broken']);
    expect(await row(d, 'test.broken')).toMatchObject({ attempts: 2, lastError: 'boom 2' });
    ctx.clock.advance(60_000);
    expect(await runner.tick()).toEqual([]);
    ctx.clock.advance(60_000);
    expect(await runner.tick()).toEqual(['test.broken']);
    expect(await row(d, 'test.broken')).toMatchObject({ attempts: 0, lastError: null });
    expect(failures).toBe(3);
    expect(state.runs).toBe(1);
  });

  it("a crashed process's claim ends with its lease, and another process takes the job over", async () => {
    const d = await database();
    const ctx = testCtx(d);
    const { job, state } = countingJob('test.lease');
    job.timeoutMs = 5 * 60_000;
    state.hold = deferred();
    const crashed = createJobRunner(ctx, [job], 'crashed');
    void crashed.tick();
    await state.started.promise;
    const other = createJobRunner(ctx, [job], 'other');
    expect(await other.tick()).toEqual([]);
    ctx.clock.advance(5 * 60_000);
    state.hold = null;
    expect(await other.tick()).toEqual(['test.lease']);
    expect(state.runs).toBe(2);
  });

  it('stop() waits for the job in progress to finish and claims no further job, even one already due', async () => {
    const d = await database();
    const ctx = testCtx(d);
    const a = countingJob('test.first');
    const b = countingJob('test.second');
    a.job.firstRunAfterMs = 1000;
    b.job.firstRunAfterMs = 2000;
    const runner = createJobRunner(ctx, [a.job, b.job], 'stopping');
    expect(await runner.tick()).toEqual([]); // declares both
    ctx.clock.advance(5000); // both due, the first one first
    a.state.hold = deferred();
    const tick = runner.tick();
    await a.state.started.promise;

    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false); // the run in progress holds stop() back
    expect((await row(d, 'test.first'))?.lockedBy).toBe('stopping');

    a.state.hold.resolve();
    await stopping;
    // When stop() returns, the run is finished and recorded; the second job, due all along, was not claimed.
    expect(await tick).toEqual(['test.first']);
    expect(await row(d, 'test.first')).toMatchObject({ lockedBy: null, attempts: 0 });
    expect(await row(d, 'test.second')).toMatchObject({ lockedBy: null, lastRunAt: null });
    expect(b.state.runs).toBe(0);
    // A stopped runner claims nothing more; another process takes the due job.
    expect(await runner.tick()).toEqual([]);
    expect(b.state.runs).toBe(0);
    expect(await createJobRunner(ctx, [a.job, b.job], 'other').tick()).toEqual(['test.second']);
    expect(b.state.runs).toBe(1);
  });

  it("runs the app's jobs: points expire (owners told), old rate-limit windows are purged, idle projects are lost", async () => {
    const d = await database();
    const ctx = testCtx(d, new Date('2024-03-01T00:00:00Z'));
    const { company, user } = await createCompanyWithUser(d.db);
    await credit(d.db, { companyId: company.id, amount: 40, kind: 'welcome', idempotencyKey: 'w', now: ctx.clock.now });
    await d.db.insert(rateLimitsTable).values({ key: 'login:ip:old', windowStart: ctx.clock.now, count: 3 });
    const scope = { companyId: company.id, userId: user.id, role: user.role, regionsId: company.regionsId, isDecor: false, languagesId: 1 };
    const project = await createProject(ctx, scope, { streetName: 'Lipowa 4', postalCode: '00-950' });
    const runner = createJobRunner(ctx, appJobs);
    expect(await runner.tick()).toEqual([]);
    ctx.clock.advance(672 * 24 * hour); // 2026-01-02: the lot earned in 2024 expired at the start of 2026
    expect((await runner.tick()).sort()).toEqual([
      'club-card.settle',
      'integration.webhooks',
      'integration.webhooks-purge',
      'points.expire',
      'projects.lost',
      'rate-limit.purge',
      'staff.broadcasts',
    ]);
    expect((await d.db.select().from(projectsTable).where(eq(projectsTable.uuid, project.uuid)))[0]?.status).toBe(3);
    expect((await d.db.select().from(pointLotsTable).where(eq(pointLotsTable.companiesId, company.id)))[0]?.remaining).toBe(0);
    const notes = await d.db.select().from(notificationsTable).where(eq(notificationsTable.usersId, user.id));
    expect(notes.map((n) => n.kind)).toEqual(['points_expired']);
    expect(await d.db.select().from(rateLimitsTable)).toEqual([]);
  });
});
