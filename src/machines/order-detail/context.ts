import type { Order } from '#schemas/orders';
import type { Failure } from '../shared/failure.ts';

/** The packing slip's paper: A6 (a label-sized slip) or A4. */
export type PackingSlipSize = 'a6' | 'a4';

export type OrderDetailContext = {
  /** The id from the path, as written (the server answers 404 for one that is not a number). */
  orderId: string;
  order: Order | null;
  failure: Failure | null;
  /** The packing slip on its way, if one is. */
  slipSize: PackingSlipSize | null;
};

export type OrderDetailInput = { orderId: string };

export type PackingSlipRequest = { id: number; orderNumber: string; size: PackingSlipSize };

export const initialContext = ({ orderId }: OrderDetailInput): OrderDetailContext => ({
  orderId,
  order: null,
  failure: null,
  slipSize: null,
});
