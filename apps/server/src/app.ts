// Builds the Fastify instance: external plugins, then app plugins, then the modules' routes (fastify/demo order).
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import compress from '@fastify/compress';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createSmtpMailer, type Mailer } from './adapters/mail.ts';
import { createWebhookSms, type SmsSender } from './adapters/sms.ts';
import { createMessenger, type Messenger } from './modules/outbox/service.ts';
import errors, { envelope } from './plugins/errors.ts';
import maintenance from './plugins/maintenance.ts';
import auth from './plugins/auth.ts';
import spa from './plugins/spa.ts';
import { OneLineRequestLog } from './plugins/request-log.ts';
import { createSerializerCompiler } from './lib/serializer.ts';
import { modules } from './modules/index.ts';

/** What every module gets: the database, configuration, message sending and the clock. */
export interface AppDeps {
  db: Database['db'];
  database: Database;
  config: Config;
  messenger: Messenger;
  /** The current time; tests move it. */
  now: () => Date;
  /** Whether demo data is present (enables the documented test phone and code). */
  demo: () => boolean;
}

export interface BuildOptions {
  config: Config;
  database: Database;
  mailer?: Mailer | null;
  sms?: SmsSender | null;
  now?: () => Date;
  demo?: boolean;
  /** Start background jobs (expiry...). Off in most tests. */
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
  const mailer = options.mailer !== undefined ? options.mailer : config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : null;
  const sms = options.sms !== undefined ? options.sms : config.smsWebhookUrl ? createWebhookSms(config.smsWebhookUrl) : null;
  const demo = options.demo ?? false;
  const deps: AppDeps = {
    db: database.db,
    database,
    config,
    messenger: createMessenger(database.db, app.log, mailer, sms),
    now: options.now ?? (() => new Date()),
    demo: () => demo,
  };
  await app.register(errors);
  await app.register(maintenance, { enabled: () => config.maintenance });
  await app.register(auth, { db: database.db, secret: config.appSecret });

  // Routes
  for (const mod of modules) {
    if (mod.devOnly && config.isProduction) continue;
    await app.register(mod.plugin, { deps, jobs: options.jobs ?? false });
  }
  await app.register(spa, { root: config.webDist });
  return app;
}
