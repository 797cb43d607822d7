// The profile drawer and the dialogs it opens (spec §2): the seller's e-mail, Edit Profile, Change
// Password, Help, Privacy Policy and Logout. Its own chunk: react-aria's overlays load when the avatar is
// first pointed at, focused or pressed, not with the top bar.
import type { ReactNode } from 'react';
import { Button as AriaButton, Link, VisuallyHidden } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '#machines/change-password/machine.ts';
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

export type ProfileDialog = 'editProfile' | 'changePassword' | null;

export interface ProfileDrawerProps {
  email: string;
  /** The avatar's letter, repeated large in the drawer's header. */
  initial: string;
  supportEmail: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  openDialog: ProfileDialog;
  onOpenDialog: (dialog: ProfileDialog) => void;
  onLogout: () => void;
  changePassword: ActorRefFrom<typeof changePasswordMachine>;
}

export function ProfileDrawer({
  email,
  initial,
  supportEmail,
  isOpen,
  onOpenChange,
  openDialog,
  onOpenDialog,
  onLogout,
  changePassword,
}: ProfileDrawerProps) {
  const closeDialog = (isDialogOpen: boolean) => {
    if (!isDialogOpen) onOpenDialog(null);
  };

  return (
    <>
      <Sheet isOpen={isOpen} onOpenChange={onOpenChange}>
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
              <AriaButton className={styles.action} onPress={() => onOpenDialog('editProfile')}>
                <UserIcon className={styles.actionIcon} />
                Edit Profile
              </AriaButton>
            </li>
            <li>
              <AriaButton className={styles.action} onPress={() => onOpenDialog('changePassword')}>
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
              <AriaButton className={styles.action} onPress={onLogout}>
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
