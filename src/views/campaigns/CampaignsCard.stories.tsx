import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryFrame } from '../ui/StoryFrame.tsx';
import { CampaignsCard } from './CampaignsCard.tsx';

const meta = {
  title: 'Campaigns/Dashboard card',
  component: CampaignsCard,
  args: { open: 3 },
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof CampaignsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: '3 campaigns open for applications' }),
    ).toHaveAttribute('href', '/campaigns');
  },
};

export const OneOpen: Story = {
  args: { open: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: '1 campaign open for applications' }),
    ).toBeVisible();
  },
};

/** Loading, or the count failed: the card stays, without a number. */
export const WithoutCount: Story = {
  args: { open: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'See campaigns' })).toHaveAttribute(
      'href',
      '/campaigns',
    );
  },
};
