import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createFakeEarnings,
  earningsScenarios,
  type FakeEarningsOptions,
} from '../../../tests/services/earnings.ts';
import { providePayments } from '../../app/payments.ts';
import { MerchantLayout } from '../layout/MerchantLayout.tsx';
import { laptop, phone, storyChangePassword, storyNotifications } from '../layout/story-fixtures.tsx';
import { Payments } from './Payments.tsx';

/** The real page in the merchant layout, over the in-memory earnings API described by `scenario` (plain data). */
function PaymentsStory({ scenario }: { scenario: FakeEarningsOptions }) {
  const [logic] = useState(() => providePayments(createFakeEarnings(scenario).service, () => {}));
  return (
    <MerchantLayout
      path="/payments"
      email="ana@tindahan.ph"
      sellerName="Ana Reyes"
      supportEmail="help@suki.ph"
      approvalStatus={1}
      onLogout={() => undefined}
      changePasswordLogic={storyChangePassword}
      notifications={storyNotifications()}
    >
      <Payments logic={logic} />
    </MerchantLayout>
  );
}

const meta = {
  title: 'Payments/Page',
  component: PaymentsStory,
  args: { scenario: earningsScenarios.available() },
} satisfies Meta<typeof PaymentsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;

/** The card named `title` (a section labelled by its heading). */
const card = async (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('region', { name: title });

const requestList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Payout requests, newest first' });

const openStatement: Play = async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('tab', { name: 'Statement' }));
};

export const CardsEmpty: Story = {
  globals: laptop,
  args: { scenario: earningsScenarios.empty() },
  play: async ({ canvasElement }) => {
    const available = await card(canvasElement, 'Available to cash out');
    await expect(within(available).getByText('₱0.00')).toBeVisible();
    await expect(within(available).getByRole('button', { name: 'Cash out' })).toBeDisabled();
    await expect(
      within(available).getByText('You have ₱0.00 available; the least you can cash out is ₱100.00'),
    ).toBeVisible();
    await within(canvasElement).findByRole('heading', { name: 'No payout requests yet' });
  },
};
export const CardsEmptyPhone: Story = { ...CardsEmpty, globals: phone };

export const CardsOnHold: Story = {
  args: { scenario: earningsScenarios.onHold() },
  play: async ({ canvasElement }) => {
    const onHold = await card(canvasElement, 'On hold');
    await waitFor(() => expect(within(onHold).getByText('₱2,612.97')).toBeVisible());
    await expect(within(onHold).getByText('₱1,710.00 releases on 20 Mar')).toBeVisible();
    const available = await card(canvasElement, 'Available to cash out');
    await expect(within(available).getByRole('button', { name: 'Cash out' })).toBeDisabled();
  },
};

export const CardsAvailable: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const available = await card(canvasElement, 'Available to cash out');
    await waitFor(() => expect(within(available).getByText('₱16,160.00')).toBeVisible());
    await expect(within(available).getByRole('button', { name: 'Cash out' })).toBeEnabled();
    await expect(
      within(available).getByText('₱21,660.00 released to you, less ₱5,500.00 in payouts requested or paid.'),
    ).toBeVisible();
    await expect(
      within(await card(canvasElement, 'On hold')).getByText('₱3,135.00 releases on 19 Mar'),
    ).toBeVisible();
    await expect(within(await card(canvasElement, 'Paid out')).getByText('₱4,000.00')).toBeVisible();
  },
};
export const CardsAvailablePhone: Story = { ...CardsAvailable, globals: phone };

export const CardsNegative: Story = {
  args: { scenario: earningsScenarios.negative() },
  play: async ({ canvasElement }) => {
    const available = await card(canvasElement, 'Available to cash out');
    await waitFor(() => expect(within(available).getByText('-₱1,900.00')).toBeVisible());
    await expect(
      within(available).getByText('A refund came after your last payout: it comes off your next earnings.'),
    ).toBeVisible();
    await expect(within(available).getByRole('button', { name: 'Cash out' })).toBeDisabled();
  },
};

export const EarningsFailed: Story = {
  args: { scenario: { ...earningsScenarios.available(), fail: { earnings: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error fetching earnings')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The list does not depend on the cards.
    await requestList(canvasElement);
  },
};

export const AwaitingApproval: Story = {
  args: { scenario: { awaitingApproval: true } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Your earnings will be here' });
  },
};

export const ListWithEveryBadge: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const list = await requestList(canvasElement);
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]!).getByText('Pending')).toBeVisible();
    await expect(within(rows[1]!).getByText('Failed')).toBeVisible();
    await expect(
      within(rows[1]!).getByText('The account name does not match the GCash account'),
    ).toBeVisible();
    await expect(within(rows[2]!).getByText('Completed')).toBeVisible();
    await expect(within(rows[2]!).getByText('Reference IB-202601')).toBeVisible();
  },
};
export const ListWithEveryBadgePhone: Story = { ...ListWithEveryBadge, globals: phone };

export const ListLoading: Story = {
  args: { scenario: { ...earningsScenarios.available(), hang: { list: true } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading payout requests…')).toBeVisible();
  },
};

export const ListFailed: Story = {
  args: { scenario: { ...earningsScenarios.available(), fail: { list: true } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Error fetching cashout requests')).toBeVisible();
  },
};

export const StatementEmpty: Story = {
  args: { scenario: earningsScenarios.empty() },
  play: async (context) => {
    await openStatement(context);
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { name: 'Nothing in March 2026' });
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  },
};

export const StatementWithEntries: Story = {
  globals: laptop,
  play: async (context) => {
    await openStatement(context);
    const canvas = within(context.canvasElement);
    const entries = await canvas.findByRole('list', { name: 'Statement for March 2026, oldest first' });
    await expect(within(entries).getByText('Order #SK-100004')).toBeVisible();
    await expect(within(entries).getByText('Cash out to GCash (request #3)')).toBeVisible();
    await expect(canvas.getByText('Closing balance ₱16,160.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
};
export const StatementWithEntriesPhone: Story = { ...StatementWithEntries, globals: phone };

export const StatementFailed: Story = {
  args: { scenario: { ...earningsScenarios.available(), fail: { statement: true } } },
  play: async (context) => {
    await openStatement(context);
    await expect(await within(context.canvasElement).findByText('Error fetching earnings')).toBeVisible();
  },
};

export const EarningsLoading: Story = {
  args: { scenario: { ...earningsScenarios.available(), hang: { earnings: true } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your earnings…')).toBeVisible();
    // The list does not wait for the cards.
    await requestList(canvasElement);
  },
};

export const StatementLoading: Story = {
  args: { scenario: { ...earningsScenarios.available(), hang: { statement: true } } },
  play: async (context) => {
    await openStatement(context);
    await expect(await within(context.canvasElement).findByText('Loading the statement…')).toBeVisible();
  },
};
