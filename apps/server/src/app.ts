// Builds the Fastify instance: external plugins, then app plugins, then the modules' routes (fastify/demo order).
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
import rateLimit from './plugins/rate-limit.ts';
import spa from './plugins/spa.ts';
import { OneLineRequestLog } from './plugins/request-log.ts';
import { createSerializerCompiler } from './lib/serializer.ts';
import { jobs, modules } from './modules/index.ts';

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
    ajv: { customOptions: { coerceTypes: false } },
    // The router's own rejections (a broken %-escape, an overlong path parameter) get the envelope, not Fastify's body.
    // Written on the raw response, as Fastify's default does: no route (and no serializer) exists for such a request.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const body = JSON.stringify(envelope('The request address is not valid.', 'bad_request'));
      reply.raw.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      reply.raw.end(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Compiled serializers (fast-json-stringify from the zod schemas); answers are checked against zod outside production.
  app.setSerializerCompiler(createSerializerCompiler({ checkWithZod: !config.isProduction }));

  // External plugins. Gzip keeps JSON small on installers' phone connections (brotli at its default level costs too much CPU).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Installer Club API',
        version: '1.0.0',
        description: 'The API of the Installer Club portal. Paths follow the product specification.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
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
  await app.register(auth, { db: database.db, secret: config.appSecret });
  await app.register(rateLimit, { db: database.db, now });

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

  if (options.jobs) {
    const runner = createJobRunner(deps, jobs);
    runner.start();
    // Let a run in progress finish before the database closes.
    app.addHook('onClose', () => runner.stop());
  }
  await app.register(spa, { root: config.webDist });
  return app;
}
