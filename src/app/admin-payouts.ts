// The payout desk's machine joined to the admin payouts service, the address bar, file downloads and the
// toasts.
import { fromPromise } from 'xstate';
import { orderTimeZone } from '#schemas/orders';
import type { Page, PageRequest } from '../machines/paged-list/context.ts';
import { pagedListMachine } from '../machines/paged-list/machine.ts';
import { deskLocation, deskPage, deskRequest } from '../machines/admin-payouts/context.ts';
import { payoutDeskMachine, type DecideInput } from '../machines/admin-payouts/machine.ts';
import type { AdminPayoutsService } from '../services/admin-payouts.ts';
import { showToast } from '../views/toast/toasts.ts';
import type { Navigate } from './logic.ts';
import { saveFile } from './save-file.ts';

/** Today in Philippine time as YYYY-MM-DD (en-CA writes dates that way), as the server names the batch file. */
const philippineToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: orderTimeZone }).format(new Date());

/** The desk's actors over an admin payouts service, real or in-memory; `save` receives the export's file. */
export const payoutDeskActors = (
  service: AdminPayoutsService,
  save: (blob: Blob, name: string) => void = saveFile,
) => ({
  loadPage: fromPromise<Page, PageRequest>(async ({ input }) =>
    deskPage(await service.list(deskRequest(input)), input),
  ),
  decide: fromPromise(({ input }: { input: DecideInput }) => service.decide(input.id, input.decision)),
  exportPending: fromPromise<void>(async () => {
    save(await service.downloadPendingCsv(), `payouts-pending-${philippineToday()}.csv`);
  }),
});

/** The desk over `service`; its tab lives in /admin/payouts' URL, replaced in place so Back leaves the desk. */
export const provideAdminPayouts = (
  service: AdminPayoutsService,
  navigate: Navigate,
  save?: (blob: Blob, name: string) => void,
) => {
  const { loadPage, decide, exportPending } = payoutDeskActors(service, save);
  return payoutDeskMachine.provide({
    actors: {
      list: pagedListMachine.provide({
        actors: { loadPage },
        actions: {
          syncFilters: ({ context }) => navigate(deskLocation(context.filters), { replace: true }),
        },
      }),
      decide,
      exportPending,
    },
    actions: { showToast: (_, content) => showToast(content) },
  });
};
