import type { Meta, StoryObj } from '@storybook/react-vite';
import { laptop, phone } from '../layout/story-fixtures.tsx';
import { OnboardingLayout } from '../layout/OnboardingLayout.tsx';
import { OnboardingPlaceholderPage } from './OnboardingPlaceholderPage.tsx';

const meta = {
  title: 'Pages/OnboardingPlaceholder',
  component: OnboardingPlaceholderPage,
  render: () => (
    <OnboardingLayout onLogout={() => undefined}>
      <OnboardingPlaceholderPage />
    </OnboardingLayout>
  ),
} satisfies Meta<typeof OnboardingPlaceholderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = { globals: laptop };
export const Narrow: Story = { globals: phone };
