// The storefront outbox as an admin reads it (decision 025, 031): GET /api/admin/storefront/outbox, the events
// we owe or sent the storefront about what sellers did, newest first, in keyset pages.
import { z } from 'zod';
import { envelope } from './api.ts';
import { patterned } from './onboarding.ts';
import type { SellerOrderEvent } from './orders.ts';

export const outboxPageSize = 20;
export const outboxPageSizeMax = 100;

export const outboxQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(outboxPageSizeMax, { error: `limit must be at most ${outboxPageSizeMax}` })
    .default(outboxPageSize),
  /** nextCursor of the previous page. */
  cursor: patterned('cursor', /^\d{1,18}$/, 18, 'cursor is not valid').optional(),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

const instant = z.iso.datetime({ offset: true });

export const sellerEventTypes = ['order.accepted', 'order.rejected', 'order.fulfilled'] as const;
export type SellerEventType = (typeof sellerEventTypes)[number];

export const sellerEventSchema = z.object({
  id: z.string(),
  type: z.enum(sellerEventTypes),
  createdAt: instant,
  data: z.object({
    orderNumber: z.string(),
    reason: z.string().optional(),
    courier: z.string().optional(),
    trackingNumber: z.string().optional(),
  }),
}) satisfies z.ZodType<SellerOrderEvent>;

export const outboxEntrySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  orderNumber: z.string(),
  type: z.enum(sellerEventTypes),
  createdAt: instant,
  /** Deliveries tried so far; 0 while it waits for its first, or for a URL to be set. */
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  deliveredAt: instant.nullable(),
  /** The event exactly as it is sent, every attempt. */
  event: sellerEventSchema,
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxResponseSchema = envelope(
  z.object({
    events: z.array(outboxEntrySchema),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
    /**
     * Whether STOREFRONT_EVENTS_URL is set: when it is not, undelivered events are kept, not sent, and are
     * sent once it is set and the server starts again.
     */
    eventsUrlConfigured: z.boolean(),
  }),
);
export type OutboxPage = z.infer<typeof outboxResponseSchema>['data'];
