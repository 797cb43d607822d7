// /api/admin/storefront/outbox: the events we owe or sent the storefront about what sellers did, newest first,
// in keyset pages, with whether STOREFRONT_EVENTS_URL is set (decision 025, 031).
import { outboxResponseSchema, type OutboxPage } from '../schemas/storefront.ts';
import type { HttpClient } from './client.ts';

export type OutboxRequest = {
  /** nextCursor of the previous page; null for the first. */
  cursor: string | null;
  limit?: number;
};

export const createAdminStorefrontService = (http: HttpClient) => ({
  listOutbox: async ({ cursor, limit }: OutboxRequest): Promise<OutboxPage> =>
    (
      await http.request(outboxResponseSchema, '/api/admin/storefront/outbox', {
        auth: 'admin',
        query: { cursor: cursor ?? undefined, limit },
        fallback: 'The storefront events could not be loaded.',
      })
    ).data,
});

export type AdminStorefrontService = ReturnType<typeof createAdminStorefrontService>;
