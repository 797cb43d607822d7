// The cash-out modal as the payments page opens it, driven by its `cashOut` actor: closed by Cancel, Escape
// or a press outside (not while the request is on its way); closing ends the actor without a request.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CashOutMachine } from '#machines/cash-out/machine.ts';
import {
  selectBounds,
  selectChannels,
  selectFailureText,
  selectIsBusy,
  selectServerErrors,
  selectStep,
} from '#machines/cash-out/selectors.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { CashOutView } from './CashOutPanel.tsx';

export type CashOutActor = ActorRefFrom<CashOutMachine>;

export function CashOutDialog({ actor }: { actor: CashOutActor }) {
  const step = useSelector(actor, selectStep);
  const channels = useSelector(actor, selectChannels);
  const bounds = useSelector(actor, selectBounds);
  const isBusy = useSelector(actor, selectIsBusy);
  const serverErrors = useSelector(actor, selectServerErrors);
  const failureText = useSelector(actor, selectFailureText);
  const close = () => actor.send({ type: 'cashOut.close' });
  if (step === 'done') return null;
  return (
    <Modal
      isOpen
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
    >
      <Dialog title="Cash out">
        <CashOutView
          step={step}
          channels={channels}
          bounds={bounds}
          isBusy={isBusy}
          serverErrors={serverErrors}
          failureText={failureText}
          onRetry={() => actor.send({ type: 'channels.retry' })}
          onSubmit={(body) => actor.send({ type: 'cashOut.submit', body })}
          onClose={close}
        />
      </Dialog>
    </Modal>
  );
}
