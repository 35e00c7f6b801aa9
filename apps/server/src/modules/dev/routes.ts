// Development only: the outbox as a page, so a person can sign in with no mail server; demo serials; and
// POST /dev/sessions for the end-to-end journeys (sessions.ts), and POST /dev/shop/variants/{uuid} to change a price
// (shop.ts). Never registered in production.
import type { ModulePlugin } from '../../deps.ts';
import { recentMessages } from '../outbox/service.ts';
import { unclaimedUnits } from '../projects/service.ts';
import sessionRoutes from './sessions.ts';
import shopRoutes from './shop.ts';
import supportRoutes from './support.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const routes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;
  await app.register(sessionRoutes, { deps });
  await app.register(shopRoutes, { deps });
  await app.register(supportRoutes, { deps });
  // Demo serial numbers no scan holds yet, so a person can try scanning by typing one (or a test can pick one).
  app.get('/dev/serials.json', { schema: { hide: true } }, async () => {
    const units = await unclaimedUnits(db, 200);
    return units.map((u) => ({
      serial_number: u.serialNumber,
      product_group: u.productGroup,
      name: u.name,
      type: u.type,
      size: u.size,
      variant: u.variant,
    }));
  });
  app.get('/dev/serials', { schema: { hide: true } }, async (_request, reply) => {
    const units = await unclaimedUnits(db, 200);
    const rows = units
      .map(
        (u) =>
          `<tr><td><code>${escape(u.serialNumber)}</code></td><td>${escape(u.name)}</td><td>${escape(u.type)}</td><td>${escape(u.size)}</td><td>${escape(u.variant)}</td><td>${escape(u.productGroup)}</td></tr>`,
      )
      .join('');
    reply.type('text/html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Demo serial numbers (development)</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#111}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;text-align:left;font-size:14px}code{font-size:15px}</style></head>
<body><h1>Demo serial numbers</h1><p>Product units of the demo data that no project has scanned yet (first 200). Type one on a project's scan page. This page exists only outside production.</p>
<table><thead><tr><th>Serial number</th><th>Product</th><th>Type</th><th>Size</th><th>Variant</th><th>Group</th></tr></thead><tbody>${rows || '<tr><td colspan="6">No unscanned units. Start with SEED=demo on an empty database.</td></tr>'}</tbody></table></body></html>`);
  });

  app.get('/dev/outbox.json', { schema: { hide: true } }, async () => {
    return recentMessages(db, 100);
  });
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await recentMessages(db, 100);
    const items = rows
      .map(
        (r) =>
          `<tr><td>${r.id}</td><td>${r.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${r.channel}</td><td>${escape(r.recipient)}</td><td>${escape(r.kind)}</td><td>${r.status}</td><td><strong>${escape(r.subject ?? '')}</strong><pre>${escape(r.body)}</pre></td></tr>`,
      )
      .join('');
    reply.type('text/html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="10"><title>Outbox (development)</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#111}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left;font-size:14px}pre{white-space:pre-wrap;margin:.3rem 0 0;font-size:15px}</style></head>
<body><h1>Outbox</h1><p>Every email and SMS the server sent (newest first). This page exists only outside production and refreshes every 10 seconds.</p>
<table><thead><tr><th>#</th><th>Time (UTC)</th><th>Channel</th><th>To</th><th>Kind</th><th>Status</th><th>Message</th></tr></thead><tbody>${items || '<tr><td colspan="7">Nothing sent yet.</td></tr>'}</tbody></table></body></html>`);
  });
};
export default routes;
