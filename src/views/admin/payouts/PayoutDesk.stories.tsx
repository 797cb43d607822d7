import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createFakeAdminPayouts,
  makeAdminPayoutRequest,
  type FakeAdminPayoutsOptions,
} from '../../../../tests/services/admin-payouts.ts';
import { provideAdminPayouts } from '../../../app/admin-payouts.ts';
import { AdminLayout } from '../../layout/AdminLayout.tsx';
import { laptop, phone } from '../../layout/story-fixtures.tsx';
import { PayoutDesk } from './PayoutDesk.tsx';

const requests = [
  makeAdminPayoutRequest(1),
  makeAdminPayoutRequest(2, { accountName: 'Jose Maria Bautista y Dela Cruz-Santos' }),
  makeAdminPayoutRequest(3, { sellerAvailable: -320.4 }),
  makeAdminPayoutRequest(4, { amount: 50_000 }),
  makeAdminPayoutRequest(5, { status: 'completed' }),
  makeAdminPayoutRequest(6, {
    status: 'failed',
    failureReason:
      'GCash returned the transfer: the account is not fully verified. Verify it in the GCash app and cash out again.\nAsk the seller to check the number too.',
  }),
];

/** The real desk over the in-memory API described by `scenario` (plain data); no address bar, no downloads. */
function PayoutDeskStory({ scenario }: { scenario: FakeAdminPayoutsOptions }) {
  const [logic] = useState(() =>
    provideAdminPayouts(
      createFakeAdminPayouts(scenario).service,
      () => undefined,
      () => undefined,
    ),
  );
  return (
    <AdminLayout path="/admin/payouts" onLogout={() => undefined}>
      <PayoutDesk logic={logic} />
    </AdminLayout>
  );
}

const meta = {
  title: 'Admin/Payouts',
  component: PayoutDeskStory,
  args: { scenario: { requests } },
} satisfies Meta<typeof PayoutDeskStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const pendingList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Pending payout requests, the longest waiting first' });

export const Pending: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const list = await pendingList(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(4));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('4 pending requests, the longest waiting first.')).toBeInTheDocument();
    const [first] = within(list).getAllByRole('article');
    await expect(first).toHaveAccessibleName('Tindahan ni Ana Request #1');
    await expect(within(first!).getByText('₱1,250.50')).toBeInTheDocument();
    await expect(within(first!).getByText('09170000001')).toBeInTheDocument();
    // A refund after a payout leaves a balance below zero; it shows as such.
    await expect(within(list).getByText('-₱320.40')).toBeInTheDocument();
  },
};

export const PendingPhone: Story = { globals: phone };

export const Completed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pendingList(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Completed' }));
    const list = await canvas.findByRole('list', { name: 'Completed payout requests, the latest first' });
    await within(list).findByText('Reference IBFT-880005');
    await expect(within(list).getByText('Completed')).toBeInTheDocument();
    await expect(within(list).queryByRole('button', { name: 'Mark as completed' })).not.toBeInTheDocument();
  },
};

export const FailedTab: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pendingList(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Failed' }));
    const list = await canvas.findByRole('list', { name: 'Failed payout requests, the latest first' });
    await within(list).findByText(/the account is not fully verified/);
    // A long reason wraps in its own column: the seller's column keeps room for a store's name.
    const seller = within(list).getByText('Sari-Sari ni Luz');
    await expect(seller.parentElement!.getBoundingClientRect().width).toBeGreaterThan(120);
  },
};

export const FailedTabPhone: Story = { ...FailedTab, globals: phone };

export const Empty: Story = {
  args: { scenario: { requests: [] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'When a seller cashes out, the request waits here for you to pay it.',
    );
  },
};

export const Loading: Story = { args: { scenario: { requests, latencyMs: 'never' } } };

export const LoadFailed: Story = {
  args: { scenario: { requests, fail: { list: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A 5xx's own words are not the admin's business: the desk says what failed.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The payout requests could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const MorePages: Story = {
  args: { scenario: { requests, pageSize: 2 } },
  play: async ({ canvasElement }) => {
    // The list's end is in view: the next page comes without a press.
    const list = await pendingList(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(4));
  },
};

export const MoreFailed: Story = {
  args: { scenario: { requests, pageSize: 2, fail: { more: true } } },
  play: async ({ canvasElement }) => {
    const list = await pendingList(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'More payout requests could not be loaded.',
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
  },
};

const openOn = async (canvasElement: HTMLElement, button: 'Mark as completed' | 'Mark as failed') => {
  const list = await pendingList(canvasElement);
  const [first] = await within(list).findAllByRole('article');
  await userEvent.click(within(first!).getByRole('button', { name: button }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: button });
  // Visible once its opening animation has begun.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

export const CompleteDialog: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const dialog = await openOn(canvasElement, 'Mark as completed');
    await expect(dialog.getByRole('textbox', { name: 'Bank reference' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as completed' }));
    await dialog.findByText('Bank reference is required');
  },
};

export const FailDialog: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const dialog = await openOn(canvasElement, 'Mark as failed');
    await expect(
      dialog.getByText(
        'The ₱1,250.50 returns to Tindahan ni Ana’s available balance. The seller reads your reason in the app and by e-mail.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as failed' }));
    await dialog.findByText('Reason is required');
  },
};

export const Deciding: Story = {
  args: { scenario: { requests, pendingDecisions: true } },
  play: async ({ canvasElement }) => {
    const dialog = await openOn(canvasElement, 'Mark as completed');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Bank reference' }), 'IBFT-123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as completed' }));
    await expect(await dialog.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const DecisionFailed: Story = {
  args: { scenario: { requests, fail: { decide: 500 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openOn(canvasElement, 'Mark as failed');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason for the seller' }), 'Closed account');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as failed' }));
    await dialog.findByText('The decision could not be saved. Please try again.');
    await expect(dialog.getByRole('button', { name: 'Mark as failed' })).toBeEnabled();
  },
};

export const AlreadyDecided: Story = {
  globals: phone,
  args: { scenario: { requests, fail: { decide: 409 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openOn(canvasElement, 'Mark as completed');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Bank reference' }), 'IBFT-123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as completed' }));
    const refusal = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Already decided',
    });
    await expect(refusal).toHaveTextContent(
      'Your decision on request #1 was not saved. Payout request #1 is already completed. The list now shows the requests as they are.',
    );
  },
};
