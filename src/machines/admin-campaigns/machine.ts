// The admins' campaigns list (issue 14): the campaigns of one tab at a time (All, Upcoming, Running, Ended: the
// paged list, invoked as `list`), and the deletion of one behind its confirmation (the deletion machine,
// invoked as `deletion`); once one is deleted the list loads afresh.
import { assertEvent, assign, raise, sendTo, setup } from 'xstate';
import type { AdminCampaign } from '#schemas/campaigns';
import { pagedListMachine } from '../paged-list/machine.ts';
import type { Filters } from '../paged-list/context.ts';
import { outputOf, withParams } from '../shared/actor-events.ts';
import type { ToastContent } from '../toast/context.ts';
import { campaignDeletionMachine, deletedToast, type CampaignDeletionOutput } from './deletion.ts';
import type { AdminCampaignsEvent } from './events.ts';

export type AdminCampaignsContext = {
  filters: Filters;
  /** The campaign whose deletion the admin started. */
  deleting: AdminCampaign | null;
};

type ReloadEvent = { type: 'campaigns.reload' };
type Event = AdminCampaignsEvent | ReloadEvent;

export const adminCampaignsMachine = setup({
  types: {} as { context: AdminCampaignsContext; events: Event; input: { filters: Filters } },
  actors: {
    /** The campaigns; src/app provides it with its page loader and where its tab is kept. */
    list: pagedListMachine,
    deletion: campaignDeletionMachine,
  },
  actions: {
    /** Injected: shows a toast. */
    showToast: (_, _content: ToastContent) => {
      throw new Error("adminCampaignsMachine: 'showToast' must be provided (src/app/admin-campaigns.ts)");
    },
    announceDeleted: withParams<AdminCampaignsContext, Event, 'showToast', ToastContent>(
      'showToast',
      ({ event }) => deletedToast(outputOf<NonNullable<CampaignDeletionOutput>>(event)),
    ),
    setTab: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'campaigns.tab');
        return { ...context.filters, phase: event.tab };
      },
    }),
    forwardTab: sendTo('list', ({ event }) => {
      assertEvent(event, 'campaigns.tab');
      return { type: 'list.filter' as const, filters: { phase: event.tab } };
    }),
    setDeleting: assign({
      deleting: ({ event }) => {
        assertEvent(event, 'campaign.delete');
        return event.campaign;
      },
    }),
    clearDeleting: assign({ deleting: null }),
    reload: raise({ type: 'campaigns.reload' }),
  },
  guards: {
    changesTab: ({ context, event }) => {
      assertEvent(event, 'campaigns.tab');
      return context.filters.phase !== event.tab;
    },
    wasDeleted: ({ event }) => outputOf<CampaignDeletionOutput>(event) !== null,
  },
}).createMachine({
  id: 'adminCampaigns',
  description: 'The admins’ campaigns by phase, and the deletion of one.',
  context: ({ input }) => ({ filters: input.filters, deleting: null }),
  type: 'parallel',
  on: { 'campaigns.tab': { guard: 'changesTab', actions: ['setTab', 'forwardTab'] } },
  states: {
    campaigns: {
      description: 'The campaigns of the chosen tab, page by page.',
      initial: 'shown',
      states: {
        shown: {
          description: 'The list runs; after a deletion it starts again from the first page.',
          invoke: { id: 'list', src: 'list', input: ({ context }) => ({ filters: context.filters }) },
          on: { 'campaigns.reload': { target: 'shown', reenter: true } },
        },
      },
    },
    deletion: {
      description: 'Deleting one campaign, from its confirmation to the server’s answer.',
      initial: 'idle',
      states: {
        idle: {
          description: 'No dialog is open; each row offers Delete.',
          on: { 'campaign.delete': { target: 'confirming', actions: 'setDeleting' } },
        },
        confirming: {
          description: 'The confirmation runs (the deletion machine): the admin confirms or keeps it.',
          tags: 'dialog',
          invoke: {
            id: 'deletion',
            src: 'deletion',
            input: ({ context }) => ({ campaign: context.deleting! }),
            onDone: [
              {
                guard: 'wasDeleted',
                target: 'idle',
                actions: ['announceDeleted', 'clearDeleting', 'reload'],
              },
              { target: 'idle', actions: 'clearDeleting' },
            ],
          },
        },
      },
    },
  },
});

export type AdminCampaignsMachine = typeof adminCampaignsMachine;
