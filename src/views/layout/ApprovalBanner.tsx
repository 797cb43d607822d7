// The account's approval state over every merchant page (spec §4): nothing once approved.
import { approvalStatus, type ApprovalStatus } from '../../schemas/seller.ts';
import { Banner } from '../ui/Banner.tsx';

export const approvalMessages = {
  pending: 'Your account is pending approval by the admin.',
  rejected: 'Your account was denied by the admin.',
} as const;

export function ApprovalBanner({ status }: { status: ApprovalStatus | null }) {
  if (status === approvalStatus.pending)
    return (
      <Banner tone="warning" live={false}>
        {approvalMessages.pending}
      </Banner>
    );
  if (status === approvalStatus.rejected)
    return (
      <Banner tone="error" live={false}>
        {approvalMessages.rejected}
      </Banner>
    );
  return null;
}
