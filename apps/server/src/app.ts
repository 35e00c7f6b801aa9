// Builds the Fastify instance: external plugins, then app plugins, then the modules' routes (fastify/demo order).
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import compress from '@fastify/compress';
import { errorEnvelopeSchema } from '@club/contract/common';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAdapters, type Adapters } from './adapters/index.ts';
import type { AppDeps, ModuleEntry } from './deps.ts';
import { createJobRunner } from './lib/jobs.ts';
import { createMessenger } from './modules/outbox/service.ts';
import errors, { envelope } from './plugins/errors.ts';
import maintenance from './plugins/maintenance.ts';
import auth from './plugins/auth.ts';
import { AuthCache } from './plugins/auth-cache.ts';
import staffAuth from './plugins/staff-auth.ts';
import { ensureAdmin } from './modules/staff/service.ts';
import rateLimit from './plugins/rate-limit.ts';
import spa from './plugins/spa.ts';
import securityHeaders from './plugins/security-headers.ts';
import health from './plugins/health.ts';
import metrics from './plugins/metrics.ts';
import { OneLineRequestLog } from './plugins/request-log.ts';
import { createSerializerCompiler } from './lib/serializer.ts';
import { jobs, modules } from './modules/index.ts';
import { companyReads } from './lib/company-reads.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Replacements for adapters built from the configuration (tests). */
  adapters?: Partial<Adapters>;
  now?: () => Date;
  demo?: boolean;
  /** Run the background jobs (lib/jobs.ts) in this process. Off in most tests. */
  jobs?: boolean;
}

/** TRUST_PROXY=n: the last n hops before this server are trusted proxies (what Fastify does for a number). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** A request id a trusted proxy may have set (`X-Request-Id`); anything else gets a new one. */
const requestIdPattern = /^[\w.:-]{8,128}$/;

/** Every request's id: in each log line (`reqId`), the `X-Request-Id` answer header and every error envelope. */
function requestIdGenerator(trustProxy: Config['trustProxy']) {
  return (req: { headers: Record<string, string | string[] | undefined> }) => {
    const given = req.headers['x-request-id'];
    // Only behind a configured proxy: otherwise a client could give many requests one id and muddle the logs.
    if (trustProxy !== false && typeof given === 'string' && requestIdPattern.test(given)) return given;
    return randomUUID();
  };
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.code', '*.token', '*.refresh_token'], remove: true },
    },
    // One line per request instead of two (plugins/request-log.ts).
    logController: new OneLineRequestLog(),
    // Only proxies named by TRUST_PROXY may set the client address; otherwise X-Forwarded-For would let anyone
    // choose the address the per-address rate limits count.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1_048_576,
    genReqId: requestIdGenerator(config.trustProxy),
    ajv: { customOptions: { coerceTypes: false } },
    // The router's own rejections (a broken %-escape, an overlong path parameter) get the envelope, not Fastify's body.
    // Written on the raw response, as Fastify's default does: no route (and no serializer) exists for such a request.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const body = JSON.stringify({ ...envelope('The request address is not valid.', 'bad_request'), request_id: request.id });
      reply.raw.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'x-request-id': request.id,
        // Written before any hook runs, so the security plugin's headers are added here for this JSON answer.
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      });
      reply.raw.end(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Compiled serializers (fast-json-stringify from the zod schemas); answers are checked against zod outside production.
  app.setSerializerCompiler(createSerializerCompiler({ checkWithZod: !config.isProduction }));

  // The request id on every answer, and in every error envelope (the id a user can quote when something went wrong).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || typeof payload !== 'object' || payload === null) return payload;
    const body = payload as Record<string, unknown>;
    if (typeof body.code !== 'string' || !Array.isArray(body.errors)) return payload;
    return { ...body, request_id: request.id };
  });
  // Security headers (CSP and the rest) on every answer; health for balancers; metrics for operators.
  await app.register(securityHeaders, { publicUrl: config.publicUrl });
  await app.register(health, { db: database.db });
  await app.register(metrics, {
    database,
    token: config.metricsToken,
    production: config.isProduction,
    processMetrics: config.env !== 'test',
  });

  // External plugins. Gzip keeps JSON small on installers' phone connections (brotli at its default level costs too much CPU).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Installer Club API',
        version: '1.0.0',
        description: 'The API of the Installer Club portal. Paths follow the product specification.',
      },
      tags: [
        {
          name: 'integration',
          description: "For the maker's CRM and ERP: an integration API key (not a user's token) on /integration/v1.",
        },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          integrationKey: { type: 'http', scheme: 'bearer', bearerFormat: 'API key', description: 'An integration API key (ick_…).' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // App plugins
  const adapters = createAdapters(config, database.db, options.adapters);
  const demo = options.demo ?? false;
  const now = options.now ?? (() => new Date());
  const deps: AppDeps = {
    db: database.db,
    database,
    config,
    adapters,
    messenger: createMessenger(database.db, app.log, adapters.mailer, adapters.sms),
    now,
    demo: () => demo,
    log: app.log,
  };
  await app.register(errors);
  await app.register(maintenance, { enabled: () => config.maintenance });
  // Signed-in callers cached per process, emptied through the database's `club_auth` notifications (decisions 0051,
  // 0105). This process hears its own writes' notifications before they return, so an ended session is refused by
  // the very next request here; another process refuses it when the notification reaches it (milliseconds).
  // On unless AUTH_CACHE=0.
  const authCache = config.authCache ? new AuthCache() : undefined;
  if (authCache) {
    const stopListening = await database.listen('club_auth', authCache.notify, authCache.setListening);
    app.addHook('onClose', stopListening);
  }
  // Each company's projects and points pages kept per process, emptied by `club_projects` notifications (decisions
  // 0145, 0146; lib/company-reads.ts). On unless READ_CACHE=0.
  if (config.readCache) app.addHook('onClose', await companyReads.start(database));
  await app.register(auth, { db: database.db, secret: config.appSecret, cache: authCache });
  await app.register(rateLimit, { db: database.db, now });
  await app.register(staffAuth, { db: database.db, now });

  // Routes: public modules at the root, installer modules under one parent that authenticates them all.
  const wanted = (m: ModuleEntry) => !(m.devOnly && config.isProduction);
  for (const mod of modules.filter((m) => wanted(m) && m.access === 'public')) await app.register(mod.routes, { deps });
  await app.register(async (installer) => {
    installer.addHook('onRequest', installer.authenticate);
    installer.addHook('onRoute', (route) => {
      const schema = route.schema ?? {};
      const response = (schema.response ?? {}) as Record<string, unknown>;
      route.schema = { ...schema, security: [{ bearer: [] }], response: { 401: errorEnvelopeSchema, ...response } };
    });
    for (const mod of modules.filter((m) => wanted(m) && m.access === 'installer')) await installer.register(mod.routes, { deps });
  });
  // The staff console's API: staff sessions only (installer tokens answer 401 here, staff tokens 401 above).
  await app.register(async (staff) => {
    staff.addHook('onRequest', staff.authenticateStaff);
    staff.addHook('onRoute', (route) => {
      const schema = route.schema ?? {};
      const response = (schema.response ?? {}) as Record<string, unknown>;
      route.schema = { ...schema, security: [{ bearer: [] }], response: { 401: errorEnvelopeSchema, ...response } };
    });
    for (const mod of modules.filter((m) => wanted(m) && m.access === 'staff')) await staff.register(mod.routes, { deps });
  });
  // ADMIN_EMAIL: an admin with this email exists after start.
  for (const email of config.adminEmails) await ensureAdmin(database.db, email, now());

  if (options.jobs) {
    const runner = createJobRunner(deps, jobs, undefined, app.jobMetrics);
    runner.start();
    // On close (SIGTERM) the runner claims no further job; a run in progress finishes before the database closes.
    // Not awaited there: the listener closes at once even while a job runs.
    let stopped: Promise<void> | null = null;
    app.addHook('preClose', (done) => {
      stopped = runner.stop();
      done();
    });
    app.addHook('onClose', async () => {
      await (stopped ?? runner.stop());
    });
  }
  await app.register(spa, { root: config.webDist });
  return app;
}
