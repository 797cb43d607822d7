import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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
/** The link opened a second time (or on another device after the first). */
export const AlreadyVerified: Story = { globals: phone, args: { status: 'alreadyVerified' } };
export const AlreadyVerifiedSignedOut: Story = {
  globals: laptop,
  args: { status: 'alreadyVerified', email: null },
};
/** Resend pressed again within the server's cool-down: the button counts down. */
export const ResendCoolingDown: Story = {
  globals: phone,
  args: { resendWaitSeconds: 47 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend in 0:47' })).toBeDisabled();
  },
};
export const VerifiedSignedOut: Story = { globals: phone, args: { status: 'verified', email: null } };
export const Failed: Story = {
  globals: laptop,
  args: { status: 'failed', failureMessage: 'This verification link has expired' },
};
