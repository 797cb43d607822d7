import type { SellerDecision } from '#schemas/admin-sellers';
import type { DocumentKind } from '#schemas/onboarding';

export type ReviewEvent =
  | { type: 'review.retry' }
  /** Starts a decision: a confirmation for approve and reinstate, the reason dialog for reject and suspend. */
  | { type: 'review.open'; decision: SellerDecision }
  /** The confirmation said yes. */
  | { type: 'review.confirm' }
  /** The reason dialog's form parsed the reason (trimmed, within the schema's bounds). */
  | { type: 'review.reason.submit'; reason: string }
  /** Closes the confirmation or the reason dialog without deciding. */
  | { type: 'review.cancel' }
  | { type: 'review.refusal.dismiss' }
  | { type: 'document.open'; kind: DocumentKind }
  | { type: 'document.close' };
