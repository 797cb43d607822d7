import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PagedListMachine } from '../paged-list/machine.ts';
import { campaignTabOf, type CampaignListRow } from './context.ts';
import type { CampaignDeletionMachine } from './deletion.ts';
import type { AdminCampaignsMachine } from './machine.ts';

type ListSnapshot = SnapshotFrom<PagedListMachine>;
type DeletionSnapshot = SnapshotFrom<CampaignDeletionMachine>;

/** The campaigns; a new list after each deletion. */
export const selectCampaignList = (snapshot: SnapshotFrom<AdminCampaignsMachine>) =>
  snapshot.children.list as ActorRefFrom<PagedListMachine>;

/** The open confirmation, or undefined. */
export const selectDeletion = (snapshot: { children: Record<string, unknown> }) =>
  snapshot.children.deletion as ActorRefFrom<CampaignDeletionMachine> | undefined;

export const selectTab = (snapshot: ListSnapshot) => campaignTabOf(snapshot.context.filters.phase);
export const selectRows = (snapshot: ListSnapshot) => snapshot.context.items as CampaignListRow[];
/** How many campaigns the tab has; null until the first page. */
export const selectTotal = (snapshot: ListSnapshot) => snapshot.context.counts?.total ?? null;

export const selectDeletionCampaign = (snapshot: DeletionSnapshot) => snapshot.context.campaign;
export const selectDeletionFailure = (snapshot: DeletionSnapshot) => snapshot.context.failure;
export const selectIsDeleting = (snapshot: DeletionSnapshot) => snapshot.hasTag('deleting');
