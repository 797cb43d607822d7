import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  createFakeAdminCampaigns,
  sampleApplied,
  type FakeAdminAppliedProduct,
  type FakeAdminCampaignsOptions,
} from '../../../../../tests/services/admin-campaigns.ts';
import { provideCampaignReview } from '../../../../app/campaign-review.ts';
import { AdminLayout } from '../../../layout/AdminLayout.tsx';
import { laptop, phone } from '../../../layout/story-fixtures.tsx';
import { CampaignReview } from './CampaignReview.tsx';

const applied: FakeAdminAppliedProduct[] = [
  {
    campaignId: 1,
    productId: 5001,
    productName: 'Rice cooker 1.8 L',
    productPrice: 1500,
    discountPrice: 1200,
    seller: 0,
  },
  {
    campaignId: 1,
    productId: 5002,
    productName: 'Handwoven abaca tote bag with leather handles, large (Bicol weavers’ cooperative)',
    productPrice: 850,
    discountPrice: 680,
    currentPrice: 800,
    seller: 1,
  },
  {
    campaignId: 1,
    productId: 5003,
    productName: 'Dried mangoes 500 g',
    productPrice: 320,
    discountPrice: 299,
    seller: 2,
  },
  {
    campaignId: 1,
    productId: 5004,
    productName: 'Banig sleeping mat',
    productPrice: 1250,
    discountPrice: 999,
    status: 'approved',
    seller: 1,
  },
  {
    campaignId: 1,
    productId: 5005,
    productName: 'Coco sugar 1 kg',
    productPrice: 260,
    discountPrice: 230,
    status: 'rejected',
    reason: 'The photos are blurry: show the pack and its label.\nApply again with new photos.',
    seller: 2,
  },
];

type Scenario = FakeAdminCampaignsOptions & { status?: 'approved' | 'rejected'; campaignId?: string };

/** The real review over the in-memory admin API described by `scenario` (plain data), at its own address. */
function CampaignReviewStory({ scenario }: { scenario: Scenario }) {
  const { status, campaignId = '1', ...options } = scenario;
  const [{ logic, location }] = useState(() => {
    const location = memoryLocation({
      path: `/admin/campaigns/${campaignId}/applications${status ? `?status=${status}` : ''}`,
    });
    return {
      location,
      logic: provideCampaignReview(createFakeAdminCampaigns(options).service, location.navigate),
    };
  });
  return (
    <AdminLayout path="/admin/campaigns" onLogout={() => undefined}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <CampaignReview logic={logic} campaignId={campaignId} />
      </Router>
    </AdminLayout>
  );
}

const meta = {
  title: 'Admin/Campaigns/Review',
  component: CampaignReviewStory,
  args: { scenario: { applied } },
} satisfies Meta<typeof CampaignReviewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const listOf = (canvasElement: HTMLElement, label = 'Pending') =>
  within(canvasElement).findByRole('list', { name: `${label} products, the oldest applied first` });

export const Pending: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await listOf(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payday Sale' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Pending 3' })).toHaveAttribute('aria-selected', 'true');
    const [first, second] = within(list).getAllByRole('article');
    await expect(first).toHaveAccessibleName('Rice cooker 1.8 L');
    await expect(within(first!).getByText('20% off')).toBeInTheDocument();
    // The seller lowered the tote's price since applying.
    await expect(within(second!).getByText('Price now ₱800.00')).toBeInTheDocument();
  },
};

export const PendingPhone: Story = { ...Pending, globals: phone };

export const ApprovedTab: Story = {
  globals: laptop,
  args: { scenario: { applied, status: 'approved' } },
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement, 'Approved');
    const [mat] = await within(list).findAllByRole('article');
    await expect(within(mat!).getByText('Approved')).toBeInTheDocument();
    await expect(within(mat!).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    await expect(within(mat!).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  },
};

export const RejectedTab: Story = {
  globals: phone,
  args: { scenario: { applied, status: 'rejected' } },
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement, 'Rejected');
    await within(list).findByText(/The photos are blurry/);
    await expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { scenario: { applied: [] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'When a seller applies a product to this campaign, it waits here for your decision.',
    );
    await expect(within(canvasElement).getByRole('tab', { name: 'Pending 0' })).toBeInTheDocument();
  },
};

export const LoadingCampaign: Story = { args: { scenario: { applied, hang: { get: true } } } };

export const LoadingProducts: Story = { args: { scenario: { applied, hang: { listProducts: true } } } };

export const CampaignFailed: Story = {
  args: { scenario: { applied, fail: { get: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error fetching campaign');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  globals: phone,
  args: { scenario: { applied, campaignId: '404' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Campaign not found' });
  },
};

export const ListFailed: Story = {
  args: { scenario: { applied, fail: { listProducts: true } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The applied products could not be loaded.',
    );
  },
};

export const MorePages: Story = {
  args: { scenario: { applied: sampleApplied(1, 5), pageSize: 2 } },
  play: async ({ canvasElement }) => {
    // The list's end is in view: the next pages come without a press.
    const list = await listOf(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(5));
  },
};

const openReject = async (canvasElement: HTMLElement, label = 'Pending', title = 'Reject product') => {
  const list = await listOf(canvasElement, label);
  const [first] = await within(list).findAllByRole('article');
  await userEvent.click(within(first!).getByRole('button', { name: 'Reject' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: title });
  // Visible once its opening animation has begun.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

export const RejectDialog: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const dialog = await openReject(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Reason for the seller' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await dialog.findByText('Reason is required');
  },
};

export const TakeOutDialog: Story = {
  globals: phone,
  args: { scenario: { applied, status: 'approved' } },
  play: async ({ canvasElement }) => {
    const dialog = await openReject(canvasElement, 'Approved', 'Take out of the campaign');
    await expect(dialog.getByText(/rejecting it takes it out of "Payday Sale"/)).toBeInTheDocument();
  },
};

export const Approving: Story = {
  args: { scenario: { applied, hang: { decide: true } } },
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    const [first] = await within(list).findAllByRole('article');
    await userEvent.click(within(first!).getByRole('button', { name: 'Approve' }));
    await expect(await within(first!).findByRole('button', { name: 'Approving…' })).toBeDisabled();
  },
};

export const SendingRejection: Story = {
  args: { scenario: { applied, hang: { decide: true } } },
  play: async ({ canvasElement }) => {
    const dialog = await openReject(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason for the seller' }), 'Not a sale item');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Reason for the seller' })).toBeDisabled();
  },
};

export const RejectionFailed: Story = {
  args: { scenario: { applied, fail: { decide: true } } },
  play: async ({ canvasElement }) => {
    const dialog = await openReject(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason for the seller' }), 'Not a sale item');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await dialog.findByText('The decision could not be saved. Please try again.');
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeEnabled();
  },
};

export const PriceChanged: Story = {
  globals: phone,
  args: {
    scenario: {
      applied: [{ ...applied[0]!, currentPrice: 1200 }, ...applied.slice(1)],
    },
  },
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    const [first] = await within(list).findAllByRole('article');
    await userEvent.click(within(first!).getByRole('button', { name: 'Approve' }));
    const refusal = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Decision not saved',
    });
    await expect(refusal).toHaveTextContent(
      'Your approval of "Rice cooker 1.8 L" was not saved. "Rice cooker 1.8 L" now costs ₱1,200.00, no more than its discount price: reject it with a reason. The list now shows the products as they are.',
    );
  },
};
