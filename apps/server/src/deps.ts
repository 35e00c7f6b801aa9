// What modules are given, as types only: the service context, the app's dependencies and the shape of a module
// entry. A leaf file, so that no module imports the composition root (app.ts). Rules: docs/decisions/0010.
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db, Tx } from './db/client.ts';
import type { Adapters } from './adapters/index.ts';
import type { Messenger } from './modules/outbox/service.ts';

/**
 * The first argument of every service function: `fn(ctx, scope, input)`. `db` is the database or, inside a
 * transaction, the transaction (`{ ...ctx, db: tx }`), so one service can call another inside its transaction.
 */
export interface Ctx {
  db: Tx;
  /** The current time; tests move it. Read once per operation. */
  now: () => Date;
  config: Config;
  /** Email and SMS through the outbox. */
  messenger: Messenger;
  adapters: Adapters;
  /** Whether demo data is present (enables the documented test phone and code). */
  demo: () => boolean;
  log: FastifyBaseLogger;
}

/** What the app builds once (app.ts) and hands to every module plugin as `{ deps }`. */
export interface AppDeps extends Ctx {
  db: Db;
  database: Database;
}

/** The one options shape of a module plugin. Routes build a request's ctx with `requestCtx(deps, request)`. */
export interface ModuleOptions {
  deps: AppDeps;
}
export type ModulePlugin = FastifyPluginAsync<ModuleOptions>;

/**
 * Who may call a module's routes. `public`: anyone (rate limits still apply); `installer`: a signed-in installer,
 * registered under the one parent plugin that authenticates and documents `security`; `staff`: a signed-in staff
 * user (plugins/staff-auth.ts), under its own parent plugin (the console's API, /admin/api).
 */
export type Access = 'public' | 'installer' | 'staff';

export interface ModuleEntry {
  name: string;
  access: Access;
  routes: ModulePlugin;
  /** Registered outside production only. */
  devOnly?: boolean;
}

/** The service context of one request: the app's dependencies with the request's logger. */
export function requestCtx(deps: AppDeps, request: { log: FastifyBaseLogger }): Ctx {
  return { ...deps, log: request.log };
}
