import type { DocumentKind } from '#schemas/onboarding';

export type ReviewEvent =
  | { type: 'review.retry' }
  | { type: 'review.approve' }
  | { type: 'review.reject.open' }
  | { type: 'review.reject.cancel' }
  /** The dialog's form parsed the reason (trimmed, within the schema's bounds). */
  | { type: 'review.reject.submit'; reason: string }
  | { type: 'review.refusal.dismiss' }
  | { type: 'document.open'; kind: DocumentKind }
  | { type: 'document.close' };
