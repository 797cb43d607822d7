import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { ChangePasswordRequest } from '#schemas/auth';
import { changePasswordMachine } from '#machines/change-password/machine.ts';
import { FailureError } from '#machines/shared/failure.ts';
import { ProfileMenu } from '../../src/views/profile/ProfileMenu.tsx';
import { ToastRegion } from '../../src/views/toast/ToastRegion.tsx';
import { dismissAllToasts } from '../../src/views/toast/toasts.ts';

const supportEmail = 'support@suki.test';

function renderMenu(
  changePassword: (input: ChangePasswordRequest) => Promise<void> = async () => {},
  sellerName: string | undefined = 'rosa Dela Cruz',
) {
  const requests: ChangePasswordRequest[] = [];
  const onLogout = vi.fn();
  const logic = changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise<void, ChangePasswordRequest>(({ input }) => {
        requests.push(input);
        return changePassword(input);
      }),
    },
  });
  const user = userEvent.setup();
  render(
    <>
      <ProfileMenu
        email="ana@store.ph"
        sellerName={sellerName}
        supportEmail={supportEmail}
        onLogout={onLogout}
        changePasswordLogic={logic}
      />
      <ToastRegion />
    </>,
  );
  const openDrawer = async () => {
    await user.click(screen.getByRole('button', { name: 'Open profile menu' }));
    // The drawer is a lazy chunk: it opens once its code has arrived.
    return screen.findByRole('dialog', { name: 'Profile menu' }, { timeout: 5000 });
  };
  return { user, onLogout, requests, openDrawer };
}

afterEach(() => dismissAllToasts());

describe('profile menu', () => {
  it("shows the seller name's first letter, upper case, on the avatar", () => {
    renderMenu();
    expect(screen.getByRole('button', { name: 'Open profile menu' })).toHaveTextContent(/^R$/);
  });

  it("falls back to the e-mail's first letter when the name is blank", () => {
    renderMenu(undefined, '  ');
    expect(screen.getByRole('button', { name: 'Open profile menu' })).toHaveTextContent(/^A$/);
  });

  it('opens a drawer with the seller e-mail and the five actions', async () => {
    const { openDrawer } = renderMenu();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const drawer = await openDrawer();

    expect(within(drawer).getByText('ana@store.ph')).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Change Password' })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeVisible();

    const help = within(drawer).getByRole('link', { name: /^Help/ });
    expect(help).toHaveAttribute('href', '/support');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAccessibleName('Help (opens in a new tab)');
    const privacy = within(drawer).getByRole('link', { name: /^Privacy Policy/ });
    expect(privacy).toHaveAttribute('href', '/privacy-policy');
    expect(privacy).toHaveAttribute('target', '_blank');
  });

  it('closes the drawer with its close button and with Escape', async () => {
    const { user, openDrawer } = renderMenu();
    await openDrawer();
    await user.click(screen.getByRole('button', { name: 'Close profile menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openDrawer();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('explains that profile editing is unavailable and offers a mail link to support', async () => {
    const { user, openDrawer } = renderMenu();
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Edit Profile' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    expect(
      within(dialog).getByText(
        'The update profile feature is not yet available. Please contact the admin at support@suki.test to update your profile. Thank you!',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Send Email' })).toHaveAttribute(
      'href',
      'mailto:support@suki.test',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Profile' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Profile menu' })).toBeVisible();
  });

  it('logs out from the drawer and closes it', async () => {
    const { user, onLogout, openDrawer } = renderMenu();
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has three required password fields, each with its own visibility toggle', async () => {
    const { user, openDrawer } = renderMenu();
    await user.click(within(await openDrawer()).getByRole('button', { name: 'Change Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });

    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      const input = within(dialog).getByLabelText(label);
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('type', 'password');
    }
    const toggles = within(dialog).getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(3);
    await user.click(toggles[1]!);
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'Hide password' })).toBeVisible();
  });

  it('changes the password: sends no confirmation, closes dialog and drawer, and confirms with a toast', async () => {
    const { user, requests, openDrawer } = renderMenu();
    await user.click(within(await openDrawer()).getByRole('button', { name: 'Change Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'old-secret');
    await user.type(within(dialog).getByLabelText('New password'), 'new-secret');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Update password' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toEqual([{ oldPassword: 'old-secret', newPassword: 'new-secret' }]);
    const toast = await screen.findByRole('alertdialog');
    expect(toast).toHaveTextContent('Password updated successfully!');
    expect(toast).toHaveTextContent('Your password was updated successfully.');

    // The form starts empty the next time.
    await user.click(within(await openDrawer()).getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's reason under the current password and keeps the dialog open", async () => {
    const { user, openDrawer } = renderMenu(async () => {
      throw new FailureError({
        kind: 'http',
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Current password is incorrect',
        fields: { oldPassword: 'Current password is incorrect' },
      });
    });
    await user.click(within(await openDrawer()).getByRole('button', { name: 'Change Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong');
    await user.type(within(dialog).getByLabelText('New password'), 'new-secret');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Update password' }));

    const current = within(dialog).getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Current password is incorrect'));
    expect(current).toBeInvalid();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
  });

  it('forgets what was typed when the dialog is cancelled', async () => {
    const { user, openDrawer } = renderMenu();
    await user.click(within(await openDrawer()).getByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText('Current password'), 'half');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
