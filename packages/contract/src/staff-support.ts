// The staff console's support area (DESIGN §9 Staff; spec working-areas §3 Support ticket, §4 Support ticket status):
// GET /admin/api/support?status=&page=&limit= · GET /admin/api/support/{uuid} · POST /admin/api/support/{uuid}/messages
// `{ message, status? }` · POST /admin/api/support/{uuid}/status `{ status }`.
import { z } from 'zod';
import { pagedSchema } from './common.ts';
import { replyBodySchema, supportMessageSchema, supportTicketSchema } from './support.ts';

/** 1 open, 2 in progress, 3 resolved. */
export const staffTicketStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const staffTicketsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.coerce.number().int().min(1).max(3).optional(),
  sort: z.enum(['updated_at', 'created_at']).default('updated_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type StaffTicketsQuery = z.infer<typeof staffTicketsQuerySchema>;

export const staffTicketSchema = supportTicketSchema.extend({
  company: z.object({ uuid: z.uuid(), name: z.string(), region_id: z.number().int() }),
  /** Who wrote last: a ticket whose last word is the member's waits for staff. */
  last_sender: z.enum(['installer', 'admin']).nullable(),
  messages: z.number().int(),
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;
export const staffTicketListSchema = pagedSchema(staffTicketSchema);
export type StaffTicketList = z.infer<typeof staffTicketListSchema>;

export const staffTicketDetailSchema = z.object({
  ticket: staffTicketSchema,
  /** The member who opened it (null once deleted). */
  author: z.object({ uuid: z.uuid(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  /** The client's info sent with the ticket: language, hostname, region, appVersion, appType. */
  info: z.record(z.string(), z.unknown()),
  data: z.array(supportMessageSchema),
});
export type StaffTicketDetail = z.infer<typeof staffTicketDetailSchema>;

/** A staff answer; `status` lets staff resolve (3) or keep in progress (2) with the same answer. */
export const staffReplyBodySchema = replyBodySchema.extend({ status: z.union([z.literal(2), z.literal(3)]).optional() });
export type StaffReplyBody = z.infer<typeof staffReplyBodySchema>;

export const ticketStatusBodySchema = z.object({ status: staffTicketStatusSchema });
export type TicketStatusBody = z.infer<typeof ticketStatusBodySchema>;
