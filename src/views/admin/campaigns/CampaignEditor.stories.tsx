import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { campaignMessages } from '#schemas/campaigns';
import {
  coverRefusals,
  createFakeAdminCampaigns,
  sampleApplied,
  type FakeAdminCampaignsOptions,
} from '../../../../tests/services/admin-campaigns.ts';
import { provideAdminCampaigns } from '../../../app/admin-campaigns.ts';
import { AdminLayout } from '../../layout/AdminLayout.tsx';
import { laptop, phone } from '../../layout/story-fixtures.tsx';
import { CampaignEditor } from './CampaignEditor.tsx';

/** The real form over the in-memory API described by `scenario` (plain data); no address bar. */
function CampaignEditorStory({
  scenario,
  campaignId,
}: {
  scenario: FakeAdminCampaignsOptions;
  campaignId: string | null;
}) {
  const [logic] = useState(
    () => provideAdminCampaigns(createFakeAdminCampaigns(scenario).service, () => undefined).editor,
  );
  return (
    <AdminLayout path="/admin/campaigns" onLogout={() => undefined}>
      <CampaignEditor logic={logic} campaignId={campaignId} />
    </AdminLayout>
  );
}

const meta = {
  title: 'Admin/Campaigns/Editor',
  component: CampaignEditorStory,
  args: { scenario: { applied: sampleApplied(1, 3, 'approved') }, campaignId: null },
} satisfies Meta<typeof CampaignEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const picture = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });
const pick = async (canvasElement: HTMLElement, file: File) =>
  userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, file);

export const New: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'New campaign', level: 1 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Create campaign' })).toBeEnabled();
  },
};

export const NewPhone: Story = { globals: phone };

export const Incomplete: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create campaign' }));
    for (const message of [
      campaignMessages.titleRequired,
      campaignMessages.headingRequired,
      campaignMessages.descriptionRequired,
      campaignMessages.coverRequired,
    ])
      await expect(await canvas.findByText(message)).toBeInTheDocument();
  },
};

export const Uploading: Story = {
  args: { scenario: { hang: { uploadCover: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'New campaign', level: 1 });
    await pick(canvasElement, picture());
    await expect(await canvas.findByText('Uploading cover.png…')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Uploading the cover…' })).toBeDisabled();
  },
};

export const Uploaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'New campaign', level: 1 });
    await pick(canvasElement, picture());
    await expect(await canvas.findByRole('img', { name: 'The cover photo' })).toBeInTheDocument();
  },
};

export const CoverRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'New campaign', level: 1 });
    await pick(canvasElement, new File(['hello'], 'notes.gif', { type: 'text/plain' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(coverRefusals.unsupported);
  },
};

export const Edit: Story = {
  globals: laptop,
  args: { campaignId: '1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit campaign', level: 1 })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Payday Sale');
    await expect(canvas.getByRole('textbox', { name: 'Percent off (%)' })).toHaveValue('20');
    await expect(canvas.getByRole('group', { name: 'Application end date' })).toBeInTheDocument();
  },
};

export const EditPhone: Story = { globals: phone, args: { campaignId: '1' } };

export const StartingPrice: Story = {
  args: { campaignId: '3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Starting price (₱)' })).toHaveValue('199.00');
  },
};

export const Loading: Story = {
  args: { campaignId: '1', scenario: { hang: { get: true } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the campaign…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { campaignId: '1', scenario: { fail: { get: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(campaignMessages.fetchFailed)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { campaignId: '99' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(campaignMessages.notFound)).toBeInTheDocument();
  },
};

export const Saving: Story = {
  args: { campaignId: '1', scenario: { hang: { update: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save campaign' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  args: { campaignId: '1', scenario: { fail: { update: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save campaign' }));
    await expect(
      await canvas.findByText('The campaign could not be saved. Please try again.'),
    ).toBeInTheDocument();
  },
};

export const DeleteConfirmation: Story = {
  globals: laptop,
  args: { campaignId: '1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete campaign' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Delete campaign?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('3 approved products will leave this campaign.');
  },
};
