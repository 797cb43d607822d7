import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../ui/StoryFrame.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

// The form on its own; the machine-driven dialog is in ProfileMenu.stories.tsx.
const meta = {
  title: 'Shell/Profile menu/Change password form',
  component: ChangePasswordForm,
  args: { isSubmitting: false, onSubmit: fn() },
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

export const Idle: Story = {};

export const AllRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
    await expect(canvas.getByLabelText('Current password')).toBeInvalid();
    await expect(canvas.getByText('Please confirm your new password')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mismatched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'new-secret');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'new-secreT');
    await userEvent.tab();
    await expect(canvas.getByText('Passwords must match')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Update password/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: { serverErrors: { oldPassword: 'Current password is incorrect' } },
};

export const UnexpectedError: Story = {
  args: { serverErrors: { oldPassword: 'An unexpected error occurred.' } },
};
