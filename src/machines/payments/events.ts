import type { CashOutRequestedEvent } from '../cash-out/events.ts';
import type { PaymentsTab } from './context.ts';

export type PaymentsEvent =
  | { type: 'earnings.retry' }
  /** The list's sentinel (or its button) asks for the next page of requests. */
  | { type: 'requests.loadMore' }
  | { type: 'requests.retry' }
  | { type: 'tab.select'; tab: PaymentsTab }
  /** The statement of another month (YYYY-MM). */
  | { type: 'statement.month'; month: string }
  | { type: 'statement.retry' }
  /** The shown month's statement as a CSV download. */
  | { type: 'statement.download' }
  /** Opens the cash-out modal; only while the balance reaches spec §5's minimum. */
  | { type: 'cashOut.open' }
  /** From the modal: the server created this request. */
  | CashOutRequestedEvent;
