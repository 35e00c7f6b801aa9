// What a company's members read most, kept per process under the company's tag (issue 10, decisions 0145, 0146): its
// projects list pages and project pages (modules/projects/queries.ts) and its points summary and history pages
// (modules/points/queries.ts). Triggers on the tables they read NOTIFY `club_projects` (migrations perf_projects_notify
// and perf_points_notify) with `c:<company id>`, which drops that company's entries; `*` (a region's tiers or
// behaviours, a product unit's description, a statement touching many companies) empties everything. One cache and one
// listening connection for both modules; started once by the app (app.ts) unless READ_CACHE=0. Keys start with the
// reader's own letter, so the modules' entries never collide.
import { cachePerDb } from './notified-cache.ts';

export const companyReads = cachePerDb<unknown>('club_projects', {
  // A list page of 20 projects with their scans is some tens of kB, a points summary a few hundred bytes: 5,000
  // entries keep a process's worst case near 200 MB, and cover the companies active at one time on one process.
  max: 5_000,
  tagOf: (payload) => (/^c:\d+$/.test(payload) ? payload : null),
});

/** The tag of a company's entries (what its notifications name). */
export const companyTag = (companyId: number) => `c:${companyId}`;
