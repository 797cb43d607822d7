// Rejecting a seller asks for the reason the seller will read (the shared schema's rules, through the one
// form way of docs/decisions/009-forms.md); while the decision is sent nothing in the dialog can be
// changed and it cannot be dismissed.
import { useSelector } from '@xstate/react';
import { rejectionReasonMax, rejectSellerSchema } from '#schemas/admin-sellers';
import {
  selectIsDeciding,
  selectIsRejectDialogOpen,
  selectReasonError,
} from '#machines/admin-review/selectors.ts';
import { useForm } from '../form/use-form.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogActions, DialogText } from '../ui/Dialog.tsx';
import { Form } from '../ui/Form.tsx';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';
import type { ReviewActor } from './review-actor.ts';

export function RejectDialog({ review }: { review: ReviewActor }) {
  const isOpen = useSelector(review, selectIsRejectDialogOpen);
  const isDeciding = useSelector(review, selectIsDeciding);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) review.send({ type: 'review.reject.cancel' });
      }}
      isDismissable={!isDeciding}
      isKeyboardDismissDisabled={isDeciding}
    >
      <Dialog title="Reject this seller">
        <DialogText>
          The seller sees this reason in the app and by e-mail, and can then fix and resubmit.
        </DialogText>
        {/* Mounted with the open dialog: every opening starts with an empty reason. */}
        <ReasonForm review={review} isDeciding={isDeciding} />
      </Dialog>
    </Modal>
  );
}

function ReasonForm({ review, isDeciding }: { review: ReviewActor; isDeciding: boolean }) {
  const serverError = useSelector(review, selectReasonError);
  const { field, formProps } = useForm(rejectSellerSchema, { reason: '' }, ({ reason }) =>
    review.send({ type: 'review.reject.submit', reason }),
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
          onPress={() => review.send({ type: 'review.reject.cancel' })}
        >
          Cancel
        </Button>
        {/* Not isPending: its announcement would outlive the dialog and point at a removed button. */}
        <Button type="submit" isDisabled={isDeciding}>
          {isDeciding ? 'Rejecting…' : 'Reject seller'}
        </Button>
      </DialogActions>
    </Form>
  );
}
