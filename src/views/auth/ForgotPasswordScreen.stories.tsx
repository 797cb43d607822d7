import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { laptop, phone } from '../layout/story-fixtures.tsx';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';

const meta = {
  title: 'Auth/ForgotPassword',
  component: ForgotPasswordScreen,
  args: { status: 'editing', onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = { globals: phone };
export const Invalid: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana@{Enter}');
    await expect(canvas.getByText('Please enter a valid email')).toBeVisible();
  },
};
export const Submitting: Story = {
  globals: laptop,
  args: { status: 'submitting', initialEmail: 'ana@tindahan.ph' },
};
export const Sent: Story = {
  globals: laptop,
  args: { status: 'succeeded', initialEmail: 'ana@tindahan.ph' },
};
export const Failed: Story = {
  globals: laptop,
  args: { status: 'failed', failureMessage: 'Failed to send the reset link' },
};
