import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog } from './AlertDialog.tsx';
import { Button } from './Button.tsx';
import { StoryFrame } from './StoryFrame.tsx';

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Publish this product?',
    children: 'Buyers can find and order it as soon as it is published.',
    confirmLabel: 'Publish',
    onConfirm: fn(),
  },
  render: (args) => (
    <StoryFrame align="start">
      <DialogTrigger>
        <Button variant="secondary">{args.confirmLabel}…</Button>
        <AlertDialog {...args} />
      </DialogTrigger>
    </StoryFrame>
  ),
  parameters: { a11y: { context: { include: ['body'] } } },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement, trigger: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: trigger }));
  const dialog = await screen.findByRole('alertdialog');
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
};

export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, 'Publish…');
    await expect(dialog).toHaveAccessibleName('Publish this product?');
    await expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Destructive: Story = {
  args: {
    title: 'Delete this product?',
    children: 'Its photos and stock go with it. This cannot be undone.',
    confirmLabel: 'Delete',
    variant: 'destructive',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, 'Delete…');
    // The safe choice has the focus, so a stray Enter does not delete anything.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Controlled by its owner while the confirmed request runs: nothing can be pressed or dismissed. */
export const Pending: Story = {
  args: { ...Destructive.args, isOpen: true, isPending: true },
  render: (args) => <AlertDialog {...args} />,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};
