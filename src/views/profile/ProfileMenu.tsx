// The avatar in the top bar and the profile drawer it opens (spec §2). The drawer and its dialogs are a
// lazy chunk (react-aria's overlays): the avatar renders at once, the drawer loads when first reached for.
import { useMemo, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { changePasswordMachine } from '#machines/change-password/machine.ts';
import { lazyNamed } from '../app/lazy.ts';
import { useFlow } from '../app/use-flow.ts';
import { prefetchOn } from '../layout/on-demand.ts';
import { LazyOverlay } from '../layout/OverlayBoundary.tsx';
import { showToast } from '../toast/toasts.ts';
import type { ProfileDialog } from './ProfileDrawer.tsx';
import * as styles from './ProfileMenu.css.ts';

const ProfileDrawer = lazyNamed(() => import('./ProfileDrawer.tsx'), 'ProfileDrawer');

export interface ProfileMenuProps {
  email: string;
  /** The seller's name, whose first letter the avatar shows; the e-mail's when there is none. */
  sellerName?: string;
  supportEmail: string;
  onLogout: () => void;
  /** The change-password machine with its `changePassword` actor provided (a fake in stories and tests). */
  changePasswordLogic: typeof changePasswordMachine;
}

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
  const [openDialog, setOpenDialog] = useState<ProfileDialog>(null);

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
        {...prefetchOn(ProfileDrawer)}
      >
        <span aria-hidden="true">{initial}</span>
      </AriaButton>

      <LazyOverlay what="the profile menu" isOpen={isDrawerOpen} onFailure={() => setDrawerOpen(false)}>
        <ProfileDrawer
          email={email}
          initial={initial}
          supportEmail={supportEmail}
          isOpen={isDrawerOpen}
          onOpenChange={setDrawerOpen}
          openDialog={openDialog}
          onOpenDialog={setOpenDialog}
          onLogout={logout}
          changePassword={changePassword}
        />
      </LazyOverlay>
    </>
  );
}
