import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { makeSellerDetail, type FakeAdminReviewOptions } from '../../../tests/services/admin-sellers.ts';
import { AdminLayout } from '../layout/AdminLayout.tsx';
import { laptop, phone } from '../layout/story-fixtures.tsx';
import { SellerReview } from './SellerReview.tsx';
import { storyAdminReview } from './story-logic.ts';
import { approvalStatus } from '#schemas/seller';

const pending = makeSellerDetail(1);
const rejectedBefore = makeSellerDetail(2, {
  approvalStatus: approvalStatus.approved,
  decisions: [
    {
      decision: 'approved',
      reason: null,
      adminEmail: 'admin@suki.ph',
      decidedAt: '2026-03-14T09:00:00.000Z',
    },
    {
      decision: 'rejected',
      reason: 'The business permit is unreadable.',
      adminEmail: 'admin@suki.ph',
      decidedAt: '2026-03-10T09:00:00.000Z',
    },
  ],
});

const approved = makeSellerDetail(3, { approvalStatus: approvalStatus.approved });
const suspended = makeSellerDetail(4, {
  approvalStatus: approvalStatus.suspended,
  decisions: [
    {
      decision: 'suspended',
      reason: 'Buyers reported counterfeit goods.',
      adminEmail: 'admin@suki.ph',
      decidedAt: '2026-03-15T09:00:00.000Z',
    },
    {
      decision: 'approved',
      reason: null,
      adminEmail: 'admin@suki.ph',
      decidedAt: '2026-03-01T09:00:00.000Z',
    },
  ],
});

/** The real review page over the in-memory API described by `scenario` (plain data). */
function ReviewStory({ scenario, sellerId }: { scenario: FakeAdminReviewOptions; sellerId: string }) {
  const [logic] = useState(() => storyAdminReview(scenario).review);
  return (
    <AdminLayout path="/admin/sellers" onLogout={() => undefined}>
      <SellerReview logic={logic} sellerId={sellerId} />
    </AdminLayout>
  );
}

const meta = {
  title: 'Admin/SellerReview',
  component: ReviewStory,
  args: { scenario: { sellers: [pending] }, sellerId: pending.id },
} satisfies Meta<typeof ReviewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Tindahan 1' });
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
};

export const LoadedNarrow: Story = { globals: phone };

export const ViewingImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View Primary ID' }));
    await canvas.findByRole('img', { name: 'Primary ID' });
  },
};

export const ViewingPdf: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View SEC Certificate' }));
    await expect(await canvas.findByTitle('SEC Certificate')).toBeInTheDocument();
  },
};

export const Decided: Story = {
  args: { scenario: { sellers: [rejectedBefore] }, sellerId: rejectedBefore.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Reason: The business permit is unreadable.');
    // Approved: the one decision left is a suspension.
    await expect(canvas.getByRole('button', { name: 'Suspend' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

export const Suspended: Story = {
  args: { scenario: { sellers: [suspended] }, sellerId: suspended.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Reason: Buyers reported counterfeit goods.');
    await expect(canvas.getByTestId('approval-status')).toHaveTextContent('Suspended');
    await expect(canvas.getByRole('button', { name: 'Reinstate' })).toBeEnabled();
  },
};

export const SuspendedNarrow: Story = {
  globals: phone,
  args: { scenario: { sellers: [suspended] }, sellerId: suspended.id },
};

export const Loading: Story = { args: { scenario: { latencyMs: 'never' } } };

export const LoadFailed: Story = {
  args: { scenario: { sellers: [pending], fail: { detail: true } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Try again' });
  },
};

export const ApproveConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }));
    const page = within(canvasElement.ownerDocument.body);
    const confirm = await page.findByRole('alertdialog', { name: 'Approve this seller?' });
    await expect(within(confirm).getByRole('button', { name: 'Approve seller' })).toBeEnabled();
  },
};

export const SuspendDialog: Story = {
  globals: phone,
  args: { scenario: { sellers: [approved] }, sellerId: approved.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Suspend' }));
    const dialog = within(canvasElement.ownerDocument.body);
    await userEvent.click(await dialog.findByRole('button', { name: 'Suspend seller' }));
    await dialog.findByText('Please give the seller a reason.');
  },
};

export const ReinstateConfirmation: Story = {
  args: { scenario: { sellers: [suspended] }, sellerId: suspended.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reinstate' }));
    const page = within(canvasElement.ownerDocument.body);
    const confirm = await page.findByRole('alertdialog', { name: 'Reinstate this seller?' });
    await expect(within(confirm).getByRole('button', { name: 'Reinstate seller' })).toBeEnabled();
  },
};

export const RejectDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject' }));
    const dialog = within(canvasElement.ownerDocument.body);
    await userEvent.click(await dialog.findByRole('button', { name: 'Reject seller' }));
    await dialog.findByText('Please give the seller a reason.');
  },
};

export const Refused: Story = {
  args: { scenario: { sellers: [pending], fail: { decide: 409 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Approve seller' }));
    await canvas.findByText('This seller is already approved.');
  },
};

/** Last: a pending button's announcement outlives its story in the shared page. */
export const Deciding: Story = {
  args: { scenario: { sellers: [pending], pendingDecisions: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Approve seller' }));
    await expect(await page.findByRole('button', { name: 'Approving…' })).toBeDisabled();
  },
};
