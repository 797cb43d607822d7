import type { DocumentKind, SellerStatusFilter } from '#schemas/onboarding';

export type QueueEvent =
  | { type: 'queue.filter'; status: SellerStatusFilter }
  | { type: 'queue.loadMore' }
  | { type: 'queue.refresh' }
  | { type: 'queue.retry' };

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
