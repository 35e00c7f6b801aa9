// One run of the journeys: the sinks, the portal on demo data, and a second portal in maintenance mode.
import { startSinks } from './sinks';
import { startServer } from './server';

// E2E_PORT lets two checkouts run their journeys at once on one machine.
const base = Number(process.env.E2E_PORT ?? 3311);
export const ports = { app: base, maintenance: base + 1 };

export default async function globalSetup() {
  const sinks = await startSinks();
  const [app, maintenance] = await Promise.all([
    startServer(ports.app, {
      SMTP_URL: `smtp://127.0.0.1:${sinks.smtpPort}`,
      SMS_WEBHOOK_URL: `http://127.0.0.1:${sinks.httpPort}/sms`,
      // The staff console's admins: one per staff journey, so that one journey's sign-ins (and their waits for the 60 s
      // resend gap) never use up another's hourly cap of codes per email.
      ADMIN_EMAIL:
        'admin@club.example,admin-content@club.example,admin-integration@club.example,admin-support@club.example,admin-keyboard@club.example',
    }),
    startServer(ports.maintenance, { MAINTENANCE: '1' }),
  ]);
  process.env.E2E_SINK_URL = `http://127.0.0.1:${sinks.httpPort}`;
  process.env.E2E_MAINTENANCE_URL = maintenance.url;
  return async () => {
    await Promise.all([app.stop(), maintenance.stop()]);
    await sinks.close();
  };
}
