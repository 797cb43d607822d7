import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { ChangePasswordRequest } from '#schemas/auth';
import { changePasswordMachine } from '#machines/change-password/machine.ts';
import { FailureError } from '#machines/shared/failure.ts';
import { ToastRegion } from '../toast/ToastRegion.tsx';
import { StoryFrame } from '../ui/StoryFrame.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';

/** The change-password machine with a fake server, so each story pins one outcome. */
const withServer = (answer: (request: ChangePasswordRequest) => Promise<void>) =>
  changePasswordMachine.provide({
    actors: { changePassword: fromPromise<void, ChangePasswordRequest>(({ input }) => answer(input)) },
  });

const accepts = withServer(async () => {});
const neverAnswers = withServer(() => new Promise<void>(() => {}));
const rejectsCurrentPassword = withServer(async () => {
  throw new FailureError({
    kind: 'http',
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Current password is incorrect',
    fields: { oldPassword: 'Current password is incorrect' },
  });
});

const meta = {
  title: 'Shell/Profile menu',
  component: ProfileMenu,
  args: {
    email: 'ana.reyes@sari-sari.ph',
    sellerName: 'maria Santos',
    supportEmail: 'support@suki.ph',
    onLogout: fn(),
    changePasswordLogic: accepts,
  },
  parameters: {
    // react-aria's live announcer keeps a pending button's announcement for a few seconds after the
    // button is gone (the dialog closed); it is react-aria's transient region, not this view.
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  decorators: [
    (Story) => (
      <StoryFrame align="end">
        <Story />
        <ToastRegion />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof ProfileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for entry animations to end so visibility checks see settled overlays. */
const settled = () => waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());

const openDrawer = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open profile menu' }));
  const drawer = await screen.findByRole('dialog', { name: 'Profile menu' });
  await settled();
  return drawer;
};
const openChangePassword = async (canvasElement: HTMLElement) => {
  const drawer = await openDrawer(canvasElement);
  await userEvent.click(within(drawer).getByRole('button', { name: 'Change Password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  await settled();
  return dialog;
};
const fill = async (dialog: HTMLElement, values: [string, string, string]) => {
  const [current, next, confirmation] = values;
  await userEvent.type(within(dialog).getByLabelText('Current password'), current);
  await userEvent.type(within(dialog).getByLabelText('New password'), next);
  await userEvent.type(within(dialog).getByLabelText('Confirm new password'), confirmation);
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    // The name's letter, upper case, not the e-mail's.
    await expect(within(canvasElement).getByRole('button', { name: 'Open profile menu' })).toHaveTextContent(
      /^M$/,
    );
  },
};

/** A profile without a name falls back to the e-mail's letter. */
export const ClosedWithoutName: Story = {
  args: { sellerName: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open profile menu' })).toHaveTextContent(
      /^A$/,
    );
  },
};

export const DrawerWide: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(within(drawer).getByText('ana.reyes@sari-sari.ph')).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: /^Help/ })).toHaveAttribute('href', '/support');
  },
};

export const DrawerNarrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const LogsOut: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const EditProfile: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await settled();
    await expect(
      within(dialog).getByText(
        'The update profile feature is not yet available. Please contact the admin at support@suki.ph to update your profile. Thank you!',
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Send Email' })).toHaveAttribute(
      'href',
      'mailto:support@suki.ph',
    );
  },
};

export const ChangePasswordIdle: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openChangePassword(canvasElement);
    await expect(within(dialog).getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
  },
};

export const ChangePasswordInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openChangePassword(canvasElement);
    await userEvent.type(within(dialog).getByLabelText('New password'), 'new-secret');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'new-secreT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update password' }));
    await expect(within(dialog).getByText('Current password is required')).toBeVisible();
    await expect(within(dialog).getByText('Passwords must match')).toBeVisible();
  },
};

export const ChangePasswordSubmitting: Story = {
  args: { changePasswordLogic: neverAnswers },
  play: async ({ canvasElement }) => {
    const dialog = await openChangePassword(canvasElement);
    await fill(dialog, ['old-secret', 'new-secret', 'new-secret']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update password' }));
    await expect(within(dialog).getByRole('button', { name: 'Update password' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ChangePasswordError: Story = {
  args: { changePasswordLogic: rejectsCurrentPassword },
  play: async ({ canvasElement }) => {
    const dialog = await openChangePassword(canvasElement);
    await fill(dialog, ['wrong-secret', 'new-secret', 'new-secret']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update password' }));
    await expect(await within(dialog).findByText('Current password is incorrect')).toBeVisible();
  },
};

export const ChangePasswordSuccess: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openChangePassword(canvasElement);
    await fill(dialog, ['old-secret', 'new-secret', 'new-secret']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Password updated successfully!');
  },
};
