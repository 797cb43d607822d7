import type { OrderActionsField } from './context.ts';

export type OrderActionsEvent =
  /** The seller picks one of `sellerActions(order)`. */
  | { type: 'order.accept' }
  | { type: 'order.reject' }
  | { type: 'order.ship' }
  | { type: 'accept.confirm' }
  | { type: 'field.change'; field: OrderActionsField; value: string }
  | { type: 'reject.submit' }
  | { type: 'ship.submit' }
  /** Back from a step to the choice of actions. */
  | { type: 'panel.back' }
  | { type: 'panel.close' };
