import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { Dialog, DialogActions, DialogText } from './Dialog.tsx';
import { Sheet } from './Sheet.tsx';
import { StoryFrame } from './StoryFrame.tsx';

function SheetStory({ side, size }: { side: 'start' | 'end'; size: 'drawer' | 'screen' }) {
  return (
    <StoryFrame align={side}>
      <DialogTrigger>
        <Button variant="secondary">Filters</Button>
        <Sheet side={side} size={size}>
          <Dialog title="Filters">
            <DialogText>Show the orders that match every filter.</DialogText>
            <DialogActions>
              <Button slot="close">Done</Button>
            </DialogActions>
          </Dialog>
        </Sheet>
      </DialogTrigger>
    </StoryFrame>
  );
}

const meta = {
  title: 'UI/Sheet',
  component: SheetStory,
  args: { side: 'end', size: 'drawer' },
  parameters: { a11y: { context: { include: ['body'] } } },
} satisfies Meta<typeof SheetStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the sheet and waits for it to settle; returns the panel the dialog sits in. */
const openSheet = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filters' });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  await expect(within(dialog).getByRole('button', { name: 'Done' })).toBeVisible();
  return dialog.parentElement!.getBoundingClientRect();
};

const laptop = { viewport: { value: 'laptop', isRotated: false } };
const phone = { viewport: { value: 'phone', isRotated: false } };

/** Along the end edge, 360 wide. */
export const EndDrawer: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const panel = await openSheet(canvasElement);
    await expect(panel.width).toBe(360);
    await expect(panel.right).toBe(window.innerWidth);
  },
};

export const StartDrawer: Story = {
  globals: laptop,
  args: { side: 'start' },
  play: async ({ canvasElement }) => {
    await expect((await openSheet(canvasElement)).left).toBe(0);
  },
};

/** A phone gets the whole width. */
export const DrawerOnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect((await openSheet(canvasElement)).width).toBe(window.innerWidth);
  },
};

/** The whole screen at any width (a phone layout its owner chose). */
export const Screen: Story = {
  globals: laptop,
  args: { size: 'screen' },
  play: async ({ canvasElement }) => {
    await expect((await openSheet(canvasElement)).width).toBe(window.innerWidth);
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ canvasElement }) => {
    await openSheet(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
