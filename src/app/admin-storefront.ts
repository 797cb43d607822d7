// The admin's storefront events page (/admin/storefront-events): the paged-list machine over the outbox.
import { fromPromise } from 'xstate';
import type { Page, PageRequest } from '#machines/paged-list/context.ts';
import { pagedListMachine } from '#machines/paged-list/machine.ts';
import type { AdminStorefrontService } from '../services/admin-storefront.ts';
import { outboxListPage } from '../views/admin/storefront/outbox-row.ts';

/** The list's actors over an admin storefront service, real or in-memory. */
export const outboxListActors = (service: AdminStorefrontService) => ({
  loadPage: fromPromise<Page, PageRequest>(async ({ input }) =>
    outboxListPage(await service.listOutbox({ cursor: input.cursor })),
  ),
});

/**
 * The outbox list over `service`. It has no filters, so nothing ever asks for `syncFilters`: it stays the
 * machine's loud placeholder.
 */
export const provideAdminStorefront = (service: AdminStorefrontService) =>
  pagedListMachine.provide({ actors: outboxListActors(service) });
