import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { laptop, phone } from '../layout/story-fixtures.tsx';
import { LoginScreen } from './LoginScreen.tsx';

const meta = {
  title: 'Auth/Login',
  component: LoginScreen,
  args: { isPending: false, onSubmit: fn() },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: laptop };

export const EmptyOnPhone: Story = { globals: phone };

export const Invalid: Story = {
  globals: phone,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Please enter a valid email')).toBeVisible();
    // Focus moves to the first invalid field once the errors have rendered, a frame after the click.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordShown: Story = {
  globals: laptop,
  args: { initialValues: { email: 'ana@tindahan.ph', password: 'secret1' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};

export const Submitting: Story = {
  globals: laptop,
  args: { isPending: true, initialValues: { email: 'ana@tindahan.ph', password: 'secret1' } },
};

export const Submits: Story = {
  globals: laptop,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana@tindahan.ph');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@tindahan.ph', password: 'secret1' });
  },
};

export const Admin: Story = { globals: laptop, args: { audience: 'admin' } };
