// The dialogs a decision passes through: Reject asks for the reason the seller reads (the admin campaign
// API's own rule, through the one form way of docs/decisions/009-forms.md) and, on an approved product, says
// it leaves the campaign. While the rejection is sent nothing can be changed and the dialog cannot be
// dismissed; a failure that is not a refusal shows inside it, so the admin can try again. A refusal (the
// product was decided by another admin, its price fell to the discount, or it is gone) is a dialog in the
// server's words while the list behind it reloads.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { rejectionReasonMax, type AdminCampaignProduct } from '#schemas/campaigns';
import { failureText } from '#machines/admin-review/failure.ts';
import { formatPesos, reasonSchema, reviewFallbacks } from '#machines/campaign-review/context.ts';
import type { CampaignReviewMachine } from '#machines/campaign-review/machine.ts';
import {
  selectCampaign,
  selectIsDeciding,
  selectReasonError,
  selectRefusal,
  selectRejecting,
  selectRejectionFailure,
} from '#machines/campaign-review/selectors.ts';
import { useForm } from '../../../form/use-form.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DescriptionList } from '../../../ui/DescriptionList.tsx';
import { Dialog, DialogActions, DialogText } from '../../../ui/Dialog.tsx';
import { Form } from '../../../ui/Form.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { TextField } from '../../../ui/TextField.tsx';

type ReviewActor = ActorRefFrom<CampaignReviewMachine>;

/** The server's 409 is a clause ('"Rice cooker" is already approved'), its 404 a sentence. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** What the admin checks before rejecting. */
const summaryOf = (product: AdminCampaignProduct) =>
  [
    ['Product', product.data.productName],
    ['Seller', product.seller.storeName],
    [
      'Discount price',
      `${formatPesos(product.discountPrice)} (${product.percentOff}% off ${formatPesos(product.productPrice)})`,
    ],
  ] as const;

export function ReviewDialogs({ review }: { review: ReviewActor }) {
  const product = useSelector(review, selectRejecting);
  const campaign = useSelector(review, selectCampaign);
  const isDeciding = useSelector(review, selectIsDeciding);
  const failure = useSelector(review, selectRejectionFailure);
  const refusal = useSelector(review, selectRefusal);
  const cancel = (open: boolean) => {
    if (!open) review.send({ type: 'rejection.cancel' });
  };
  if (refusal) return <RefusalDialog review={review} {...refusal} />;
  if (!product) return null;
  const takesOut = product.status === 'approved';
  const title = campaign ? `"${campaign.title}"` : 'the campaign';
  return (
    <Modal isOpen onOpenChange={cancel} isDismissable={!isDeciding} isKeyboardDismissDisabled={isDeciding}>
      <Dialog title={takesOut ? 'Take out of the campaign' : 'Reject product'}>
        <DialogText>
          {takesOut
            ? `"${product.data.productName}" is approved: rejecting it takes it out of ${title}, and it is no longer sold at its discount price there. The seller reads your reason in the app.`
            : `"${product.data.productName}" will not join ${title}. The seller reads your reason in the app and may apply it again.`}
        </DialogText>
        <DescriptionList items={summaryOf(product)} />
        {failure ? <Banner tone="error">{failureText(failure, reviewFallbacks.decide)}</Banner> : null}
        {/* Mounted with the open dialog: every opening starts with an empty field. */}
        <ReasonForm review={review} isDeciding={isDeciding} label={takesOut ? 'Take out' : 'Reject'} />
      </Dialog>
    </Modal>
  );
}

function RefusalDialog({
  review,
  decision,
  product,
  failure,
}: { review: ReviewActor } & NonNullable<ReturnType<typeof selectRefusal>>) {
  const dismiss = () => review.send({ type: 'refusal.dismiss' });
  return (
    <Modal size="sm" isOpen isDismissable onOpenChange={(open) => open || dismiss()}>
      <Dialog role="alertdialog" title="Decision not saved">
        <DialogText>
          {decision === 'approved' ? 'Your approval' : 'Your rejection'} of "{product.data.productName}" was
          not saved. {sentence(failureText(failure, 'It is no longer where you saw it.'))} The list now shows
          the products as they are.
        </DialogText>
        <DialogActions>
          <Button autoFocus onPress={dismiss}>
            Back to the review
          </Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}

function ReasonForm({
  review,
  isDeciding,
  label,
}: {
  review: ReviewActor;
  isDeciding: boolean;
  label: string;
}) {
  const serverError = useSelector(review, selectReasonError);
  const { field, formProps } = useForm(reasonSchema, { reason: '' }, ({ reason }) =>
    review.send({ type: 'rejection.submit', reason }),
  );
  // The only field: an error appearing on blur would push Cancel down under a phone user's finger between
  // press and release, so the press would miss. It shows on submit.
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
        maxLength={rejectionReasonMax}
        autoFocus
      />
      <DialogActions>
        <Button
          variant="ghost"
          isDisabled={isDeciding}
          onPress={() => review.send({ type: 'rejection.cancel' })}
        >
          Cancel
        </Button>
        {/* Not isPending: its announcement would outlive the dialog and point at a removed button. */}
        <Button type="submit" isDisabled={isDeciding}>
          {isDeciding ? 'Saving…' : label}
        </Button>
      </DialogActions>
    </Form>
  );
}
