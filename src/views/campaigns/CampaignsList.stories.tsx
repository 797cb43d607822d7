import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createFakeCampaigns,
  daysFrom,
  fakeNow,
  makeCampaign,
  sampleCampaigns,
  type FakeCampaignsOptions,
} from '../../../tests/services/campaigns.ts';
import { createFakeProducts } from '../../../tests/services/products.ts';
import { provideCampaigns } from '../../app/campaigns.ts';
import { MerchantLayout } from '../layout/MerchantLayout.tsx';
import { laptop, phone, storyChangePassword, storyNotifications } from '../layout/story-fixtures.tsx';
import { CampaignsAwaitingApproval, CampaignsList } from './CampaignsList.tsx';

/** The real list in the merchant layout, over the in-memory campaigns API described by `scenario`. */
function CampaignsStory({
  scenario,
  awaiting = false,
}: {
  scenario: FakeCampaignsOptions;
  awaiting?: boolean;
}) {
  const [logic] = useState(
    () =>
      provideCampaigns(
        { campaigns: createFakeCampaigns(scenario).service, products: createFakeProducts().service },
        () => {},
      ).list,
  );
  return (
    <MerchantLayout
      path="/campaigns"
      email="ana@tindahan.ph"
      sellerName="Ana Reyes"
      supportEmail="help@suki.ph"
      approvalStatus={awaiting ? 0 : 1}
      onLogout={() => undefined}
      changePasswordLogic={storyChangePassword}
      notifications={storyNotifications()}
    >
      {awaiting ? (
        <CampaignsAwaitingApproval />
      ) : (
        <CampaignsList logic={logic} filters={{ sortOrder: 'asc' }} now={fakeNow} />
      )}
    </MerchantLayout>
  );
}

const meta = {
  title: 'Campaigns/List',
  component: CampaignsStory,
  args: {
    scenario: {
      applied: [
        { campaignId: 1, productId: 5001, discountPrice: 300, status: 'approved' },
        { campaignId: 1, productId: 5004, discountPrice: 400, status: 'pending' },
      ],
    },
  },
} satisfies Meta<typeof CampaignsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Campaigns' });

/** Every display type and standing: open, upcoming and open, no end, closed; the ended one is not listed. */
export const Laptop: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const cards = within(await list(canvasElement)).getAllByRole('article');
    await expect(cards).toHaveLength(4);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Up to 20% off on payday' })).toHaveAttribute(
      'href',
      '/campaigns/1',
    );
    await expect(canvas.getByText('Open for applications until 18 Mar')).toBeVisible();
    await expect(canvas.getByText('2 of your products applied')).toBeVisible();
    await expect(canvas.getByText('20% off')).toBeVisible();
    await expect(canvas.getByText('Starting at ₱199.00')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'Starts in 5 days, 0 hours, 0 minutes' })).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'Ends in 2 days, 6 hours, 0 minutes' })).toBeVisible();
    await expect(canvas.queryByText('New Year Sale')).toBeNull();
  },
};

export const Phone: Story = { ...Laptop, globals: phone };

export const NewestFirst: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    const option = await within(document.body).findByRole('option', { name: 'Newest Sales Period' });
    await waitFor(() => expect(option).toBeVisible());
    await userEvent.click(option);
    await waitFor(async () =>
      expect(within(await list(canvasElement)).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
        'Christmas deals drop soon',
      ),
    );
  },
};

const many = Array.from({ length: 25 }, (_, index) =>
  makeCampaign(index + 1, { startDate: daysFrom(fakeNow, -1, index), heading: `Weekend deal ${index + 1}` }),
);

/** 25 campaigns: the first 20, then the rest as the end comes into reach or Load more is pressed. */
export const Pages: Story = {
  globals: laptop,
  args: { scenario: { campaigns: many } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more campaigns' }));
    await waitFor(async () =>
      expect(within(await list(canvasElement)).getAllByRole('article')).toHaveLength(25),
    );
    await expect(canvas.queryByRole('button', { name: 'Load more campaigns' })).toBeNull();
  },
};

export const Empty: Story = {
  globals: laptop,
  args: { scenario: { campaigns: [sampleCampaigns()[4]!] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No campaigns right now')).toBeVisible();
  },
};

export const Loading: Story = {
  globals: phone,
  args: { scenario: { hang: { list: true } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading campaigns…')).toBeVisible();
  },
};

export const Failed: Story = {
  globals: phone,
  args: { scenario: { fail: { list: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error fetching campaigns')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const AwaitingApproval: Story = {
  globals: phone,
  args: { awaiting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Campaigns will be here')).toBeVisible();
  },
};
