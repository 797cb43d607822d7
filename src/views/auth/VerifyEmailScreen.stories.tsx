import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { laptop, phone } from '../layout/story-fixtures.tsx';
import { VerifyEmailScreen } from './VerifyEmailScreen.tsx';

const meta = {
  title: 'Auth/VerifyEmail',
  component: VerifyEmailScreen,
  args: {
    status: 'awaitingLink',
    email: 'ana@tindahan.ph',
    isResending: false,
    onResend: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingLink: Story = { globals: phone };
export const Resending: Story = { globals: laptop, args: { isResending: true } };
export const AwaitingLinkSignedOut: Story = { globals: laptop, args: { email: null } };
export const Verifying: Story = { globals: phone, args: { status: 'verifying' } };
export const Verified: Story = { globals: laptop, args: { status: 'verified' } };
export const VerifiedSignedOut: Story = { globals: phone, args: { status: 'verified', email: null } };
export const Failed: Story = {
  globals: laptop,
  args: { status: 'failed', failureMessage: 'This verification link has expired' },
};
