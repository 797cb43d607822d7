// The notification feed (spec §3, §7): list, unread count, mark-read requests and the live count event.
import { z } from 'zod';
import { envelope } from './api.ts';
import { text } from './text.ts';

/** Page size of the feed (spec §9) and the most one request may ask for. */
export const notificationPageSize = 10;
export const notificationPageSizeMax = 50;
/** How many ids one mark-read call may carry; the panel never holds more than a few pages. */
export const markReadIdsMax = 200;

/** A path inside the portal: one leading slash, never `//host` (which a browser reads as another site). */
export const portalPathSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)[^\s\\]*$/, { error: 'Must be a path inside the portal' });

export const notificationMetadataSchema = z.object({ redirectUrl: portalPathSchema.optional() });
export type NotificationMetadata = z.infer<typeof notificationMetadataSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  metadata: notificationMetadataSchema,
  createdAt: z.iso.datetime({ offset: true }),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(notificationPageSizeMax, { error: `limit must be at most ${notificationPageSizeMax}` })
    .default(notificationPageSize),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(100_000, { error: 'page is too large' })
    .default(1),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), hasNextPage: z.boolean() }),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;
export const notificationsPageResponseSchema = envelope(notificationsPageSchema);

export const unreadCountSchema = z.object({ unreadCount: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
/** GET /api/notifications/unread-count; each Server-Sent Event of the stream carries a bare `unreadCount`. */
export const unreadCountResponseSchema = envelope(unreadCountSchema);

export const markReadSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'Each id must be a notification id' }), { error: 'ids must be a list' })
    .max(markReadIdsMax, { error: `At most ${markReadIdsMax} ids at once` }),
});
export type MarkReadRequest = z.infer<typeof markReadSchema>;

/** The stream's query: EventSource cannot send headers, so the session token travels here on this route only. */
export const notificationStreamQuerySchema = z.object({
  token: text({ label: 'token', max: 512 }).min(1, { error: 'token must not be blank' }).optional(),
});
