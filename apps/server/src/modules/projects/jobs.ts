// The projects module's background work: the 90-day rule (DESIGN §6). An indexed no-op unless something is due, so
// hourly is plenty for a rule counted in days.
import type { Job } from '../../lib/jobs.ts';
import { markLostProjects } from './service.ts';

export const projectsJobs: Job[] = [
  {
    name: 'projects.lost',
    everyMs: 60 * 60 * 1000,
    firstRunAfterMs: 15 * 1000,
    run: async (ctx) => {
      const lost = await markLostProjects(ctx);
      if (lost > 0) ctx.log.info({ lost }, 'projects marked lost after 90 days without activity');
    },
  },
];
