import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { daysFrom, fakeNow, makeCampaign } from '../../../tests/services/campaigns.ts';
import { StoryFrame } from '../ui/StoryFrame.tsx';
import { CampaignDisplay } from './CampaignDisplay.tsx';

const meta = {
  title: 'Campaigns/Display',
  component: CampaignDisplay,
  args: { campaign: makeCampaign(1), now: fakeNow },
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof CampaignDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

const countdown = (overrides: Parameters<typeof makeCampaign>[1]) =>
  makeCampaign(1, { displayType: 'COUNTDOWN', displayValue: null, ...overrides });

export const CountdownUpcoming: Story = {
  args: { campaign: countdown({ startDate: daysFrom(fakeNow, 4, 12), endDate: daysFrom(fakeNow, 20) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveAccessibleName(
      'Starts in 4 days, 12 hours, 0 minutes',
    );
  },
};

export const CountdownRunning: Story = {
  args: { campaign: countdown({ startDate: daysFrom(fakeNow, -1), endDate: daysFrom(fakeNow, 0, 5.5) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveAccessibleName(
      'Ends in 0 days, 5 hours, 30 minutes',
    );
  },
};

export const CountdownNoEnd: Story = {
  args: { campaign: countdown({ startDate: daysFrom(fakeNow, -1), endDate: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('timer')).toBeNull();
  },
};

export const CountdownEnded: Story = {
  args: { campaign: countdown({ startDate: daysFrom(fakeNow, -9), endDate: daysFrom(fakeNow, -1) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ended')).toBeVisible();
  },
};

export const PercentOff: Story = {
  args: { campaign: makeCampaign(1, { displayType: 'PERCENTAGE_OFF', displayValue: '20' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('20% off')).toBeVisible();
  },
};

export const StartingAt: Story = {
  args: { campaign: makeCampaign(1, { displayType: 'STARTING_AT', displayValue: '199.00' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Starting at ₱199.00')).toBeVisible();
  },
};
