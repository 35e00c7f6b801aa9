// The rate-limit module's background work: forgetting windows nobody is counting any more.
import type { Job } from '../../lib/jobs.ts';
import { purgeRateLimits } from './service.ts';

/** No limit's window is longer than an hour; a day keeps every counter that could still matter. */
const keepMs = 24 * 60 * 60 * 1000;

export const rateLimitJobs: Job[] = [
  {
    name: 'rate-limit.purge',
    everyMs: 24 * 60 * 60 * 1000,
    firstRunAfterMs: 60 * 60 * 1000,
    run: async (ctx) => {
      await purgeRateLimits(ctx.db, new Date(ctx.now().getTime() - keepMs));
    },
  },
];
