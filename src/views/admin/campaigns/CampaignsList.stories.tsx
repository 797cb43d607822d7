import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createFakeAdminCampaigns,
  fakeNow,
  sampleApplied,
  type FakeAdminCampaignsOptions,
} from '../../../../tests/services/admin-campaigns.ts';
import { provideAdminCampaigns } from '../../../app/admin-campaigns.ts';
import { AdminLayout } from '../../layout/AdminLayout.tsx';
import { laptop, phone } from '../../layout/story-fixtures.tsx';
import { CampaignsList } from './CampaignsList.tsx';

/** The real list over the in-memory API described by `scenario` (plain data); no address bar. */
function CampaignsListStory({ scenario }: { scenario: FakeAdminCampaignsOptions }) {
  const [logic] = useState(
    () => provideAdminCampaigns(createFakeAdminCampaigns(scenario).service, () => undefined).list,
  );
  return (
    <AdminLayout path="/admin/campaigns" onLogout={() => undefined}>
      <CampaignsList logic={logic} now={fakeNow} />
    </AdminLayout>
  );
}

const meta = {
  title: 'Admin/Campaigns/List',
  component: CampaignsListStory,
  args: { scenario: { applied: [...sampleApplied(2, 3), ...sampleApplied(2, 2, 'approved', 6001)] } },
} satisfies Meta<typeof CampaignsListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const allList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'All campaigns, the newest sales period first' });

export const Listed: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const list = await allList(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(5));
    const [first] = within(list).getAllByRole('article');
    await expect(first).toHaveAccessibleName('Pasko Countdown');
    await expect(within(first!).getByText('Upcoming')).toBeInTheDocument();
    await expect(within(first!).getByText('3 pending · 2 approved')).toBeInTheDocument();
    await expect(
      within(canvasElement).getByText('5 campaigns, the newest sales period first.'),
    ).toBeInTheDocument();
  },
};

export const ListedPhone: Story = { globals: phone };

export const Loading: Story = {
  args: { scenario: { hang: { list: true } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading campaigns…')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { scenario: { fail: { list: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error fetching campaigns')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { scenario: { campaigns: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No campaigns yet')).toBeInTheDocument();
  },
};

export const Pages: Story = {
  args: { scenario: { pageSize: 2 } },
  play: async ({ canvasElement }) => {
    const list = await allList(canvasElement);
    // Pages of two: the sentinel or Load more asks for the next one, until the last; each row once.
    const canvas = within(canvasElement);
    await waitFor(async () => {
      const more = canvas.queryByRole('button', { name: 'Load more' });
      if (more) await userEvent.click(more);
      await expect(within(list).getAllByRole('article')).toHaveLength(5);
    });
    await expect(canvas.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  },
};

export const EndedTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await allList(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Ended' }));
    const list = await canvas.findByRole('list', { name: 'Ended campaigns, the latest end first' });
    const [only] = await within(list).findAllByRole('article');
    await expect(only).toHaveAccessibleName('New Year Sale');
    await expect(within(only!).getByText('Ended')).toBeInTheDocument();
  },
};

export const DeleteConfirmation: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const list = await allList(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(5));
    await userEvent.click(within(list).getByRole('button', { name: 'Delete Pasko Countdown' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Delete campaign?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('2 approved products will leave this campaign.');
  },
};

export const DeleteFailed: Story = {
  args: { scenario: { fail: { remove: true } } },
  play: async ({ canvasElement }) => {
    const list = await allList(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(5));
    await userEvent.click(within(list).getByRole('button', { name: 'Delete Payday Sale' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete campaign?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete campaign' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The campaign could not be deleted. Please try again.',
    );
  },
};
