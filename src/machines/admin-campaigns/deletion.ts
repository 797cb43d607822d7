// Deleting one campaign (issue 14; spec §2 "campaign deletion confirmation"): a confirmation that says how many
// approved products will leave the campaign, then the request. Its own machine because the list's rows and
// the editor both delete; each invokes it for one campaign and reads its output once it stops.
import { assign, fromPromise, setup } from 'xstate';
import type { AdminCampaign } from '#schemas/campaigns';
import { errorOf, outputOf } from '../shared/actor-events.ts';
import { toFailure, type Failure } from '../shared/failure.ts';

export type CampaignDeleted = { id: number; approvedProductsRemoved: number };

export type CampaignDeletionContext = {
  campaign: AdminCampaign;
  /** The server's answer once deleted (or null when it was gone already). */
  deleted: CampaignDeleted | null;
  failure: Failure | null;
};

/** What the caller learns when the deletion stops: null when the admin kept the campaign. */
export type CampaignDeletionOutput = { campaign: AdminCampaign; approvedProductsRemoved: number } | null;

export type CampaignDeletionEvent = { type: 'deletion.confirm' } | { type: 'deletion.cancel' };

const notProvided = () => {
  throw new Error("campaignDeletionMachine: 'remove' must be provided (src/app/admin-campaigns.ts)");
};

export const campaignDeletionMachine = setup({
  types: {} as {
    context: CampaignDeletionContext;
    events: CampaignDeletionEvent;
    input: { campaign: AdminCampaign };
    output: CampaignDeletionOutput;
  },
  actors: {
    remove: fromPromise<CampaignDeleted, { id: number }>(notProvided),
  },
  actions: {
    setDeleted: assign({ deleted: ({ event }) => outputOf<CampaignDeleted>(event), failure: null }),
    setGone: assign(({ context }) => ({
      deleted: { id: context.campaign.id, approvedProductsRemoved: 0 },
      failure: null,
    })),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
  },
  guards: {
    /** 404: someone deleted it first; for this admin it is gone all the same. */
    isGone: ({ event }) => {
      const failure = toFailure(errorOf(event));
      return failure.kind === 'http' && failure.status === 404;
    },
  },
}).createMachine({
  id: 'campaignDeletion',
  description: 'One campaign deleted after the admin confirms it.',
  context: ({ input }) => ({ campaign: input.campaign, deleted: null, failure: null }),
  initial: 'confirming',
  output: ({ context }) =>
    context.deleted === null
      ? null
      : { campaign: context.campaign, approvedProductsRemoved: context.deleted.approvedProductsRemoved },
  states: {
    confirming: {
      description:
        'The dialog asks "Delete campaign?", saying how many approved products will leave it; after a failure it says why.',
      on: { 'deletion.confirm': 'deleting', 'deletion.cancel': 'kept' },
    },
    deleting: {
      description: 'The deletion is with the server; the dialog stays open, locked.',
      tags: 'deleting',
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ id: context.campaign.id }),
        onDone: { target: 'deleted', actions: 'setDeleted' },
        onError: [
          { guard: 'isGone', target: 'deleted', actions: 'setGone' },
          { target: 'confirming', actions: 'setFailure' },
        ],
      },
    },
    deleted: {
      description: 'The campaign is gone (its approved products left it; their sellers were told).',
      type: 'final',
    },
    kept: { description: 'The admin cancelled: nothing was deleted.', type: 'final' },
  },
});

export type CampaignDeletionMachine = typeof campaignDeletionMachine;

/** The dialog's words: what leaves with the campaign. */
export const deletionWarning = (campaign: AdminCampaign) => {
  const approved = campaign.products.approved;
  return approved === 0
    ? null
    : `${approved === 1 ? '1 approved product' : `${approved} approved products`} will leave this campaign.`;
};

/** The toast once deleted. */
export const deletedToast = ({ campaign, approvedProductsRemoved }: NonNullable<CampaignDeletionOutput>) => ({
  title: 'Campaign deleted',
  description:
    approvedProductsRemoved === 0
      ? `"${campaign.title}" was deleted.`
      : `"${campaign.title}" was deleted; its sellers were told that ${approvedProductsRemoved === 1 ? '1 approved product' : `${approvedProductsRemoved} approved products`} left it.`,
  tone: 'success' as const,
});
