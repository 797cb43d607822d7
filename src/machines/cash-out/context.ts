import {
  payoutRequestBodySchema,
  type Earnings,
  type PaymentChannel,
  type PayoutBounds,
  type PayoutRequest,
} from '#schemas/earnings';
import type { Failure } from '../shared/failure.ts';

/** What the payments page knows when the seller opens the modal: /earnings as the service answered it (pesos). */
export type CashOutInput = { earnings: Pick<Earnings, 'available' | 'payoutMin' | 'payoutMax'> };

export type CashOutContext = {
  /** Spec §5's bounds in centavos: PAYOUT_MIN, PAYOUT_MAX and the available balance as the cap. */
  bounds: PayoutBounds;
  /** The banks and e-wallets a payout may go to, once loaded. */
  channels: PaymentChannel[];
  /** Why the last request failed (a 400's fields, a 409's words), until the next one. */
  failure: Failure | null;
  /** The request the server created. */
  payoutRequest: PayoutRequest | null;
};

/** What the modal hands back when it ends: the request it created, or null when closed without one. */
export type CashOutOutput = { payoutRequest: PayoutRequest | null };

/** The wire's pesos have at most 2 decimals, so rounding undoes the binary fraction (0.29 * 100). */
const centavosOf = (pesos: number) => Math.round(pesos * 100);

export const initialContext = ({ earnings }: CashOutInput): CashOutContext => ({
  bounds: {
    min: centavosOf(earnings.payoutMin),
    max: centavosOf(earnings.payoutMax),
    cap: centavosOf(earnings.available),
  },
  channels: [],
  failure: null,
  payoutRequest: null,
});

/** The most one request may be now: the smaller of PAYOUT_MAX and the balance (spec §9). */
export const mostOf = (bounds: PayoutBounds) => Math.min(bounds.max, bounds.cap);

/** The form's rules: spec §5's messages with these bounds, the account number following the channel's kind. */
export const cashOutBodySchema = ({
  bounds,
  channels,
}: {
  bounds: PayoutBounds;
  channels: readonly PaymentChannel[];
}) => payoutRequestBodySchema({ bounds, channels });
