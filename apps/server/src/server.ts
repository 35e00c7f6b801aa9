// Starts the server: configuration, database (migrated and seeded), the app, graceful shutdown.
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedReference } from './db/seed/reference.ts';
import { seedDemo } from './db/seed/demo.ts';
import { buildApp } from './app.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const database = await openDatabase(config);
  await seedReference(database.db);
  const wantDemo =
    !config.isProduction && config.seed !== 'none' && (config.seed === 'demo' || (database.kind === 'pglite' && database.fresh));
  let demo = false;
  if (wantDemo) {
    await seedDemo(database.db);
    demo = true;
  } else if (!config.isProduction && config.seed !== 'none' && database.kind === 'pglite') {
    demo = true; // an embedded database seeded with demo data on its first start
  }
  const app = await buildApp({ config, database, demo, jobs: true });

  // Graceful shutdown (issue 18): not ready at once (the balancer stops sending); still listening for
  // SHUTDOWN_DELAY_MS (default 0) so a balancer that polls /health/ready sees the 503 before connections are refused
  // (decision 0130); then the listener closes, requests in flight finish (up to SHUTDOWN_TIMEOUT_MS), the job runner
  // claims no further job and its run in progress ends, then the database closes. A request still running at the limit
  // is cut off; its transaction rolls back.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    app.log.info(`${signal} received: draining`);
    if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    let code = 0;
    const limit = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), config.shutdownTimeoutMs).unref());
    try {
      if ((await Promise.race([app.close().then(() => 'closed' as const), limit])) === 'timeout') {
        app.log.error(`requests still in flight after ${config.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting anyway`);
        code = 1;
      }
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      code = 1;
    } finally {
      app.log.info('closed');
      process.exit(code);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl.startsWith('http://localhost') ? address.replace('127.0.0.1', 'localhost') : config.publicUrl;
  const lines = [
    '',
    `  Installer Club is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir}/db)` : 'PostgreSQL'}${demo ? ', with demo data' : ''}`,
  ];
  if (!config.isProduction) {
    lines.push(
      `  Sign in: open ${url}/login, choose email, type jan.kowalski@example.pl (region Polska),`,
      `           then read the 5-digit code at ${url}/dev/outbox`,
    );
    if (demo) lines.push('  Or by phone: region Polska, number 999999999901, code 12345 (demo test number).');
  }
  lines.push(`  API docs: ${url}/api/docs`, '');
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
