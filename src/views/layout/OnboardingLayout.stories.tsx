import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OnboardingLayout } from './OnboardingLayout.tsx';
import { laptop, phone, SamplePage } from './story-fixtures.tsx';

const meta = {
  title: 'Layout/Onboarding',
  component: OnboardingLayout,
  args: { onLogout: () => undefined, children: <SamplePage title="Set up your store" /> },
  play: async ({ canvas }) => {
    const topBar = canvas.getByTestId('top-bar');
    await expect(topBar.getBoundingClientRect().height).toBe(80);
    await expect(
      within(topBar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Logout']);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
} satisfies Meta<typeof OnboardingLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = { globals: laptop };
export const Narrow: Story = { globals: phone };
