// One order's actions panel (spec §2): the buttons the order lifecycle allows now, then the step the
// seller picked: a confirmation (Accept), the reason the buyer reads (Reject) or the courier and tracking
// number (Mark as shipped). A refusal (409: the order moved on meanwhile) shows the server's words.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { OrderActionsMachine } from '#machines/order-actions/machine.ts';
import {
  selectActions,
  selectIsBusy,
  selectOrder,
  selectRefusal,
  selectStep,
  type OrderActionsStep,
} from '#machines/order-actions/selectors.ts';
import type { SellerOrderEventType } from '#machines/order-status/machine.ts';
import {
  courierMax,
  orderShipmentSchema,
  orderStatusBodySchema,
  rejectionReasonMax,
  trackingNumberMax,
  type OrderFulfilBody,
} from '#schemas/orders';
import { useForm } from '../../form/use-form.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { DialogActions, DialogText } from '../../ui/Dialog.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextField } from '../../ui/TextField.tsx';
import * as styles from './OrderActionsPanel.css.ts';

export type OrderActionsActor = ActorRefFrom<OrderActionsMachine>;

/** The buttons' words, in the order they show. */
export const actionLabels: Record<SellerOrderEventType, string> = {
  ACCEPT: 'Accept',
  REJECT: 'Reject',
  SHIP: 'Mark as shipped',
};

export type OrderActionsViewProps = {
  orderNumber: string;
  step: OrderActionsStep;
  actions: readonly SellerOrderEventType[];
  isBusy: boolean;
  /** The server's reason for refusing the last request. */
  refusal: string | null;
  onAction: (action: SellerOrderEventType) => void;
  onConfirmAccept: () => void;
  onReject: (reason: string) => void;
  onShip: (shipment: OrderFulfilBody) => void;
  onBack: () => void;
  /** Given where the panel can be closed (the list's dialog); the detail page keeps it open. */
  onClose?: () => void;
};

/** The panel from plain props, so every step has a story without a machine. */
export function OrderActionsView(props: OrderActionsViewProps) {
  const { step, refusal } = props;
  if (step === 'done') return null;
  return (
    <div className={styles.panel}>
      {step === 'choosing' ? <Choices {...props} /> : null}
      {step === 'accepting' ? <AcceptStep {...props} /> : null}
      {step === 'rejecting' ? <RejectStep {...props} /> : null}
      {step === 'shipping' ? <ShipStep {...props} /> : null}
      {refusal ? <Banner tone="error">{refusal}</Banner> : null}
    </div>
  );
}

function Choices({ actions, onAction, onClose }: OrderActionsViewProps) {
  return (
    <div className={styles.choices}>
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'REJECT' ? 'secondary' : 'primary'}
          onPress={() => onAction(action)}
        >
          {actionLabels[action]}
        </Button>
      ))}
      {onClose ? (
        <Button variant="ghost" onPress={onClose}>
          Close
        </Button>
      ) : null}
    </div>
  );
}

function AcceptStep({ orderNumber, isBusy, onConfirmAccept, onBack }: OrderActionsViewProps) {
  return (
    <>
      <DialogText>
        Accept order #{orderNumber}? The buyer is told you are preparing it; next you mark it as shipped.
      </DialogText>
      <DialogActions>
        <Button variant="ghost" isDisabled={isBusy} onPress={onBack}>
          Back
        </Button>
        <Button isDisabled={isBusy} onPress={onConfirmAccept} autoFocus>
          {isBusy ? 'Accepting…' : 'Accept order'}
        </Button>
      </DialogActions>
    </>
  );
}

function RejectStep({ isBusy, onReject, onBack }: OrderActionsViewProps) {
  const { field, formProps } = useForm(
    orderStatusBodySchema,
    { status: 'rejected', reason: '' },
    ({ reason }) => onReject(reason ?? ''),
  );
  return (
    <Form {...formProps}>
      <DialogText>The buyer reads this reason. The order&apos;s stock goes back to your catalog.</DialogText>
      <TextField
        {...field('reason')}
        multiline
        label="Reason for rejecting"
        isDisabled={isBusy}
        maxLength={rejectionReasonMax}
        autoFocus
      />
      <DialogActions>
        <Button variant="ghost" isDisabled={isBusy} onPress={onBack}>
          Back
        </Button>
        <Button type="submit" variant="danger" isDisabled={isBusy}>
          {isBusy ? 'Rejecting…' : 'Reject order'}
        </Button>
      </DialogActions>
    </Form>
  );
}

function ShipStep({ isBusy, onShip, onBack }: OrderActionsViewProps) {
  const { field, formProps } = useForm(orderShipmentSchema, { courier: '', trackingNumber: '' }, onShip);
  return (
    <Form {...formProps}>
      <DialogText>Add the courier and the tracking number if you have them; the buyer sees them.</DialogText>
      <TextField
        {...field('courier')}
        label="Courier (optional)"
        isDisabled={isBusy}
        maxLength={courierMax}
        autoFocus
      />
      <TextField
        {...field('trackingNumber')}
        label="Tracking number (optional)"
        isDisabled={isBusy}
        maxLength={trackingNumberMax}
      />
      <DialogActions>
        <Button variant="ghost" isDisabled={isBusy} onPress={onBack}>
          Back
        </Button>
        <Button type="submit" isDisabled={isBusy}>
          {isBusy ? 'Saving…' : 'Mark as shipped'}
        </Button>
      </DialogActions>
    </Form>
  );
}

const eventOfAction = {
  ACCEPT: 'order.accept',
  REJECT: 'order.reject',
  SHIP: 'order.ship',
} as const satisfies Record<SellerOrderEventType, string>;

/** The panel driven by its actor (invoked by the list or the detail while it is open). */
export function OrderActionsPanel({
  actor,
  closable = false,
}: {
  actor: OrderActionsActor;
  closable?: boolean;
}) {
  const order = useSelector(actor, selectOrder);
  const step = useSelector(actor, selectStep);
  const actions = useSelector(actor, selectActions);
  const isBusy = useSelector(actor, selectIsBusy);
  const refusal = useSelector(actor, selectRefusal);
  return (
    <OrderActionsView
      orderNumber={order.orderNumber}
      step={step}
      actions={actions}
      isBusy={isBusy}
      refusal={refusal}
      onAction={(action) => actor.send({ type: eventOfAction[action] })}
      onConfirmAccept={() => actor.send({ type: 'accept.confirm' })}
      onReject={(reason) => actor.send({ type: 'reject.submit', reason })}
      onShip={(shipment) => actor.send({ type: 'ship.submit', shipment })}
      onBack={() => actor.send({ type: 'panel.back' })}
      {...(closable ? { onClose: () => actor.send({ type: 'panel.close' }) } : {})}
    />
  );
}
