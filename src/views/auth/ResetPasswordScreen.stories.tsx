import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { laptop, phone } from '../layout/story-fixtures.tsx';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';

const meta = {
  title: 'Auth/ResetPassword',
  component: ResetPasswordScreen,
  args: { token: 'token-from-email', status: 'editing', onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = { globals: phone };
export const Mismatch: Story = {
  globals: laptop,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('New password', { selector: 'input' }), 'fresh1');
    await userEvent.type(
      canvas.getByLabelText('Confirm new password', { selector: 'input' }),
      'fresh2{Enter}',
    );
    await expect(canvas.getByText('Passwords must match')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Submitting: Story = { globals: laptop, args: { status: 'submitting' } };
export const Done: Story = { globals: phone, args: { status: 'succeeded' } };
export const Failed: Story = {
  globals: laptop,
  args: { status: 'failed', failureMessage: 'This reset link is invalid or has expired.' },
};
export const MissingToken: Story = { globals: phone, args: { token: null } };
