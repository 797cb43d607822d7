import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';
import { StoryFrame } from './StoryFrame.tsx';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Use the store address for pickups', onChange: fn() },
  decorators: [
    (Story) => (
      <StoryFrame width="form">
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Use the store address for pickups' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { children: 'Select all orders', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: {
    children: 'E-mail me when an order comes in',
    description: 'At most one e-mail every 15 minutes.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'At most one e-mail every 15 minutes.',
    );
  },
};

export const Invalid: Story = {
  args: {
    children: 'I have read and agree to the seller agreement',
    errorMessage: 'Please agree to the seller agreement.',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('Please agree to the seller agreement.');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
