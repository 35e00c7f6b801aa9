// The points module's background work: expiring due lots (DESIGN §5). The job is an indexed no-op unless lots are
// due, so checking hourly is cheap and expires points soon after midnight.
import type { Job } from '../../lib/jobs.ts';
import { expireDue } from './service.ts';

export const pointsJobs: Job[] = [
  {
    name: 'points.expire',
    everyMs: 60 * 60 * 1000,
    firstRunAfterMs: 10 * 1000,
    run: async (ctx) => {
      const run = await expireDue(ctx.db, ctx.now());
      if (run.lots > 0) ctx.log.info({ expiry: run }, 'points expired');
    },
  },
];
