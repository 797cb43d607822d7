import type { DocumentKind } from '#schemas/onboarding';

export type ReviewEvent =
  | { type: 'review.retry' }
  | { type: 'review.approve' }
  | { type: 'review.reject.open' }
  | { type: 'review.reason.change'; reason: string }
  | { type: 'review.reject.cancel' }
  | { type: 'review.reject.submit' }
  | { type: 'review.refusal.dismiss' }
  | { type: 'document.open'; kind: DocumentKind }
  | { type: 'document.close' };
