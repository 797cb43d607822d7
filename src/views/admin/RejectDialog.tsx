// Rejecting a seller asks for the reason the seller will read; while the decision is sent nothing in the
// dialog can be changed and it cannot be dismissed.
import { useSelector } from '@xstate/react';
import { rejectionReasonMax } from '#schemas/onboarding';
import {
  selectIsDeciding,
  selectIsRejectDialogOpen,
  selectReason,
  selectReasonError,
} from '#machines/admin-review/selectors.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogActions, DialogText } from '../ui/Dialog.tsx';
import { Form } from '../ui/Form.tsx';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';
import type { ReviewActor } from './review-actor.ts';

export function RejectDialog({ review }: { review: ReviewActor }) {
  const isOpen = useSelector(review, selectIsRejectDialogOpen);
  const isDeciding = useSelector(review, selectIsDeciding);
  const reason = useSelector(review, selectReason);
  const error = useSelector(review, selectReasonError);
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
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            review.send({ type: 'review.reject.submit' });
          }}
        >
          <TextField
            multiline
            label="Reason for the seller"
            value={reason}
            onChange={(value) => review.send({ type: 'review.reason.change', reason: value })}
            errorMessage={error ?? undefined}
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
      </Dialog>
    </Modal>
  );
}
