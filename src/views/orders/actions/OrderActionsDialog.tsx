// The actions panel as the orders list opens it: a modal titled by the order, closed by Close, Escape or a
// press outside (not while a request is on its way); closing ends the panel's actor without a change.
import { useSelector } from '@xstate/react';
import { selectIsBusy, selectOrder } from '#machines/order-actions/selectors.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { OrderActionsPanel, type OrderActionsActor } from './OrderActionsPanel.tsx';

export function OrderActionsDialog({ actor }: { actor: OrderActionsActor }) {
  const order = useSelector(actor, selectOrder);
  const isBusy = useSelector(actor, selectIsBusy);
  return (
    <Modal
      isOpen
      size="sm"
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'panel.close' });
      }}
    >
      <Dialog title={`Order #${order.orderNumber}`}>
        <OrderActionsPanel actor={actor} closable />
      </Dialog>
    </Modal>
  );
}
