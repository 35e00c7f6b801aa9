// One process under load: `app` (the real server from buildApp, on PostgreSQL) or `baseline` (bare Fastify + pg
// selecting one row by primary key). Each runs in its own process so neither shares an event loop with autocannon.
// Prints `READY <port>` when listening.
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { buildApp } from '../apps/server/src/app.ts';

const kind = process.argv[2];
const url = process.env.BENCH_TARGET_DATABASE_URL;
if (!url || (kind !== 'app' && kind !== 'baseline')) throw new Error('usage: target.ts app|baseline with BENCH_TARGET_DATABASE_URL');

async function main(databaseUrl: string) {
  if (kind === 'app') {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      APP_SECRET: process.env.BENCH_APP_SECRET,
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      // The session cache (decisions 0051, 0105): the server's default (on) unless BENCH_AUTH_CACHE says otherwise.
      AUTH_CACHE: process.env.BENCH_AUTH_CACHE,
      // The catalogue's and notifications' caches (decision 0144), likewise: on unless BENCH_READ_CACHE=0.
      READ_CACHE: process.env.BENCH_READ_CACHE,
      PORT: '0',
      WEB_DIST: '/nonexistent',
    });
    const database = await openPostgres(databaseUrl, 10);
    const app = await buildApp({ config, database, adapters: { mailer: null, sms: null }, jobs: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`READY ${new URL(address).port} authCache=${config.authCache} readCache=${config.readCache}`);
    return;
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/row/:id', async (request) => {
    const { rows } = await pool.query('select id, uuid, name, regions_id from companies where id = $1', [Number(request.params.id)]);
    return rows[0] ?? null;
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${new URL(address).port}`);
}

// A clean exit on SIGTERM, so `--cpu-prof` writes its profile.
process.on('SIGTERM', () => process.exit(0));

main(url).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
