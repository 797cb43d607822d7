// The dialogs a decision passes through: approve and reinstate ask for a confirmation; reject and suspend
// ask for the reason the seller will read (the shared schema's rules, through the one form way of
// docs/decisions/009-forms.md). While the decision is sent nothing in a dialog can be changed and it
// cannot be dismissed.
import { useSelector } from '@xstate/react';
import { decisionReasonSchema, rejectionReasonMax, type SellerDecision } from '#schemas/admin-sellers';
import { selectDialog, selectIsDeciding, selectReasonError } from '#machines/admin-review/selectors.ts';
import { useForm } from '../form/use-form.ts';
import { AlertDialog } from '../ui/AlertDialog.tsx';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogActions, DialogText } from '../ui/Dialog.tsx';
import { Form } from '../ui/Form.tsx';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';
import type { ReviewActor } from './review-actor.ts';

type DialogText = { title: string; text: (storeName: string) => string; confirm: string; pending: string };

/** What each decision's dialog says, and its button while it is sent. */
const decisionDialogs: Record<SellerDecision, DialogText> = {
  approved: {
    title: 'Approve this seller?',
    text: (store) =>
      `${store} will be approved and told so in the app and by e-mail. They can then sign in to their dashboard and sell.`,
    confirm: 'Approve seller',
    pending: 'Approving…',
  },
  rejected: {
    title: 'Reject this seller',
    text: () => 'The seller sees this reason in the app and by e-mail, and can then fix and resubmit.',
    confirm: 'Reject seller',
    pending: 'Rejecting…',
  },
  suspended: {
    title: 'Suspend this seller',
    text: (store) =>
      `${store} is signed out at once and cannot sign in or sell until reinstated. They read this reason by e-mail and when they try to sign in.`,
    confirm: 'Suspend seller',
    pending: 'Suspending…',
  },
  reinstated: {
    title: 'Reinstate this seller?',
    text: (store) =>
      `${store} will be approved again and told so in the app and by e-mail. They can sign in and sell as before.`,
    confirm: 'Reinstate seller',
    pending: 'Reinstating…',
  },
};

export function DecisionDialogs({ review, storeName }: { review: ReviewActor; storeName: string }) {
  const dialog = useSelector(review, selectDialog);
  const isDeciding = useSelector(review, selectIsDeciding);
  const cancel = (open: boolean) => {
    if (!open) review.send({ type: 'review.cancel' });
  };
  if (!dialog) return null;
  const words = decisionDialogs[dialog.decision];
  if (!dialog.asksReason)
    return (
      <AlertDialog
        isOpen
        onOpenChange={cancel}
        title={words.title}
        confirmLabel={isDeciding ? words.pending : words.confirm}
        onConfirm={() => review.send({ type: 'review.confirm' })}
        isPending={isDeciding}
      >
        {words.text(storeName)}
      </AlertDialog>
    );
  return (
    <Modal isOpen onOpenChange={cancel} isDismissable={!isDeciding} isKeyboardDismissDisabled={isDeciding}>
      <Dialog title={words.title}>
        <DialogText>{words.text(storeName)}</DialogText>
        {/* Mounted with the open dialog: every opening starts with an empty reason. */}
        <ReasonForm review={review} isDeciding={isDeciding} words={words} />
      </Dialog>
    </Modal>
  );
}

function ReasonForm({
  review,
  isDeciding,
  words,
}: {
  review: ReviewActor;
  isDeciding: boolean;
  words: DialogText;
}) {
  const serverError = useSelector(review, selectReasonError);
  const { field, formProps } = useForm(decisionReasonSchema, { reason: '' }, ({ reason }) =>
    review.send({ type: 'review.reason.submit', reason }),
  );
  const reason = field('reason');
  return (
    <Form {...formProps}>
      <TextField
        {...reason}
        // The server's own refusal of the reason (a 400) shows where the schema's would.
        errorMessage={reason.errorMessage ?? serverError ?? undefined}
        multiline
        label="Reason for the seller"
        isDisabled={isDeciding}
        maxLength={rejectionReasonMax}
        autoFocus
      />
      <DialogActions>
        <Button
          variant="ghost"
          isDisabled={isDeciding}
          onPress={() => review.send({ type: 'review.cancel' })}
        >
          Cancel
        </Button>
        {/* Not isPending: its announcement would outlive the dialog and point at a removed button. */}
        <Button type="submit" isDisabled={isDeciding}>
          {isDeciding ? words.pending : words.confirm}
        </Button>
      </DialogActions>
    </Form>
  );
}
