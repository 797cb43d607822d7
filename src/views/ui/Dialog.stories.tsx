import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { Dialog, DialogActions, DialogText } from './Dialog.tsx';
import { Modal } from './Modal.tsx';
import { StoryFrame } from './StoryFrame.tsx';
import { TextField } from './TextField.tsx';

/** A Dialog in a Modal, opened from a button. */
function DialogStory({ size, defaultOpen }: { size: 'sm' | 'md' | 'lg'; defaultOpen: boolean }) {
  return (
    <StoryFrame align="start">
      <DialogTrigger defaultOpen={defaultOpen}>
        <Button variant="secondary">Rename store</Button>
        <Modal size={size} isDismissable>
          <Dialog title="Rename store">
            <DialogText>Buyers see the new name on every product and receipt from now on.</DialogText>
            <TextField label="Store name" defaultValue="Tindahan ni Ana" />
            <DialogActions>
              <Button slot="close" variant="secondary">
                Cancel
              </Button>
              <Button slot="close">Save</Button>
            </DialogActions>
          </Dialog>
        </Modal>
      </DialogTrigger>
    </StoryFrame>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: DialogStory,
  args: { size: 'md', defaultOpen: true },
  // The dialog renders into <body>, outside the story's root.
  parameters: { a11y: { context: { include: ['body'] } } },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the entry animation, so visibility checks see the settled dialog. */
const settled = () => waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());

export const Medium: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Rename store' });
    await settled();
    await expect(within(dialog).getByRole('textbox', { name: 'Store name' })).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const OnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const OpensAndCloses: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename store' });
    await settled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Focus goes back to what opened the dialog.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Rename store' })).toHaveFocus());
  },
};
