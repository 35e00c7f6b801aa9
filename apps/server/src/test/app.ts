// build(): a real app on a fresh test database, closed after the test (fastify/demo's `build(t)`).
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer, MailMessage } from '../adapters/mail.ts';
import type { SmsMessage, SmsSender } from '../adapters/sms.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  /** Messages handed to the transports (the outbox table holds them too). */
  mails: MailMessage[];
  texts: SmsMessage[];
  clock: { now: Date; advance(ms: number): void; set(d: Date | string): void };
}

const open: TestApp[] = [];

/** Closes the apps the test built, newest first, and their databases (test/setup.ts runs it after every test). */
export async function closeTestApps(): Promise<void> {
  while (open.length) {
    const t = open.pop();
    if (!t) break;
    await t.app.close();
    await t.database.close();
  }
}

export async function build(
  options: Partial<Omit<BuildOptions, 'database' | 'config'>> & { config?: Partial<Config>; database?: Database } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: '/tmp/club-test-data', APP_SECRET: 'test-secret-test-secret-test-secret-00', WEB_DIST: '/nonexistent' },
    options.config ?? {},
  );
  const mails: MailMessage[] = [];
  const texts: SmsMessage[] = [];
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    set(d: Date | string) {
      clock.now = new Date(d);
    },
  };
  const mailer: Mailer = { name: 'memory', send: async (m) => void mails.push(m) };
  const sms: SmsSender = { name: 'memory', send: async (m) => void texts.push(m) };
  const app = await buildApp({
    now: () => clock.now,
    demo: false,
    ...options,
    adapters: { mailer, sms, ...options.adapters },
    config,
    database,
  });
  await app.ready();
  const t: TestApp = { app, database, db: database.db, config, mails, texts, clock };
  open.push(t);
  return t;
}
