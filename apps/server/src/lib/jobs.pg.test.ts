// The job runner's claim under real concurrency (PGlite serialises everything): run by the server-pg project.
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import { testCtx } from '../test/ctx.ts';
import { createJobRunner, type Job } from './jobs.ts';

const opened: Database[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.close();
});

describe('job runner on PostgreSQL', () => {
  it('eight processes ticking at once run each due job exactly once, round after round', async () => {
    const d = await createTestDatabase();
    opened.push(d);
    const ctx = testCtx(d);
    const runs: Record<string, number> = { 'test.a': 0, 'test.b': 0 };
    const job = (name: string): Job => ({
      name,
      everyMs: 60_000,
      run: async () => {
        runs[name] = (runs[name] ?? 0) + 1;
        // Stay busy a moment so the other processes' claims overlap this run.
        await new Promise((r) => setTimeout(r, 20));
      },
    });
    const jobs = [job('test.a'), job('test.b')];
    const runners = Array.from({ length: 8 }, (_, i) => createJobRunner(ctx, jobs, `p${i}`));
    for (let round = 1; round <= 5; round++) {
      const ran = await Promise.all(runners.map((r) => r.tick()));
      expect(ran.flat().sort()).toEqual(['test.a', 'test.b']);
      expect(runs).toEqual({ 'test.a': round, 'test.b': round });
      ctx.clock.advance(60_000);
    }
  });
});
