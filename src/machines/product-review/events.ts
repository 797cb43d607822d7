import type { DecisionTarget } from './context.ts';

export type ProductReviewEvent =
  /** Opens the confirmation for approving this product. */
  | { type: 'review.approve'; product: DecisionTarget }
  /** Opens the dialog asking for the reason the seller will read. */
  | { type: 'review.reject'; product: DecisionTarget }
  /** The confirmation said yes (first time, or again after a failure). */
  | { type: 'review.confirm' }
  /** The reason dialog's form parsed the reason (trimmed, within the schema's bounds). */
  | { type: 'review.reason.submit'; reason: string }
  /** Closes the open dialog without deciding. */
  | { type: 'review.cancel' }
  | { type: 'review.refusal.dismiss' };
