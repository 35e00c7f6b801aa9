// The signed-in user's notifications (spec access §2–3, §7).
// GET /v1/notifications?page=&limit= · PATCH /v1/notifications/{uuid} · PATCH /v1/notifications/read-all
import { z } from 'zod';
import { pageMetaSchema, pageQuerySchema } from './common.ts';
import { notificationTypes, pageSizes } from './constants.ts';

export const notificationSchema = z.object({
  uuid: z.uuid(),
  title: z.string(),
  /** Already in the user's language (written when the event happened). */
  text: z.string(),
  type: z.enum(notificationTypes),
  /** What happened: welcome_points, points_expired, order_reservation, reply_support_chat_message... */
  kind: z.string(),
  /** A portal path to open, e.g. /support/chat/{ticket_uuid}; null when none. */
  link: z.string().nullable(),
  /** true while unread */
  mark: z.boolean(),
  created_at: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Newest first; `limit` defaults to 20. */
export const notificationsQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(pageSizes.notifications),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  meta: pageMetaSchema,
  /** Unread notifications of the user in total (the bell's count). */
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** PATCH /v1/notifications/{uuid}: marks it read (body optional, `{}` is fine); answers the notification. Another user's → 404. */
export const markNotificationBodySchema = z.object({}).nullish();

/** PATCH /v1/notifications/read-all: marks every notification of the user read. */
export const readAllResponseSchema = z.object({ updated: z.number().int(), unread: z.number().int() });
export type ReadAllResponse = z.infer<typeof readAllResponseSchema>;
