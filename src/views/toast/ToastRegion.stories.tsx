import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createActor } from 'xstate';
import type { ToastContent } from '#machines/toast/context.ts';
import { toastQueueMachine } from '#machines/toast/queue.ts';
import { Button } from '../ui/Button.tsx';
import { StoryFrame } from '../ui/StoryFrame.tsx';
import { ToastRegion } from './ToastRegion.tsx';

/** Long enough that a pinned story does not close while someone looks at it. */
const PINNED_MS = 24 * 60 * 60 * 1000;

const success: ToastContent = {
  title: 'Password updated successfully!',
  description: 'Your password was updated successfully.',
  tone: 'success',
};
const error: ToastContent = {
  title: 'Login failed',
  description: 'Please check your email and password.',
  tone: 'error',
};
const info: ToastContent = { title: 'Verification email sent', tone: 'info' };
const long: ToastContent = {
  title: 'Registration failed because the store name you picked is already used by another seller on Suki',
  description:
    'Failed to register. Please try again with a different store name, or contact the admin at support@suki-merchant.example.ph if you believe this store name belongs to you. Very-long-unbroken-words-like-this-one-still-wrap-inside-the-toast.',
  tone: 'error',
};

/** A private queue per story, so stories never share toasts with each other or with the app. */
function ToastStory({ toasts, pinned = true }: { toasts: ToastContent[]; pinned?: boolean }) {
  const [queue] = useState(() => {
    const actor = createActor(toastQueueMachine).start();
    for (const content of toasts) {
      actor.send({ type: 'toast.show', content, duration: pinned ? PINNED_MS : undefined });
    }
    return actor;
  });
  useEffect(
    () => () => {
      queue.stop();
    },
    [queue],
  );
  return (
    <StoryFrame align="start">
      {pinned ? null : (
        <Button onPress={() => queue.send({ type: 'toast.show', content: success })}>Show a toast</Button>
      )}
      <ToastRegion queue={queue} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Shell/Toasts',
  component: ToastStory,
  args: { toasts: [success] },
} satisfies Meta<typeof ToastStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

export const Success: Story = {
  play: async () => {
    const toast = within(region()).getByRole('alertdialog');
    await expect(toast).toHaveTextContent('Password updated successfully!');
    await expect(toast).toHaveAttribute('data-tone', 'success');
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  args: { toasts: [error] },
  play: async () => {
    await expect(within(region()).getByRole('alertdialog')).toHaveAttribute('data-tone', 'error');
  },
};

export const Info: Story = {
  args: { toasts: [info] },
  play: async () => {
    await expect(within(region()).getByRole('alertdialog')).toHaveTextContent('Verification email sent');
  },
};

export const Stacked: Story = {
  args: { toasts: [info, error, success] },
  play: async () => {
    const toasts = within(region()).getAllByRole('alertdialog');
    await expect(toasts).toHaveLength(3);
    // Newest first, at the top.
    await expect(toasts[0]).toHaveTextContent('Password updated successfully!');
  },
};

/** Five failed sign-ins in a row: one toast, not five over the form. */
export const RepeatedFailure: Story = {
  args: { toasts: [error, error, error, error, error] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(within(region()).getAllByRole('alertdialog')).toHaveLength(1);
  },
};

/** A burst of different messages: the three newest stay. */
export const Burst: Story = {
  args: { toasts: [info, error, success, long] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const toasts = within(region()).getAllByRole('alertdialog');
    await expect(toasts).toHaveLength(3);
    await expect(toasts[2]).toHaveTextContent('Login failed');
  },
};

export const LongText: Story = {
  args: { toasts: [long] },
  play: async () => {
    const toast = within(region()).getByRole('alertdialog');
    await expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Narrow: Story = {
  args: { toasts: [success, long] },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The real lifecycle: 6000 ms, paused while hovered or focused (F8), closed by Escape or the close button. */
export const Lifecycle: Story = {
  args: { toasts: [], pinned: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show a toast' }));
    await userEvent.keyboard('{F8}');
    await expect(region()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
