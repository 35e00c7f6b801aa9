// The operator's command line for the integration API until the staff console has its screens (DESIGN §9):
//   npm run integration:keys -- create --name "ERP" --scopes product-units:write,projects:read
//   npm run integration:keys -- list
//   npm run integration:keys -- revoke <id>
//   npm run integration:webhooks -- create --url https://crm.example.com/hooks --events order.placed,project.closed [--secret S]
//   npm run integration:webhooks -- list | pause <id> | resume <id>
//   npm run integration:webhooks -- deliveries [--status failed] | redeliver <delivery id>
// It opens the database the server would (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first then,
// the embedded database takes one process at a time). A key or secret is printed once and never again.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import {
  createApiKey,
  createWebhookEndpoint,
  listApiKeys,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
  revokeApiKey,
  setWebhookEndpointActive,
} from './modules/integration/service.ts';
import { DomainError } from './lib/errors.ts';

const usage = `usage:
  integration:keys -- create --name <name> --scopes <scope,scope>   (scopes: product-units:write, companies:read, projects:read, orders:read)
  integration:keys -- list
  integration:keys -- revoke <id>
  integration:webhooks -- create --url <url> --events <event,event> [--secret <secret>]
  integration:webhooks -- list | pause <id> | resume <id>
  integration:webhooks -- deliveries [--status pending|delivered|failed] | redeliver <delivery id>`;

const out = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const [area, command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      scopes: { type: 'string' },
      url: { type: 'string' },
      events: { type: 'string' },
      secret: { type: 'string' },
      status: { type: 'string' },
    },
  });
  const list = (v: string | undefined) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const config = loadConfig();
  const database = await openDatabase(config);
  const ctx = { db: database.db, now: () => new Date(), config };
  try {
    if (area === 'keys' && command === 'create') {
      const { key, apiKey } = await createApiKey(ctx, { name: values.name ?? '', scopes: list(values.scopes) });
      out(`created ${apiKey.id} "${apiKey.name}" (${apiKey.scopes.join(', ')})`);
      out(`key (shown once, keep it secret): ${key}`);
    } else if (area === 'keys' && command === 'list') {
      for (const k of await listApiKeys(ctx))
        out(
          `${k.id}  ${k.prefix}…  ${k.name}  [${k.scopes.join(', ')}]  created ${k.created_at}  last used ${k.last_used_at ?? 'never'}${k.revoked_at ? `  REVOKED ${k.revoked_at}` : ''}`,
        );
    } else if (area === 'keys' && command === 'revoke' && positionals[0]) {
      const k = await revokeApiKey(ctx, { id: positionals[0] });
      out(`revoked ${k.id} "${k.name}" at ${k.revoked_at ?? ''}`);
    } else if (area === 'webhooks' && command === 'create') {
      const { endpoint, secret } = await createWebhookEndpoint(ctx, {
        url: values.url ?? '',
        events: list(values.events),
        secret: values.secret,
      });
      out(`created ${endpoint.id} ${endpoint.url} (${endpoint.events.join(', ')})`);
      out(`signing secret (shown once): ${secret}`);
    } else if (area === 'webhooks' && command === 'list') {
      for (const e of await listWebhookEndpoints(ctx))
        out(`${e.id}  ${e.active ? 'active' : 'PAUSED'}  ${e.url}  [${e.events.join(', ')}]`);
    } else if (area === 'webhooks' && (command === 'pause' || command === 'resume') && positionals[0]) {
      const e = await setWebhookEndpointActive(ctx, { id: positionals[0], active: command === 'resume' });
      out(`${e.id} ${e.active ? 'active' : 'paused'}`);
    } else if (area === 'webhooks' && command === 'deliveries') {
      const status = values.status as 'pending' | 'delivered' | 'failed' | undefined;
      for (const d of await listWebhookDeliveries(ctx, { status }))
        out(
          `${d.id}  ${d.status}  ${d.eventType} ${d.eventUuid}  → ${d.url}  attempts ${d.attempts}  last ${d.lastStatus ?? '-'} ${d.lastError ?? ''}`,
        );
    } else if (area === 'webhooks' && command === 'redeliver' && positionals[0]) {
      await redeliverWebhook(ctx, { id: Number(positionals[0]) });
      out(`delivery ${positionals[0]} queued again`);
    } else {
      console.error(usage);
      process.exitCode = 64;
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DomainError) {
    console.error(err instanceof DomainError ? `${err.message}\n  ${err.errors.join('\n  ')}` : err.message);
    process.exit(err instanceof ConfigError ? 78 : 65);
  }
  console.error(err);
  process.exit(1);
});
