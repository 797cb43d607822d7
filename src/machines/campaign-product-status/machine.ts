// A product's place in a campaign (issue 14; spec §4: Approved, Pending, Rejected). A seller applies it with a
// discount price (pending); an admin approves it or rejects it with a reason; an approved product can still be
// taken out with a reason (the seller raised a price, broke the campaign's terms); a rejected one may be
// applied again, with a new discount, and waits for review once more. The server asks `decideCampaignProduct`
// whether a decision is allowed (409 otherwise) and `mayApplyAgain` whether an application may replace a
// product's earlier one; the browser asks `campaignProductDecisions` which buttons the review shows and reads
// the badge from `campaignProductStatusLabels`.
import { setup, transition } from 'xstate';
import type { CampaignProductStatus } from '#schemas/campaigns';

export type CampaignProductEvent = { type: 'APPROVE' } | { type: 'REJECT' } | { type: 'APPLY_AGAIN' };

export const campaignProductLifecycleMachine = setup({
  types: {} as { events: CampaignProductEvent },
}).createMachine({
  id: 'campaignProductLifecycle',
  description: "A seller's product in a campaign, from the application to the admin's decision.",
  initial: 'pending',
  states: {
    pending: {
      description: 'Applied with a discount price; waiting for an admin to review it.',
      on: { APPROVE: 'approved', REJECT: 'rejected' },
    },
    approved: {
      description: 'In the campaign at its discount price; an admin may still take it out, with a reason.',
      on: { REJECT: 'rejected' },
    },
    rejected: {
      description:
        'Not in the campaign; the seller sees the reason and may apply it again with a new discount.',
      on: { APPLY_AGAIN: 'pending' },
    },
  },
});

/** Spec §4's badge for each status. */
export const campaignProductStatusLabels: Record<CampaignProductStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The badge's tone (the views map it to colours). */
export const campaignProductStatusTones: Record<CampaignProductStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

const next = (status: CampaignProductStatus, event: CampaignProductEvent): CampaignProductStatus | null => {
  const snapshot = campaignProductLifecycleMachine.resolveState({ value: status });
  if (!snapshot.can(event)) return null;
  const [after] = transition(campaignProductLifecycleMachine, snapshot, event);
  return after.value as CampaignProductStatus;
};

const eventFor = { approved: 'APPROVE', rejected: 'REJECT' } as const;

/** Whether an applied product in `status` may be decided `decision`, and what it becomes. */
export function decideCampaignProduct(
  status: CampaignProductStatus,
  decision: 'approved' | 'rejected',
): { allowed: true; after: CampaignProductStatus } | { allowed: false } {
  const after = next(status, { type: eventFor[decision] });
  return after === null ? { allowed: false } : { allowed: true, after };
}

/** The decisions the admin's review offers for a product in `status`. */
export const campaignProductDecisions = (status: CampaignProductStatus): ('approved' | 'rejected')[] =>
  (['approved', 'rejected'] as const).filter((decision) => decideCampaignProduct(status, decision).allowed);

/** Whether a new application may take a product already in the campaign with `status` (only a rejected one). */
export const mayApplyAgain = (status: CampaignProductStatus): boolean =>
  next(status, { type: 'APPLY_AGAIN' }) !== null;
