// The merchant area: top bar (logo, bell, profile menu), side navigation, the approval banner and the page.
import type { ReactNode } from 'react';
import type { changePasswordMachine } from '#machines/change-password/machine.ts';
import type { ApprovalStatus } from '../../schemas/seller.ts';
import { ProfileMenu } from '../profile/ProfileMenu.tsx';
import { ApprovalBanner } from './ApprovalBanner.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { SideNav } from './SideNav.tsx';
import { SkipLink } from './SkipLink.tsx';
import { TopBar } from './TopBar.tsx';
import { sellerNav } from './nav.ts';
import * as styles from './layout.css.ts';

export type MerchantLayoutProps = {
  path: string;
  email: string;
  supportEmail: string;
  approvalStatus: ApprovalStatus | null;
  onLogout: () => void;
  changePasswordLogic: typeof changePasswordMachine;
  unreadCount?: number;
  /** The bell with its panel (notifications issue); without it, the bare bell slot with `unreadCount`. */
  notifications?: ReactNode;
  children: ReactNode;
};

export function MerchantLayout({
  path,
  email,
  supportEmail,
  approvalStatus,
  onLogout,
  changePasswordLogic,
  unreadCount = 0,
  notifications,
  children,
}: MerchantLayoutProps) {
  return (
    <div data-layout="merchant">
      <SkipLink />
      <TopBar>
        {notifications ?? <NotificationBell unreadCount={unreadCount} />}
        <ProfileMenu
          email={email}
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
