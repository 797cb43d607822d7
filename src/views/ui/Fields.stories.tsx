import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Banner } from './Banner.tsx';
import { PasswordField } from './PasswordField.tsx';
import { Select } from './Select.tsx';
import { StoryFrame } from './StoryFrame.tsx';
import { TextField } from './TextField.tsx';

function Fields({ withErrors }: { withErrors: boolean }) {
  const [email, setEmail] = useState('ana@');
  const [password, setPassword] = useState('secret');
  const [country, setCountry] = useState('PH');
  const [reason, setReason] = useState('The business permit is unreadable.');
  return (
    <StoryFrame width="narrow">
      <TextField
        label="Email"
        name="email"
        value={email}
        onChange={setEmail}
        errorMessage={withErrors ? 'Please enter a valid email' : undefined}
      />
      <PasswordField
        label="Password"
        name="password"
        value={password}
        onChange={setPassword}
        description="5 to 15 characters."
        errorMessage={withErrors ? 'Password must be at least 5 characters long.' : undefined}
      />
      <TextField
        multiline
        label="Reason for the seller"
        value={reason}
        onChange={setReason}
        errorMessage={withErrors ? 'Please give the seller a reason.' : undefined}
      />
      <Select
        label="Country"
        options={[{ id: 'PH', name: 'Philippines' }]}
        value={country}
        onChange={setCountry}
      />
      <Banner tone="warning">Your account is pending approval by the admin.</Banner>
      <Banner tone="error">Your account was denied by the admin.</Banner>
      <Banner tone="success">Your email address is verified.</Banner>
      <Banner tone="info">Coming soon</Banner>
    </StoryFrame>
  );
}

const meta = { title: 'UI/Fields', component: Fields, args: { withErrors: false } } satisfies Meta<
  typeof Fields
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const Invalid: Story = {
  args: { withErrors: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email',
    );
    await expect(canvas.getByRole('textbox', { name: 'Reason for the seller' })).toBeInvalid();
  },
};
