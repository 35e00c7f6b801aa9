// Every module's routes and jobs, in one list each (docs/decisions/0010-server-modules.md). An entry's `access`
// decides where app.ts registers it: `public` at the root, `installer` under the one parent plugin that authenticates
// (and documents `security`) for all of them. A module exposes its routes plugin, its jobs and its service.ts.
import type { ModuleEntry } from '../deps.ts';
import type { Job } from '../lib/jobs.ts';
import authRoutes from './auth/routes.ts';
import companyRoutes from './company/routes.ts';
import { installerConfigRoutes, publicConfigRoutes } from './config/routes.ts';
import devRoutes from './dev/routes.ts';
import mapsRoutes from './maps/routes.ts';
import notificationRoutes from './notifications/routes.ts';
import orderRoutes from './orders/routes.ts';
import { pointsJobs } from './points/jobs.ts';
import pointsRoutes from './points/routes.ts';
import { rateLimitJobs } from './rate-limit/jobs.ts';
import registrationRoutes from './registration/routes.ts';
import shopRoutes from './shop/routes.ts';

export const modules: readonly ModuleEntry[] = [
  { name: 'config', access: 'public', routes: publicConfigRoutes },
  { name: 'dev', access: 'public', routes: devRoutes, devOnly: true },
  { name: 'auth', access: 'public', routes: authRoutes },
  { name: 'registration', access: 'public', routes: registrationRoutes },
  { name: 'maps', access: 'public', routes: mapsRoutes },
  { name: 'config', access: 'installer', routes: installerConfigRoutes },
  { name: 'company', access: 'installer', routes: companyRoutes },
  { name: 'notifications', access: 'installer', routes: notificationRoutes },
  { name: 'points', access: 'installer', routes: pointsRoutes },
  { name: 'shop', access: 'installer', routes: shopRoutes },
  { name: 'orders', access: 'installer', routes: orderRoutes },
];

/** Every background job (lib/jobs.ts); each module declares its own in modules/<area>/jobs.ts. */
export const jobs: readonly Job[] = [...pointsJobs, ...rateLimitJobs];
