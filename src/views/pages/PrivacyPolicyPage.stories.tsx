import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { laptop, phone } from '../layout/story-fixtures.tsx';
import { PrivacyPolicyPage } from './PrivacyPolicyPage.tsx';

const meta = { title: 'Pages/PrivacyPolicy', component: PrivacyPolicyPage } satisfies Meta<
  typeof PrivacyPolicyPage
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { globals: phone, args: { status: 'loading' } };
export const Ready: Story = {
  globals: laptop,
  args: {
    status: 'ready',
    content:
      '# What we collect\n\nYour name, store name, e-mail and the documents you upload during onboarding.\n\n# Why\n\nTo verify your business and pay you.',
  },
};
export const Failed: Story = {
  globals: phone,
  args: { status: 'failed', message: 'Failed to load the privacy policy', onRetry: fn() },
};
