// The avatar in the top bar and the profile drawer it opens (spec §2): the seller's e-mail, Edit
// Profile, Change Password, Help, Privacy Policy and Logout.
import { useMemo, useState, type ReactNode } from 'react';
import { Button as AriaButton, Link, VisuallyHidden } from 'react-aria-components';
import type { changePasswordMachine } from '#machines/change-password/machine.ts';
import { useFlow } from '../app/use-flow.ts';
import { showToast } from '../toast/toasts.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import {
  CloseIcon,
  ExternalIcon,
  HelpIcon,
  KeyIcon,
  LogoutIcon,
  ShieldIcon,
  UserIcon,
} from '../ui/icons.tsx';
import { Sheet } from '../ui/Sheet.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { EditProfileDialog } from './EditProfileDialog.tsx';
import * as styles from './ProfileMenu.css.ts';

export interface ProfileMenuProps {
  email: string;
  /** The seller's name, whose first letter the avatar shows; the e-mail's when there is none. */
  sellerName?: string;
  supportEmail: string;
  onLogout: () => void;
  /** The change-password machine with its `changePassword` actor provided (a fake in stories and tests). */
  changePasswordLogic: typeof changePasswordMachine;
}

type OpenDialog = 'editProfile' | 'changePassword' | null;

/** The avatar's letter: the first letter of the seller's name, else of the e-mail address, upper case. */
export const avatarLetter = (sellerName: string | undefined, email: string): string =>
  (Array.from(sellerName?.trim() || email.trim())[0] ?? '?').toLocaleUpperCase();

export function ProfileMenu({
  email,
  sellerName,
  supportEmail,
  onLogout,
  changePasswordLogic,
}: ProfileMenuProps) {
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);

  const logic = useMemo(
    () =>
      changePasswordLogic.provide({
        actions: {
          notifySuccess: () =>
            showToast({
              title: 'Password updated successfully!',
              description: 'Your password was updated successfully.',
              tone: 'success',
            }),
          close: () => {
            setOpenDialog(null);
            setDrawerOpen(false);
          },
        },
      }),
    [changePasswordLogic],
  );
  const changePassword = useFlow(logic);

  const closeDialog = (isOpen: boolean) => {
    if (!isOpen) setOpenDialog(null);
  };
  const logout = () => {
    setDrawerOpen(false);
    onLogout();
  };
  const initial = avatarLetter(sellerName, email);

  return (
    <>
      <AriaButton
        aria-label="Open profile menu"
        className={styles.avatarButton}
        onPress={() => setDrawerOpen(true)}
      >
        <span aria-hidden="true">{initial}</span>
      </AriaButton>

      <Sheet isOpen={isDrawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog aria-label="Profile menu" padded={false}>
          <div className={styles.drawerHeader}>
            <span className={styles.avatarLarge} aria-hidden="true">
              {initial}
            </span>
            <div className={styles.identity}>
              <span className={styles.identityLabel}>Signed in as</span>
              <span className={styles.email} title={email}>
                {email}
              </span>
            </div>
            <Button slot="close" variant="ghost" iconOnly aria-label="Close profile menu">
              <CloseIcon />
            </Button>
          </div>
          <ul className={styles.actions}>
            <li>
              <AriaButton className={styles.action} onPress={() => setOpenDialog('editProfile')}>
                <UserIcon className={styles.actionIcon} />
                Edit Profile
              </AriaButton>
            </li>
            <li>
              <AriaButton className={styles.action} onPress={() => setOpenDialog('changePassword')}>
                <KeyIcon className={styles.actionIcon} />
                Change Password
              </AriaButton>
            </li>
            <li>
              <NewTabLink href="/support" icon={<HelpIcon className={styles.actionIcon} />}>
                Help
              </NewTabLink>
            </li>
            <li>
              <NewTabLink href="/privacy-policy" icon={<ShieldIcon className={styles.actionIcon} />}>
                Privacy Policy
              </NewTabLink>
            </li>
            <li className={styles.separated}>
              <AriaButton className={styles.action} onPress={logout}>
                <LogoutIcon className={styles.actionIcon} />
                Logout
              </AriaButton>
            </li>
          </ul>
        </Dialog>
      </Sheet>

      <EditProfileDialog
        supportEmail={supportEmail}
        isOpen={openDialog === 'editProfile'}
        onOpenChange={closeDialog}
      />
      <ChangePasswordDialog
        actor={changePassword}
        isOpen={openDialog === 'changePassword'}
        onOpenChange={closeDialog}
      />
    </>
  );
}

function NewTabLink({ href, icon, children }: { href: string; icon: ReactNode; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" className={styles.action}>
      {icon}
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      <ExternalIcon className={styles.actionIcon} />
    </Link>
  );
}
