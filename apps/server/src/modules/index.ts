// Every module's routes and jobs, in one list each (docs/decisions/0010-server-modules.md). An entry's `access`
// decides where app.ts registers it: `public` at the root, `installer` under the one parent plugin that authenticates
// (and documents `security`) for all of them. A module exposes its routes plugin, its jobs and its service.ts.
import type { ModuleEntry } from '../deps.ts';
import type { Job } from '../lib/jobs.ts';
import authRoutes from './auth/routes.ts';
import companyRoutes from './company/routes.ts';
import { integrationJobs } from './integration/jobs.ts';
import integrationRoutes from './integration/routes.ts';
import { installerConfigRoutes, publicConfigRoutes } from './config/routes.ts';
import devRoutes from './dev/routes.ts';
import mapsRoutes from './maps/routes.ts';
import notificationRoutes from './notifications/routes.ts';
import orderRoutes from './orders/routes.ts';
import { pointsJobs } from './points/jobs.ts';
import pointsRoutes from './points/routes.ts';
import { projectsJobs } from './projects/jobs.ts';
import projectRoutes from './projects/routes.ts';
import tierRoutes from './tiers/routes.ts';
import behaviourRoutes from './behaviours/routes.ts';
import { rateLimitJobs } from './rate-limit/jobs.ts';
import registrationRoutes from './registration/routes.ts';
import shopRoutes from './shop/routes.ts';
import teamRoutes from './team/routes.ts';
import verificationRoutes from './verification/routes.ts';
import supportRoutes from './support/routes.ts';
import avatarRoutes from './avatar/routes.ts';
import fileRoutes from './files/routes.ts';
import { publicImageRoutes } from './files/public-images.ts';
import contentRoutes, { contentMediaRoutes } from './content/routes.ts';
import certificateRoutes, { publicCertificateRoutes } from './certificates/routes.ts';
import clubCardRoutes from './club-card/routes.ts';
import marketingRoutes, { marketingMediaRoutes } from './marketing/routes.ts';
import clubCardDevRoutes from './club-card/dev-routes.ts';
import { clubCardJobs } from './club-card/jobs.ts';
import { staffJobs } from './staff/jobs.ts';
import { staffPublicRoutes, staffRoutes } from './staff/routes.ts';
import { staffIntegrationRoutes } from './staff/integration-routes.ts';

export const modules: readonly ModuleEntry[] = [
  { name: 'config', access: 'public', routes: publicConfigRoutes },
  { name: 'dev', access: 'public', routes: devRoutes, devOnly: true },
  { name: 'auth', access: 'public', routes: authRoutes },
  { name: 'registration', access: 'public', routes: registrationRoutes },
  { name: 'maps', access: 'public', routes: mapsRoutes },
  // Not installer routes: its own plugin accepts integration API keys only (modules/integration/routes.ts).
  { name: 'integration', access: 'public', routes: integrationRoutes },
  { name: 'content-media', access: 'public', routes: contentMediaRoutes },
  { name: 'marketing-media', access: 'public', routes: marketingMediaRoutes },
  { name: 'catalogue-media', access: 'public', routes: publicImageRoutes },
  { name: 'certificates', access: 'public', routes: publicCertificateRoutes },
  { name: 'config', access: 'installer', routes: installerConfigRoutes },
  { name: 'company', access: 'installer', routes: companyRoutes },
  { name: 'notifications', access: 'installer', routes: notificationRoutes },
  { name: 'points', access: 'installer', routes: pointsRoutes },
  { name: 'projects', access: 'installer', routes: projectRoutes },
  { name: 'tiers', access: 'installer', routes: tierRoutes },
  { name: 'behaviours', access: 'installer', routes: behaviourRoutes },
  { name: 'shop', access: 'installer', routes: shopRoutes },
  { name: 'orders', access: 'installer', routes: orderRoutes },
  { name: 'team', access: 'installer', routes: teamRoutes },
  { name: 'verification', access: 'installer', routes: verificationRoutes },
  { name: 'support', access: 'installer', routes: supportRoutes },
  { name: 'avatar', access: 'installer', routes: avatarRoutes },
  { name: 'files', access: 'installer', routes: fileRoutes },
  { name: 'content', access: 'installer', routes: contentRoutes },
  { name: 'certificates', access: 'installer', routes: certificateRoutes },
  { name: 'club-card', access: 'installer', routes: clubCardRoutes },
  { name: 'marketing', access: 'installer', routes: marketingRoutes },
  { name: 'staff', access: 'public', routes: staffPublicRoutes },
  { name: 'staff', access: 'staff', routes: staffRoutes },
  { name: 'staff-integration', access: 'staff', routes: staffIntegrationRoutes },
  { name: 'club-card-dev', access: 'public', routes: clubCardDevRoutes, devOnly: true },
];

/** Every background job (lib/jobs.ts); each module declares its own in modules/<area>/jobs.ts. */
export const jobs: readonly Job[] = [...pointsJobs, ...rateLimitJobs, ...projectsJobs, ...integrationJobs, ...clubCardJobs, ...staffJobs];
