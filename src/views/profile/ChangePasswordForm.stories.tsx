import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StoryFrame } from '../ui/StoryFrame.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

// The form's states as plain props; the machine-driven versions are in ProfileMenu.stories.tsx.
const meta = {
  title: 'Shell/Profile menu/Change password form',
  component: ChangePasswordForm,
  args: {
    values: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    errors: {},
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <StoryFrame width="form">
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = { oldPassword: 'old-secret', newPassword: 'new-secret', confirmNewPassword: 'new-secret' };

export const Idle: Story = {};

export const Invalid: Story = {
  args: {
    values: { oldPassword: '', newPassword: 'new-secret', confirmNewPassword: 'new-secreT' },
    errors: { oldPassword: 'Current password is required', confirmNewPassword: 'Passwords must match' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Current password')).toBeInvalid();
  },
};

export const AllRequired: Story = {
  args: {
    errors: {
      oldPassword: 'Current password is required',
      newPassword: 'New  password is required',
      confirmNewPassword: 'Please confirm your new password',
    },
  },
};

export const Submitting: Story = {
  args: { values: filled, isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Update password/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: { values: filled, errors: { oldPassword: 'Current password is incorrect' } },
};

export const UnexpectedError: Story = {
  args: { values: filled, errors: { oldPassword: 'An unexpected error occurred.' } },
};
