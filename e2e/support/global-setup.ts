// One run of the journeys: the sinks, the portal on demo data, and a second portal in maintenance mode.
import { startSinks } from './sinks';
import { startServer } from './server';

export const ports = { app: 3311, maintenance: 3312 };

export default async function globalSetup() {
  const sinks = await startSinks();
  const [app, maintenance] = await Promise.all([
    startServer(ports.app, { SMTP_URL: `smtp://127.0.0.1:${sinks.smtpPort}`, SMS_WEBHOOK_URL: `http://127.0.0.1:${sinks.httpPort}/sms` }),
    startServer(ports.maintenance, { MAINTENANCE: '1' }),
  ]);
  process.env.E2E_SINK_URL = `http://127.0.0.1:${sinks.httpPort}`;
  process.env.E2E_MAINTENANCE_URL = maintenance.url;
  return async () => {
    await Promise.all([app.stop(), maintenance.stop()]);
    await sinks.close();
  };
}
