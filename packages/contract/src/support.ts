// Support chat with the club's staff (spec working areas §2 Support chat, §3 Support ticket, §4 status, §5, §7, §9).
// GET /v1/support?page=&limit=&installer_uuid= · POST /v1/support · GET /v1/support/{uuid}/chat?limit=
// POST /v1/support/{uuid}/chat
import { z } from 'zod';
import { pageMetaSchema } from './common.ts';
import { pageSizes, supportLimits, ticketStatus } from './constants.ts';
import { messages } from './validators.ts';

export { supportLimits } from './constants.ts';

export const ticketStatuses = [ticketStatus.open, ticketStatus.inProgress, ticketStatus.resolved] as const;

export const supportMessageSchema = z.object({
  uuid: z.uuid(),
  sender: z.enum(['installer', 'admin']),
  message: z.string(),
  /** The installer's or the staff member's name as shown on the bubble. */
  author: z.string(),
  created_at: z.iso.datetime(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportTicketSchema = z.object({
  uuid: z.uuid(),
  title: z.string(),
  /** 1 open, 2 in progress, 3 resolved */
  status: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const supportListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(pageSizes.supportStart),
  /** Only this member's tickets (owners may ask for any member of their company). */
  installer_uuid: z.uuid().optional(),
});
export type SupportListQuery = z.infer<typeof supportListQuerySchema>;

export const supportListSchema = z.object({ data: z.array(supportTicketSchema), meta: pageMetaSchema });
export type SupportList = z.infer<typeof supportListSchema>;

const body = (max: number) => z.string().trim().min(1, messages.required).max(max, 'validation.tooLong');

export const ticketInfoSchema = z.object({
  language: z.string().max(16),
  hostname: z.string().max(255),
  region: z.union([z.string().max(16), z.number().int()]),
  appVersion: z.string().max(64),
  appType: z.string().max(32),
});

export const newTicketBodySchema = z.object({
  title: body(supportLimits.titleMax),
  message: body(supportLimits.messageMax),
  info: ticketInfoSchema,
});
export type NewTicketBody = z.infer<typeof newTicketBodySchema>;

export const replyBodySchema = z.object({ message: body(supportLimits.messageMax) });
export type ReplyBody = z.infer<typeof replyBodySchema>;

export const chatQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(supportLimits.chatLimit).default(supportLimits.chatLimit),
});

export const chatSchema = z.object({ ticket: supportTicketSchema, data: z.array(supportMessageSchema) });
export type Chat = z.infer<typeof chatSchema>;
