// The staff module's background work: broadcasts are written to their recipients in batches (DESIGN §9 Background
// work), so a region of thousands of users never holds one long transaction. Each run sends up to 20 batches.
import type { Job } from '../../lib/jobs.ts';
import { sendBroadcastBatch } from './service.ts';

export const staffJobs: Job[] = [
  {
    name: 'staff.broadcasts',
    everyMs: 60 * 1000,
    firstRunAfterMs: 5 * 1000,
    run: async (ctx) => {
      for (let i = 0; i < 20; i++) if ((await sendBroadcastBatch(ctx)) < 0) return;
    },
  },
];
