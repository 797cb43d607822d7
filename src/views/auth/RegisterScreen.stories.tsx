import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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
