// The merchant area: top bar (logo, bell, profile menu), side navigation, the approval banner and the page.
import type { ReactNode } from 'react';
import type { changePasswordMachine } from '#machines/change-password/machine.ts';
import type { ApprovalStatus } from '../../schemas/seller.ts';
import { ProfileMenu } from '../profile/ProfileMenu.tsx';
import { ApprovalBanner } from './ApprovalBanner.tsx';
import { SideNav } from './SideNav.tsx';
import { SkipLink } from './SkipLink.tsx';
import { TopBar } from './TopBar.tsx';
import { sellerNav } from './nav.ts';
import * as styles from './layout.css.ts';

export type MerchantLayoutProps = {
  path: string;
  email: string;
  /** The seller's name: the avatar shows its first letter. */
  sellerName: string;
  supportEmail: string;
  approvalStatus: ApprovalStatus | null;
  onLogout: () => void;
  changePasswordLogic: typeof changePasswordMachine;
  /** The notification bell with its panel. */
  notifications: ReactNode;
  children: ReactNode;
};

export function MerchantLayout({
  path,
  email,
  sellerName,
  supportEmail,
  approvalStatus,
  onLogout,
  changePasswordLogic,
  notifications,
  children,
}: MerchantLayoutProps) {
  return (
    <div data-layout="merchant">
      <SkipLink />
      <TopBar>
        {notifications}
        <ProfileMenu
          email={email}
          sellerName={sellerName}
          supportEmail={supportEmail}
          onLogout={onLogout}
          changePasswordLogic={changePasswordLogic}
        />
      </TopBar>
      <SideNav label="Main" entries={sellerNav} path={path} />
      <main id="main" tabIndex={-1} className={styles.merchantMain}>
        <div className={styles.content}>
          <ApprovalBanner status={approvalStatus} />
          {children}
        </div>
      </main>
    </div>
  );
}
