// How the admin screens name approval statuses (spec §3: 0 Pending, 1 Approved, 2 Rejected; 3 Suspended,
// decision 012) and the decisions that lead to them.
import { sellerStatusFilters, type SellerDecision, type SellerStatusFilter } from '#schemas/admin-sellers';
import { approvalStatus, type ApprovalStatus } from '#schemas/seller';
import type { BadgeTone } from '../ui/Badge.tsx';

export const statusFilters: { id: SellerStatusFilter; label: string }[] = [
  { id: 'pending', label: 'Pending' },
  { id: 'approved', label: 'Approved' },
  { id: 'rejected', label: 'Rejected' },
  { id: 'suspended', label: 'Suspended' },
];

export const statusOf = (status: ApprovalStatus | null): SellerStatusFilter | null =>
  sellerStatusFilters.find((filter) => approvalStatus[filter] === status) ?? null;

export const statusLabel = (status: ApprovalStatus | null): string =>
  statusFilters.find((filter) => filter.id === statusOf(status))?.label ?? 'Not submitted';

const tones: Record<SellerStatusFilter, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  suspended: 'error',
};

/** The badge tone of a status: waiting warns, approved succeeds, rejected and suspended err. */
export const statusTone = (status: SellerStatusFilter | null): BadgeTone =>
  status === null ? 'neutral' : tones[status];

/** Each decision in the history: its label and the tone of the status it left. */
export const decisionLabels: Record<SellerDecision, { label: string; tone: BadgeTone }> = {
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'error' },
  suspended: { label: 'Suspended', tone: 'error' },
  reinstated: { label: 'Reinstated', tone: 'success' },
};

/** A submission this recent is flagged as new in the queue. */
export const newSubmissionWindowMs = 24 * 3600_000;
