// What the cash-out modal shows (spec §2 Earnings/Payments, §5, §8): the balance the seller may cash out,
// then the banks and e-wallets loading (or 'Error fetching payment channels' with Try again), then the form:
// the channel, the account number (an e-wallet's is its mobile number), the account name and the amount
// with its bounds, checked as the seller types; a failed request's words above the buttons.
import { useMemo } from 'react';
import { cashOutBodySchema, mostOf } from '#machines/cash-out/context.ts';
import type { CashOutStep } from '#machines/cash-out/selectors.ts';
import {
  accountNameMax,
  accountNumberMax,
  earningsMessages,
  type PaymentChannel,
  type PayoutBounds,
  type PayoutRequestBody,
} from '#schemas/earnings';
import { formatPeso, pesosText } from '#schemas/money';
import { useForm } from '../../form/use-form.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { DialogActions } from '../../ui/Dialog.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { ChannelPicker } from './ChannelPicker.tsx';
import * as styles from './CashOut.css.ts';

export type CashOutViewProps = {
  step: Exclude<CashOutStep, 'done'>;
  channels: readonly PaymentChannel[];
  /** Centavos. */
  bounds: PayoutBounds;
  isBusy: boolean;
  /** The server's messages on the fields it refused (400). */
  serverErrors: Readonly<Record<string, string>> | null;
  /** Why the last request was not created, or null. */
  failureText: string | null;
  onRetry: () => void;
  onSubmit: (body: PayoutRequestBody) => void;
  onClose: () => void;
};

/** The modal's content from plain props, so every state has a story without a machine. */
export function CashOutView(props: CashOutViewProps) {
  const { step, bounds, onRetry, onClose } = props;
  return (
    <>
      <p className={styles.available}>
        You have <span className={styles.availableAmount}>{formatPeso(bounds.cap)}</span> available to cash
        out.
      </p>
      {step === 'form' ? <CashOutForm {...props} /> : null}
      {step === 'loading' ? (
        <>
          <p role="status">Loading banks and e-wallets…</p>
          <DialogActions>
            <Button variant="ghost" onPress={onClose}>
              Cancel
            </Button>
          </DialogActions>
        </>
      ) : null}
      {step === 'unavailable' ? (
        <>
          <Banner tone="error">{earningsMessages.fetchChannelsFailed}</Banner>
          <DialogActions>
            <Button variant="ghost" onPress={onClose}>
              Cancel
            </Button>
            <Button onPress={onRetry}>Try again</Button>
          </DialogActions>
        </>
      ) : null}
    </>
  );
}

const blank = { channelCode: '', accountNumber: '', accountName: '', amount: '' };

/** "₱100.00 to ₱5,000.00": what the amount may be now (only the least when the balance is below it). */
const boundsText = (bounds: PayoutBounds) => {
  const most = mostOf(bounds);
  return most >= bounds.min
    ? `${formatPeso(bounds.min)} to ${formatPeso(most)}`
    : `At least ${formatPeso(bounds.min)}`;
};

function CashOutForm({
  channels,
  bounds,
  isBusy,
  serverErrors,
  failureText,
  onSubmit,
  onClose,
}: CashOutViewProps) {
  // The form reads its rules once, when it starts; channels and bounds do not change while it is open.
  const schema = useMemo(() => cashOutBodySchema({ bounds, channels }), [bounds, channels]);
  const { field, formProps, values } = useForm(schema, blank, onSubmit, serverErrors ?? undefined);
  const channel = channels.find((each) => each.channelCode === values.channelCode);
  const amount = field('amount');
  return (
    <Form {...formProps}>
      <ChannelPicker
        {...field('channelCode')}
        label="Bank or e-wallet"
        channels={channels}
        isDisabled={isBusy}
      />
      <TextField
        {...field('accountNumber')}
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={accountNumberMax}
        description={channel?.kind === 'ewallet' ? 'Your 11-digit mobile number' : undefined}
        isDisabled={isBusy}
      />
      <TextField
        {...field('accountName')}
        label="Account name"
        autoComplete="name"
        maxLength={accountNameMax}
        isDisabled={isBusy}
      />
      <div className={styles.amountRow}>
        <TextField
          name={amount.name}
          value={String(amount.value ?? '')}
          onChange={amount.onChange}
          onBlur={amount.onBlur}
          errorMessage={amount.errorMessage}
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          description={boundsText(bounds)}
          isDisabled={isBusy}
          className={styles.amountField}
        />
        <Button
          variant="secondary"
          className={styles.allButton}
          isDisabled={isBusy}
          onPress={() => amount.onChange(pesosText(Math.max(0, mostOf(bounds))))}
        >
          Cash out all
        </Button>
      </div>
      {failureText ? <Banner tone="error">{failureText}</Banner> : null}
      <DialogActions>
        <Button variant="ghost" isDisabled={isBusy} onPress={onClose}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={isBusy} isPending={isBusy}>
          {isBusy ? 'Requesting…' : 'Request cash out'}
        </Button>
      </DialogActions>
    </Form>
  );
}
