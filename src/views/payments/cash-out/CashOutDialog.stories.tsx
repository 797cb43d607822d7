import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { earningsMessages } from '#schemas/earnings';
import { toPesos } from '#schemas/money';
import { CashOutStage } from '../../../../tests/models/cash-out-support.tsx';
import {
  createFakeEarnings,
  earningsScenarios,
  samplePaymentChannels,
} from '../../../../tests/services/earnings.ts';
import { Card } from '../../ui/Card.tsx';
import { StoryFrame } from '../../ui/StoryFrame.tsx';
import { CashOutView } from './CashOutPanel.tsx';

const meta = {
  title: 'Payments/CashOut',
  component: CashOutView,
  args: {
    step: 'form',
    channels: samplePaymentChannels,
    // ₱100.00 to ₱12,345.67: the balance is below PAYOUT_MAX.
    bounds: { min: 10_000, max: 5_000_000, cap: 1_234_567 },
    isBusy: false,
    serverErrors: null,
    failureText: null,
    onRetry: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <StoryFrame width="form">
        <Card title="Cash out">
          <Story />
        </Card>
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof CashOutView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal opened: the banks and e-wallets are on their way. */
export const LoadingChannels: Story = { args: { step: 'loading' } };

/** The channels failed: spec §8's words and a retry. */
export const ChannelsFailed: Story = {
  args: { step: 'unavailable' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(earningsMessages.fetchChannelsFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The form, with the balance and the amount's bounds. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₱100.00 to ₱12,345.67')).toBeVisible();
    await expect(canvas.getByText('₱12,345.67')).toBeVisible();
  },
};

/** Request cash out with nothing filled in: spec §5's message under every field, nothing sent. */
export const EveryFieldRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Request cash out' }));
    for (const message of [
      earningsMessages.bankRequired,
      earningsMessages.accountNumberShort,
      earningsMessages.accountNameRequired,
      earningsMessages.amountInvalid,
    ])
      await expect(await canvas.findByText(message)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An e-wallet's account is its mobile number: the hint says so, and so does the message. */
export const EWallet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The schema checks the account against the channel once the amount is a number.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account name' }), 'Ana Reyes');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '500');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Bank or e-wallet' }), 'gca');
    await userEvent.click(await body.findByRole('option', { name: 'GCash' }));
    await expect(canvas.getByRole('combobox', { name: 'Bank or e-wallet' })).toHaveValue('GCash');
    await expect(canvas.getByText('Your 11-digit mobile number')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account number' }), '12345');
    await userEvent.tab();
    await expect(await canvas.findByText(earningsMessages.mobileNumber('GCash'))).toBeVisible();
  },
};

/** The amount's bounds as the seller types, and Cash out all filling in the most. */
export const AmountBounds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '99.99');
    await userEvent.tab();
    await expect(await canvas.findByText('Amount must be at least ₱100.00')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12345.68');
    await expect(await canvas.findByText('Amount must be at most ₱12,345.67')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cash out all' }));
    await expect(amount).toHaveValue('12345.67');
    await waitFor(() => expect(amount).toBeValid());
  },
};

/** The request is on its way: nothing can be changed. */
export const Submitting: Story = { args: { isBusy: true } };

/** The server refused fields (400): its messages under them. */
export const ServerFieldErrors: Story = {
  args: { serverErrors: { accountNumber: earningsMessages.mobileNumber('GCash') } },
};

/** Another request took the balance first (409): the server's words. */
export const Refused: Story = { args: { failureText: earningsMessages.insufficientBalance(50_000) } };

/** Any other failure: spec §8's words. */
export const Failed: Story = { args: { failureText: earningsMessages.createFailed } };

// ---------------------------------------------------------------------------------------------------------
// The modal over the real machine and the in-memory API

const stageOf = (fake: ReturnType<typeof createFakeEarnings>) => {
  const { available } = fake.balances();
  return (
    <CashOutStage
      service={fake.service}
      earnings={{ available: toPesos(available), payoutMin: 100, payoutMax: 50_000 }}
    />
  );
};

/** The modal renders into <body>; react-aria's announcer keeps a label to an element gone a moment later. */
const inBody = { a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } } };

/** The modal's form over the page (the whole screen on a phone). */
export const InDialogForm: StoryObj<typeof CashOutStage> = {
  parameters: inBody,
  render: () => stageOf(createFakeEarnings(earningsScenarios.available())),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Cash out' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toBeVisible());
  },
};

/** From the channels to the request: the modal closes and the page hears of the request. */
export const InDialog: StoryObj<typeof CashOutStage> = {
  parameters: inBody,
  render: () => stageOf(createFakeEarnings(earningsScenarios.available())),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Cash out' });
    // The modal fades in: checks of what is seen wait for its entry to settle.
    await waitFor(() => expect(dialog).toBeVisible());
    const modal = within(dialog);
    // The arrow opens the whole list, banks then e-wallets.
    await userEvent.click(await modal.findByRole('button', { name: 'Show suggestions Bank or e-wallet' }));
    const list = await body.findByRole('listbox');
    // The list's popover fades in too.
    await waitFor(() => expect(within(list).getByRole('group', { name: 'Banks' })).toBeVisible());
    await expect(within(list).getByRole('group', { name: 'E-wallets' })).toBeVisible();
    await userEvent.click(within(list).getByRole('option', { name: 'BDO Unibank' }));
    await userEvent.type(modal.getByRole('textbox', { name: 'Account number' }), '001234567890');
    await userEvent.type(modal.getByRole('textbox', { name: 'Account name' }), 'Ana Reyes');
    await userEvent.type(modal.getByRole('textbox', { name: 'Amount' }), '1000');
    await userEvent.click(modal.getByRole('button', { name: 'Request cash out' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText('Request #4: BDO Unibank 1000')).toBeVisible();
  },
};

/** The channels failed to load in the modal. */
export const InDialogChannelsFailed: StoryObj<typeof CashOutStage> = {
  parameters: inBody,
  render: () => stageOf(createFakeEarnings({ ...earningsScenarios.available(), fail: { channels: true } })),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Cash out' });
    await waitFor(() => expect(within(dialog).getByRole('alert')).toBeVisible());
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(earningsMessages.fetchChannelsFailed);
  },
};
