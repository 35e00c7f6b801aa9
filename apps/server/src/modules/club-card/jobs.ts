// The club card's background work: the provider's due events (cards shipped, top-ups settled after CARD_TOPUP_DAYS
// working days) applied to orders and company flags. A no-op on an index unless something is due.
import type { Job } from '../../lib/jobs.ts';
import { settleClubCards } from './service.ts';

export const clubCardJobs: Job[] = [
  {
    name: 'club-card.settle',
    everyMs: 5 * 60 * 1000,
    firstRunAfterMs: 30 * 1000,
    run: async (ctx) => {
      const run = await settleClubCards(ctx);
      if (run.shipped || run.settled) ctx.log.info({ clubCard: run }, 'club cards settled');
    },
  },
];
