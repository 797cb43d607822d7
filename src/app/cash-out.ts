// The cash-out modal's machine joined to the earnings service. The payments page provides it as its
// `cashOut` actor (src/app/payments.ts).
import { fromPromise } from 'xstate';
import { cashOutMachine } from '#machines/cash-out/machine.ts';
import type { PaymentChannel, PayoutRequest, PayoutRequestBody } from '#schemas/earnings';
import type { EarningsService } from '../services/earnings.ts';

export type CashOutService = Pick<EarningsService, 'getPaymentChannels' | 'requestPayout'>;

export const provideCashOut = (service: CashOutService) =>
  cashOutMachine.provide({
    actors: {
      loadChannels: fromPromise<PaymentChannel[]>(({ signal }) => service.getPaymentChannels(signal)),
      requestPayout: fromPromise<PayoutRequest, PayoutRequestBody>(({ input }) =>
        service.requestPayout(input),
      ),
    },
  });
