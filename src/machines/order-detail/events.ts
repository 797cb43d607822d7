import type { PackingSlipSize } from './context.ts';

export type OrderDetailEvent =
  | { type: 'order.retry' }
  /** Download the order's packing slip (a PDF the server makes) on this paper. */
  | { type: 'slip.download'; size: PackingSlipSize };
