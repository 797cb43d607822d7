// A payout request's lifecycle (issue 13; spec §4's payout badges): pending until an admin marks it completed
// (with the bank's reference) or failed (with a reason; its amount goes back to the seller's balance). Both
// ends are final. The server asks `decidePayout` whether a decision is allowed (409 otherwise); the browser
// asks it which buttons the payout desk shows and reads the badge from `payoutStatusLabels`.
import { setup, transition } from 'xstate';
import type { PayoutStatus } from '#schemas/earnings';

export type PayoutDecisionEvent = { type: 'COMPLETE' } | { type: 'FAIL' };

export const payoutLifecycleMachine = setup({
  types: {} as { events: PayoutDecisionEvent },
}).createMachine({
  id: 'payoutLifecycle',
  description: "A seller's cash-out request, from the request to the admin's decision.",
  initial: 'pending',
  states: {
    pending: {
      description: "Requested: its amount is reserved from the seller's balance until an admin decides.",
      on: { COMPLETE: 'completed', FAIL: 'failed' },
    },
    completed: {
      description: "Paid out: the admin sent it and recorded the bank's reference.",
      type: 'final',
    },
    failed: {
      description: 'Not paid: the admin gave the reason, and the amount went back to the balance.',
      type: 'final',
    },
  },
});

/** Spec §4's badge for each status. */
export const payoutStatusLabels: Record<PayoutStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
};

/** The badge's tone (the views map it to colours). */
export const payoutStatusTones: Record<PayoutStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  completed: 'success',
  failed: 'danger',
};

const eventFor = { completed: 'COMPLETE', failed: 'FAIL' } as const;

/** Whether a request in `status` may be decided `decision`, and what it becomes. */
export function decidePayout(
  status: PayoutStatus,
  decision: 'completed' | 'failed',
): { allowed: true; after: PayoutStatus } | { allowed: false } {
  const snapshot = payoutLifecycleMachine.resolveState({ value: status });
  const event = { type: eventFor[decision] } as const;
  if (!snapshot.can(event)) return { allowed: false };
  const [next] = transition(payoutLifecycleMachine, snapshot, event);
  return { allowed: true, after: next.value as PayoutStatus };
}

/** The decisions the payout desk offers for a request in `status`. */
export const payoutDecisions = (status: PayoutStatus): ('completed' | 'failed')[] =>
  (['completed', 'failed'] as const).filter((decision) => decidePayout(status, decision).allowed);
