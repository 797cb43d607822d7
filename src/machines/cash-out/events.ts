import type { PayoutRequest, PayoutRequestBody } from '#schemas/earnings';

export type CashOutEvent =
  /** Load the payment channels again after they failed. */
  | { type: 'channels.retry' }
  /** The form's valid values (`payoutRequestBodySchema` parsed them: the amount in centavos). */
  | { type: 'cashOut.submit'; body: PayoutRequestBody }
  /** Cancel, Escape or a press outside the modal. */
  | { type: 'cashOut.close' };

/** What the machine tells the page that opened it when the server created the request. */
export type CashOutRequestedEvent = { type: 'cashOut.requested'; payoutRequest: PayoutRequest };
