// The dialogs a product decision passes through: Approve asks for a confirmation; Reject asks for the reason
// the seller will read (the review API's own rule, through the one form way of docs/decisions/009-forms.md).
// While the decision is sent nothing can be changed and the dialog cannot be dismissed; a failure that is
// not a refusal (the server or the network) is shown inside it, so the admin can try again. A refusal (the
// product is no longer pending: another admin decided first, or its seller deleted it) replaces the dialog
// with one saying so; once read, the product leaves the queue.
import { useSelector } from '@xstate/react';
import { productRejectReasonMax } from '#schemas/products';
import { failureText } from '#machines/admin-review/failure.ts';
import { rejectionSchema } from '#machines/product-review/context.ts';
import {
  selectDecisionFailure,
  selectIntent,
  selectIsDeciding,
  selectReasonError,
  selectRefusal,
} from '#machines/product-review/selectors.ts';
import { useForm } from '../../form/use-form.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogActions, DialogText } from '../../ui/Dialog.tsx';
import { Form } from '../../ui/Form.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { ProductReviewActor } from './review-actor.ts';

export function ProductDecisionDialogs({ review }: { review: ProductReviewActor }) {
  const intent = useSelector(review, selectIntent);
  const isDeciding = useSelector(review, selectIsDeciding);
  const failure = useSelector(review, selectDecisionFailure);
  const refusal = useSelector(review, selectRefusal);
  const cancel = (open: boolean) => {
    if (!open) review.send({ type: 'review.cancel' });
  };
  if (refusal) return <RefusalDialog review={review} {...refusal} />;
  if (!intent) return null;
  const name = intent.product.productName;
  const isApprove = intent.decision === 'approve';
  return (
    <Modal
      size={isApprove ? 'sm' : undefined}
      isOpen
      onOpenChange={cancel}
      isDismissable={!isDeciding}
      isKeyboardDismissDisabled={isDeciding}
    >
      <Dialog
        role={isApprove ? 'alertdialog' : 'dialog'}
        title={isApprove ? 'Approve this product?' : 'Reject this product'}
      >
        <DialogText>
          {isApprove
            ? `“${name}” goes on sale, and its seller is told in the app.`
            : `The seller of “${name}” reads this reason in the app, and can fix the product and send it again.`}
        </DialogText>
        {failure ? (
          <Banner tone="error">
            {failureText(failure, 'The decision could not be saved. Please try again.')}
          </Banner>
        ) : null}
        {isApprove ? (
          <DialogActions>
            <Button variant="secondary" isDisabled={isDeciding} onPress={() => cancel(false)}>
              Cancel
            </Button>
            <Button isDisabled={isDeciding} autoFocus onPress={() => review.send({ type: 'review.confirm' })}>
              {isDeciding ? 'Approving…' : failure ? 'Try again' : 'Approve product'}
            </Button>
          </DialogActions>
        ) : (
          // Mounted with the open dialog: every opening starts with an empty reason.
          <ReasonForm review={review} isDeciding={isDeciding} />
        )}
      </Dialog>
    </Modal>
  );
}

function RefusalDialog({
  review,
  productName,
  failure,
}: { review: ProductReviewActor } & NonNullable<ReturnType<typeof selectRefusal>>) {
  const dismiss = () => review.send({ type: 'review.refusal.dismiss' });
  return (
    <Modal size="sm" isOpen isDismissable onOpenChange={(open) => open || dismiss()}>
      <Dialog role="alertdialog" title="Already decided">
        <DialogText>
          Your decision on “{productName}” was not saved.{' '}
          {failureText(failure, 'It is no longer waiting for review.')} It leaves the queue now.
        </DialogText>
        <DialogActions>
          <Button autoFocus onPress={dismiss}>
            Back to the queue
          </Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}

function ReasonForm({ review, isDeciding }: { review: ProductReviewActor; isDeciding: boolean }) {
  const serverError = useSelector(review, selectReasonError);
  const { field, formProps } = useForm(rejectionSchema, { reason: '' }, ({ reason }) =>
    review.send({ type: 'review.reason.submit', reason }),
  );
  // The only field: leaving it is no reason to call it wrong, and an error appearing on blur would push Cancel
  // down under a phone user's finger between press and release, so the press would miss. It shows on submit.
  const { onBlur: _onBlur, ...reason } = field('reason');
  return (
    <Form {...formProps}>
      <TextField
        {...reason}
        // The server's own refusal of the reason (a 400) shows where the schema's would.
        errorMessage={reason.errorMessage ?? serverError ?? undefined}
        multiline
        label="Reason for the seller"
        isDisabled={isDeciding}
        maxLength={productRejectReasonMax}
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
          {isDeciding ? 'Rejecting…' : 'Reject product'}
        </Button>
      </DialogActions>
    </Form>
  );
}
