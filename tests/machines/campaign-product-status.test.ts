// The applied product's lifecycle (src/machines/campaign-product-status), which the server asks before every
// decision and application and the review asks for its buttons: the table of what may happen, written out here
// apart from the machine, checked against it from every status; the badges; and the machine run as an actor.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { campaignProductStatuses, type CampaignProductStatus } from '#schemas/campaigns';
import {
  campaignProductDecisions,
  campaignProductLifecycleMachine,
  campaignProductStatusLabels,
  campaignProductStatusTones,
  decideCampaignProduct,
  mayApplyAgain,
} from '#machines/campaign-product-status/machine.ts';

/** What each decision makes of a product in each status; null: refused (409 on the server). */
const decisions: Record<
  CampaignProductStatus,
  Record<'approved' | 'rejected', CampaignProductStatus | null>
> = {
  pending: { approved: 'approved', rejected: 'rejected' },
  approved: { approved: null, rejected: 'rejected' },
  rejected: { approved: null, rejected: null },
};

describe('the applied product lifecycle', () => {
  it.each(campaignProductStatuses)('decides a %s product as the table says', (status) => {
    for (const decision of ['approved', 'rejected'] as const) {
      const after = decisions[status][decision];
      expect(decideCampaignProduct(status, decision)).toEqual(
        after === null ? { allowed: false } : { allowed: true, after },
      );
    }
    expect(campaignProductDecisions(status)).toEqual(
      (['approved', 'rejected'] as const).filter((decision) => decisions[status][decision] !== null),
    );
  });

  it('lets only a rejected product be applied again', () => {
    expect(campaignProductStatuses.filter(mayApplyAgain)).toEqual(['rejected']);
  });

  it('reads the badges of spec §4', () => {
    expect(campaignProductStatusLabels).toEqual({
      pending: 'Pending',
      approved: 'Approved',
      rejected: 'Rejected',
    });
    expect(campaignProductStatusTones).toEqual({
      pending: 'warning',
      approved: 'success',
      rejected: 'danger',
    });
  });

  it('runs as an actor: applied, approved, taken out, applied again, rejected; every state described', () => {
    const actor = createActor(campaignProductLifecycleMachine).start();
    const seen = [actor.getSnapshot().value];
    for (const type of [
      'APPLY_AGAIN',
      'APPROVE',
      'APPROVE',
      'REJECT',
      'APPROVE',
      'APPLY_AGAIN',
      'REJECT',
    ] as const) {
      actor.send({ type });
      seen.push(actor.getSnapshot().value);
    }
    // An event the status does not take changes nothing.
    expect(seen).toEqual([
      'pending',
      'pending',
      'approved',
      'approved',
      'rejected',
      'rejected',
      'pending',
      'rejected',
    ]);
    for (const state of Object.values(campaignProductLifecycleMachine.states))
      expect(state.description, state.key).toBeTruthy();
  });
});
