// A service context (deps.ts `Ctx`) over a test database, for code that runs outside a request: jobs, services.
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { createAdapters } from '../adapters/index.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Ctx } from '../deps.ts';
import { createMessenger } from '../modules/outbox/service.ts';

export interface TestCtx extends Ctx {
  clock: { now: Date; advance(ms: number): void };
}

export function testCtx(database: Database, start = new Date('2025-06-01T00:00:00Z')): TestCtx {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/club-test-data',
    APP_SECRET: 'test-secret-test-secret-test-secret-00',
    WEB_DIST: '/nonexistent',
  });
  const log: FastifyBaseLogger = pino({ level: 'silent' });
  const clock = {
    now: start,
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const adapters = createAdapters(config, database.db, { mailer: null, sms: null });
  return {
    db: database.db,
    config,
    log,
    adapters,
    messenger: createMessenger(database.db, log, null, null),
    demo: () => false,
    now: () => clock.now,
    clock,
  };
}
