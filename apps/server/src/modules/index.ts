// Every module's routes, in registration order. A module is a Fastify plugin that receives the app's dependencies.
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app.ts';
import configRoutes from './config/routes.ts';
import devRoutes from './dev/routes.ts';
import authRoutes from './auth/routes.ts';
import userRoutes from './company/routes.ts';
import notificationRoutes from './notifications/routes.ts';
import pointsRoutes from './points/routes.ts';
import registrationRoutes from './registration/routes.ts';
import mapsRoutes from './maps/routes.ts';
import projectRoutes from './projects/routes.ts';
import tierRoutes from './tiers/routes.ts';
import behaviourRoutes from './behaviours/routes.ts';

export interface ModuleOptions {
  deps: AppDeps;
  /** Whether this process runs background jobs. */
  jobs: boolean;
}
export type ModulePlugin = FastifyPluginAsync<ModuleOptions>;

export const modules: { name: string; plugin: ModulePlugin; devOnly?: boolean }[] = [
  {
    name: 'config',
    plugin: async (app, { deps }) =>
      app.register(configRoutes, { db: deps.db, environment: deps.config.env, demo: deps.demo, now: deps.now }),
  },
  { name: 'dev', plugin: async (app, { deps }) => app.register(devRoutes, { db: deps.db }), devOnly: true },
  { name: 'auth', plugin: authRoutes },
  { name: 'company', plugin: userRoutes },
  { name: 'notifications', plugin: notificationRoutes },
  { name: 'points', plugin: pointsRoutes },
  { name: 'registration', plugin: registrationRoutes },
  { name: 'maps', plugin: mapsRoutes },
  { name: 'projects', plugin: projectRoutes },
  { name: 'tiers', plugin: tierRoutes },
  { name: 'behaviours', plugin: behaviourRoutes },
];
