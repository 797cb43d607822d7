import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { laptop, phone } from '../layout/story-fixtures.tsx';
import { RegisterScreen } from './RegisterScreen.tsx';

const meta = {
  title: 'Auth/Register',
  component: RegisterScreen,
  args: { isPending: false, onSubmit: fn() },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: laptop };

export const EmptyOnPhone: Story = { globals: phone };

export const Invalid: Story = {
  globals: phone,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByText('Seller name is required')).toBeVisible();
    await expect(canvas.getByText('Store name is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Please re-enter your password')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  globals: laptop,
  args: {
    isPending: true,
    initialValues: {
      sellerName: 'Ana Reyes',
      spStoreName: 'Tindahan ni Ana',
      email: 'ana@tindahan.ph',
      password: 'secret1',
      confirmPassword: 'secret1',
    },
  },
};

/** The e-mail has an account already: the server's message beside the button, with a way to log in. */
export const EmailTaken: Story = {
  globals: phone,
  args: {
    emailTaken: 'An account with this email already exists.',
    initialValues: {
      sellerName: 'Ana Reyes',
      spStoreName: 'Tindahan ni Ana',
      email: 'ana@tindahan.ph',
      password: 'secret1',
      confirmPassword: 'secret1',
    },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('An account with this email already exists.');
    await expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?email=ana%40tindahan.ph',
    );
  },
};
