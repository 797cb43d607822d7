// The confirmation before a campaign is deleted (spec §2): "Delete campaign?", what leaves with it (its approved
// products), and the server's words when it refused.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { adminCampaignFallbacks } from '#machines/admin-campaigns/failure.ts';
import { failureText } from '#machines/admin-review/failure.ts';
import { deletionWarning, type CampaignDeletionMachine } from '#machines/admin-campaigns/deletion.ts';
import {
  selectDeletionCampaign,
  selectDeletionFailure,
  selectIsDeleting,
} from '#machines/admin-campaigns/selectors.ts';
import { AlertDialog } from '../../ui/AlertDialog.tsx';

export function DeletionDialog({ deletion }: { deletion: ActorRefFrom<CampaignDeletionMachine> }) {
  const campaign = useSelector(deletion, selectDeletionCampaign);
  const failure = useSelector(deletion, selectDeletionFailure);
  const isDeleting = useSelector(deletion, selectIsDeleting);
  const warning = deletionWarning(campaign);
  return (
    <AlertDialog
      isOpen
      title="Delete campaign?"
      variant="destructive"
      confirmLabel={isDeleting ? 'Deleting…' : 'Delete campaign'}
      isPending={isDeleting}
      onConfirm={() => deletion.send({ type: 'deletion.confirm' })}
      onOpenChange={(isOpen) => {
        if (!isOpen) deletion.send({ type: 'deletion.cancel' });
      }}
    >
      <span>{`"${campaign.title}" will be deleted for good.`}</span>
      {warning ? <strong>{` ${warning}`}</strong> : null}
      {/* Inside the dialog's paragraph: a sentence of its own, read out as it appears. */}
      {failure ? <span role="alert">{` ${failureText(failure, adminCampaignFallbacks.remove)}`}</span> : null}
    </AlertDialog>
  );
}
