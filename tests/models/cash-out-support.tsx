// The payments page's side of the cash-out modal, for its stories and model test until they can open it from
// the page itself: a parent that invokes the real provided machine as `cashOut` with /earnings as the
// service answers it, renders the real CashOutDialog while it runs, keeps the requests it hears of
// (`cashOut.requested`) and can open the modal again.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { assign, createActor, setup, type InspectionEvent } from 'xstate';
import type { CashOutInput } from '#machines/cash-out/context.ts';
import type { CashOutRequestedEvent } from '#machines/cash-out/events.ts';
import type { PayoutRequest } from '#schemas/earnings';
import { provideCashOut, type CashOutService } from '../../src/app/cash-out.ts';
import { CashOutDialog } from '../../src/views/payments/cash-out/CashOutDialog.tsx';
import { Button } from '../../src/views/ui/Button.tsx';

export const cashOutStage = (service: CashOutService) =>
  setup({
    types: {} as {
      context: CashOutInput & { requested: PayoutRequest[] };
      events: CashOutRequestedEvent | { type: 'open' };
      input: CashOutInput;
    },
    actors: { cashOut: provideCashOut(service) },
    actions: {
      addRequest: assign({
        requested: ({ context, event }) =>
          event.type === 'cashOut.requested'
            ? [...context.requested, event.payoutRequest]
            : context.requested,
      }),
    },
  }).createMachine({
    id: 'cashOutStage',
    context: ({ input }) => ({ ...input, requested: [] }),
    initial: 'open',
    on: { 'cashOut.requested': { actions: 'addRequest' } },
    states: {
      open: {
        invoke: {
          id: 'cashOut',
          src: 'cashOut',
          input: ({ context }) => ({ earnings: context.earnings }),
          onDone: 'closed',
        },
      },
      closed: { on: { open: 'open' } },
    },
  });

export type CashOutStageProps = CashOutInput & {
  service: CashOutService;
  inspect?: (event: InspectionEvent) => void;
};

/** The modal open over a stand-in for the payments page: what was requested, and Cash out to open it again. */
export function CashOutStage({ service, earnings, inspect }: CashOutStageProps) {
  const [stage] = useState(() =>
    createActor(cashOutStage(service), { input: { earnings }, ...(inspect ? { inspect } : {}) }).start(),
  );
  const cashOut = useSelector(stage, (snapshot) => snapshot.children.cashOut);
  const requested = useSelector(stage, (snapshot) => snapshot.context.requested);
  return (
    <>
      <ul aria-label="Requested">
        {requested.map((request) => (
          <li key={request.id}>
            Request #{request.id}: {request.channelName} {request.amount}
          </li>
        ))}
      </ul>
      <Button onPress={() => stage.send({ type: 'open' })}>Cash out</Button>
      {cashOut ? <CashOutDialog actor={cashOut} /> : null}
    </>
  );
}
