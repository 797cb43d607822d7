// The dialogs a payout decision passes through: Mark as completed asks for the bank's reference of the
// transfer; Mark as failed asks for the reason the seller will read, and says the amount returns to the
// seller's balance (each the admin payout API's own rule, through the one form way of
// docs/decisions/009-forms.md). While the decision is sent nothing can be changed and the dialog cannot be
// dismissed; a failure that is not a refusal is shown inside it, so the admin can try again. A refusal (the
// request is no longer pending: another admin decided first) replaces the dialog with one saying so in the
// server's words, while the list behind it reloads.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { failureReasonMax, referenceMax, type AdminPayoutRequest } from '#schemas/earnings';
import { failureText } from '#machines/admin-review/failure.ts';
import {
  deskFallbacks,
  formatPesos,
  reasonSchema,
  referenceSchema,
} from '#machines/admin-payouts/context.ts';
import type { PayoutDeskMachine } from '#machines/admin-payouts/machine.ts';
import {
  selectDecisionFailure,
  selectFieldError,
  selectIntent,
  selectIsDeciding,
  selectRefusal,
} from '#machines/admin-payouts/selectors.ts';
import { useForm } from '../../form/use-form.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { DescriptionList } from '../../ui/DescriptionList.tsx';
import { Dialog, DialogActions, DialogText } from '../../ui/Dialog.tsx';
import { Form } from '../../ui/Form.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';

type DeskActor = ActorRefFrom<PayoutDeskMachine>;

/** The server's 409 is a clause ('Payout request #4 is already completed'), its 404 a sentence. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** What the admin checks against the bank before deciding. */
const summaryOf = (request: AdminPayoutRequest) =>
  [
    ['Seller', request.seller.storeName],
    ['Pay to', `${request.channelName} ${request.accountNumber}`],
    ['Account name', request.accountName],
    ['Amount', formatPesos(request.amount)],
  ] as const;

export function PayoutDecisionDialogs({ desk }: { desk: DeskActor }) {
  const intent = useSelector(desk, selectIntent);
  const isDeciding = useSelector(desk, selectIsDeciding);
  const failure = useSelector(desk, selectDecisionFailure);
  const refusal = useSelector(desk, selectRefusal);
  const cancel = (open: boolean) => {
    if (!open) desk.send({ type: 'payout.cancel' });
  };
  if (refusal) return <RefusalDialog desk={desk} {...refusal} />;
  if (!intent) return null;
  const { request } = intent;
  const isComplete = intent.decision === 'completed';
  return (
    <Modal isOpen onOpenChange={cancel} isDismissable={!isDeciding} isKeyboardDismissDisabled={isDeciding}>
      <Dialog title={isComplete ? 'Mark as completed' : 'Mark as failed'}>
        <DialogText>
          {isComplete
            ? 'Record the bank’s reference of the transfer. The seller is told in the app and by e-mail.'
            : `The ${formatPesos(request.amount)} returns to ${request.seller.storeName}’s available balance. The seller reads your reason in the app and by e-mail.`}
        </DialogText>
        <DescriptionList items={summaryOf(request)} />
        {failure ? <Banner tone="error">{failureText(failure, deskFallbacks.decide)}</Banner> : null}
        {/* Mounted with the open dialog: every opening starts with an empty field. */}
        {isComplete ? (
          <ReferenceForm desk={desk} isDeciding={isDeciding} />
        ) : (
          <ReasonForm desk={desk} isDeciding={isDeciding} />
        )}
      </Dialog>
    </Modal>
  );
}

function RefusalDialog({
  desk,
  request,
  failure,
}: { desk: DeskActor } & NonNullable<ReturnType<typeof selectRefusal>>) {
  const dismiss = () => desk.send({ type: 'payout.refusal.dismiss' });
  return (
    <Modal size="sm" isOpen isDismissable onOpenChange={(open) => open || dismiss()}>
      <Dialog role="alertdialog" title="Already decided">
        <DialogText>
          Your decision on request #{request.id} was not saved.{' '}
          {sentence(failureText(failure, 'It is no longer pending.'))} The list now shows the requests as they
          are.
        </DialogText>
        <DialogActions>
          <Button autoFocus onPress={dismiss}>
            Back to the desk
          </Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}

type FormProps = { desk: DeskActor; isDeciding: boolean };

function ReferenceForm({ desk, isDeciding }: FormProps) {
  const serverError = useSelector(desk, selectFieldError);
  const { field, formProps } = useForm(referenceSchema, { reference: '' }, ({ reference }) =>
    desk.send({ type: 'payout.submit', decision: { status: 'completed', reference } }),
  );
  // The only field: an error appearing on blur would push Cancel down under a phone user's finger between
  // press and release, so the press would miss. It shows on submit.
  const { onBlur: _onBlur, ...reference } = field('reference');
  return (
    <Form {...formProps}>
      <TextField
        {...reference}
        // The server's own refusal of the reference (a 400) shows where the schema's would.
        errorMessage={reference.errorMessage ?? serverError ?? undefined}
        label="Bank reference"
        isDisabled={isDeciding}
        maxLength={referenceMax}
        autoFocus
      />
      <DecisionActions desk={desk} isDeciding={isDeciding} label="Mark as completed" busy="Saving…" />
    </Form>
  );
}

function ReasonForm({ desk, isDeciding }: FormProps) {
  const serverError = useSelector(desk, selectFieldError);
  const { field, formProps } = useForm(reasonSchema, { reason: '' }, ({ reason }) =>
    desk.send({ type: 'payout.submit', decision: { status: 'failed', reason } }),
  );
  const { onBlur: _onBlur, ...reason } = field('reason');
  return (
    <Form {...formProps}>
      <TextField
        {...reason}
        errorMessage={reason.errorMessage ?? serverError ?? undefined}
        multiline
        label="Reason for the seller"
        isDisabled={isDeciding}
        maxLength={failureReasonMax}
        autoFocus
      />
      <DecisionActions desk={desk} isDeciding={isDeciding} label="Mark as failed" busy="Saving…" />
    </Form>
  );
}

function DecisionActions({ desk, isDeciding, label, busy }: FormProps & { label: string; busy: string }) {
  return (
    <DialogActions>
      <Button variant="ghost" isDisabled={isDeciding} onPress={() => desk.send({ type: 'payout.cancel' })}>
        Cancel
      </Button>
      {/* Not isPending: its announcement would outlive the dialog and point at a removed button. */}
      <Button type="submit" isDisabled={isDeciding}>
        {isDeciding ? busy : label}
      </Button>
    </DialogActions>
  );
}
