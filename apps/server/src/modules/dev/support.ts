// Development only: answer support tickets as staff until the staff console exists. GET /dev/support lists the latest
// tickets of every company with a reply box; POST /dev/support/{uuid}/reply { message, staff_name?, status? } calls the
// support module's `replyAsStaff` — the same function the staff console's POST /admin/api/support/{uuid}/messages
// calls — so the member gets the reply and the 'reply_support_chat_message' notification. Never in production.
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParamsSchema } from '@club/contract/common';
import { supportLimits, supportMessageSchema } from '@club/contract/support';
import { requestCtx, type ModulePlugin } from '../../deps.ts';
import { latestTicketsForStaff, replyAsStaff } from '../support/service.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const statusLabel: Record<number, string> = { 1: 'open', 2: 'in progress', 3: 'resolved' };

export const devReplyBodySchema = z.object({
  message: z.string().trim().min(1).max(supportLimits.messageMax),
  staff_name: z.string().trim().min(1).max(100).default('Club support'),
  status: z.union([z.literal(2), z.literal(3)]).optional(),
});

const routes: ModulePlugin = async (plain, { deps }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/dev/support/:uuid/reply',
    { schema: { hide: true, params: uuidParamsSchema, body: devReplyBodySchema, response: { 201: supportMessageSchema } } },
    async (request, reply) => {
      const message = await replyAsStaff(requestCtx(deps, request), request.params.uuid, {
        message: request.body.message,
        staffName: request.body.staff_name,
        status: request.body.status,
      });
      return reply.code(201).send(message);
    },
  );

  app.get('/dev/support', { schema: { hide: true } }, async (request, reply) => {
    const tickets = await latestTicketsForStaff(requestCtx(deps, request), 50);
    const rows = tickets
      .map(
        (t) => `<tr><td>${escape(t.title)}<br><small><code>${t.uuid}</code></small></td><td>${statusLabel[t.status] ?? t.status}</td>
<td>${t.updated_at.replace('T', ' ').slice(0, 19)}</td>
<td><form data-uuid="${t.uuid}"><label>Reply <textarea name="message" required rows="2"></textarea></label>
<label><input type="checkbox" name="resolve"> resolve</label> <button>Send as staff</button> <output></output></form></td></tr>`,
      )
      .join('');
    reply.type('text/html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Support tickets (development)</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#111}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left;font-size:14px}textarea{display:block;width:100%}</style></head>
<body><h1>Support tickets</h1><p>Answer a ticket as the club's staff (the member sees the reply and gets a notification). This page exists only outside production; the staff console replaces it.</p>
<table><thead><tr><th>Ticket</th><th>Status</th><th>Last activity (UTC)</th><th>Answer</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No tickets yet.</td></tr>'}</tbody></table>
<script>document.querySelectorAll('form[data-uuid]').forEach(function(f){f.addEventListener('submit',function(e){e.preventDefault();var o=f.querySelector('output');
fetch('/dev/support/'+f.dataset.uuid+'/reply',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({message:f.message.value,status:f.resolve.checked?3:undefined})})
.then(function(r){o.textContent=r.ok?'Sent.':'Failed ('+r.status+')';if(r.ok)f.message.value='';});});});</script></body></html>`);
  });
};
export default routes;
