import type { OrderFulfilBody } from '#schemas/orders';

export type OrderActionsEvent =
  /** The seller picks one of `sellerActions(order)`. */
  | { type: 'order.accept' }
  | { type: 'order.reject' }
  | { type: 'order.ship' }
  | { type: 'accept.confirm' }
  /** The reason form's valid value (orderStatusBodySchema). */
  | { type: 'reject.submit'; reason: string }
  /** The shipment form's valid values (orderFulfilBodySchema: blank is not given). */
  | { type: 'ship.submit'; shipment: OrderFulfilBody }
  /** Back from a step to the choice of actions. */
  | { type: 'panel.back' }
  | { type: 'panel.close' };
