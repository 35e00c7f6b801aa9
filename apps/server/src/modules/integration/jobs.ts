// The integration module's background work: delivering webhooks from the outbox (with retries and backoff) and
// purging old events. One recurring job; each delivery keeps its own retry state (docs/decisions/0010 "Jobs").
import type { Job } from '../../lib/jobs.ts';
import { deliverDueWebhooks, purgeOldEvents } from './service.ts';

export const integrationJobs: Job[] = [
  {
    name: 'integration.webhooks',
    // Every tick of the runner (once a minute): a due delivery waits at most about a minute.
    everyMs: 15_000,
    firstRunAfterMs: 15_000,
    timeoutMs: 2 * 60_000,
    run: async (ctx) => {
      const run = await deliverDueWebhooks(ctx);
      if (run.delivered + run.retried + run.failed > 0) ctx.log.info(run, 'webhooks delivered');
    },
  },
  {
    name: 'integration.webhooks-purge',
    everyMs: 24 * 60 * 60_000,
    firstRunAfterMs: 10 * 60_000,
    run: async (ctx) => {
      const purged = await purgeOldEvents(ctx);
      if (purged > 0) ctx.log.info({ purged }, 'old webhook events purged');
    },
  },
];
