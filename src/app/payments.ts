// The Payments page's machine joined to the earnings service, file downloads and the toasts; its cash-out
// modal is the one src/app/cash-out.ts provides.
import { fromPromise } from 'xstate';
import { paymentsMachine } from '#machines/payments/machine.ts';
import type { Earnings, PayoutPage, Statement } from '#schemas/earnings';
import type { EarningsService } from '../services/earnings.ts';
import { showToast } from '../views/toast/toasts.ts';
import { provideCashOut } from './cash-out.ts';
import { saveFile } from './save-file.ts';

/** The machine /payments runs, over an earnings service (real or in-memory); `save` receives the CSV. */
export const providePayments = (
  service: EarningsService,
  save: (blob: Blob, name: string) => void = saveFile,
) =>
  paymentsMachine.provide({
    actors: {
      // No abort signal, like the order list: React's development StrictMode stops the first actor.
      loadEarnings: fromPromise<Earnings>(() => service.getEarnings()),
      loadPayoutRequests: fromPromise<PayoutPage, { cursor: string | null }>(({ input }) =>
        service.listPayoutRequests(input.cursor ?? undefined),
      ),
      loadStatement: fromPromise<Statement, { month: string | null }>(({ input }) =>
        service.getStatement(input.month ?? undefined),
      ),
      downloadStatement: fromPromise<void, { month: string }>(async ({ input }) => {
        save(await service.downloadStatementCsv(input.month), `statement-${input.month}.csv`);
      }),
      cashOut: provideCashOut(service),
    },
    actions: { showToast: (_, content) => showToast(content) },
  });
