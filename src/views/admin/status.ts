// How the admin screens name approval statuses (spec §3: 0 Pending, 1 Approved, 2 Rejected).
import { sellerStatusFilters, type SellerStatusFilter } from '#schemas/admin-sellers';
import { approvalStatus, type ApprovalStatus } from '#schemas/seller';
import type { BadgeTone } from '../ui/Badge.tsx';

export const statusFilters: { id: SellerStatusFilter; label: string }[] = [
  { id: 'pending', label: 'Pending' },
  { id: 'approved', label: 'Approved' },
  { id: 'rejected', label: 'Rejected' },
];

export const statusOf = (status: ApprovalStatus | null): SellerStatusFilter | null =>
  sellerStatusFilters.find((filter) => approvalStatus[filter] === status) ?? null;

export const statusLabel = (status: ApprovalStatus | null): string =>
  statusFilters.find((filter) => filter.id === statusOf(status))?.label ?? 'Not submitted';

/** The badge tone of a status: waiting warns, approved succeeds, rejected errs. */
export const statusTone = (status: SellerStatusFilter | null): BadgeTone =>
  status === 'pending'
    ? 'warning'
    : status === 'approved'
      ? 'success'
      : status === 'rejected'
        ? 'error'
        : 'neutral';

/** A submission this recent is flagged as new in the queue. */
export const newSubmissionWindowMs = 24 * 3600_000;
