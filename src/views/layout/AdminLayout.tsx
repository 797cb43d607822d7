// The admin area: its own navigation with Logout, and a generously padded content area (spec §2).
import type { ReactNode } from 'react';
import { Button } from '../ui/Button.tsx';
import { LogoutIcon } from '../ui/icons.tsx';
import { Logo } from './Logo.tsx';
import { SideNav } from './SideNav.tsx';
import { SkipLink } from './SkipLink.tsx';
import { adminNav } from './nav.ts';
import * as adminStyles from './admin-layout.css.ts';
import * as styles from './layout.css.ts';

export function AdminLayout({
  path,
  onLogout,
  children,
}: {
  path: string;
  onLogout: () => void;
  children: ReactNode;
}) {
  const logout = (className: string) => (
    <div className={className}>
      <Button variant="secondary" onPress={onLogout} fullWidth>
        <LogoutIcon />
        Logout
      </Button>
    </div>
  );
  return (
    <div data-layout="admin">
      <SkipLink />
      <header className={styles.adminHeader}>
        <Logo suffix="Admin" />
        {/* On a phone the word stays and the icon goes, so the bar fits 320 px beside the logo. */}
        <Button variant="secondary" onPress={onLogout} className={styles.topBarButton}>
          <LogoutIcon />
          Logout
        </Button>
      </header>
      <SideNav
        label="Admin"
        entries={adminNav}
        path={path}
        className={`${styles.adminNav} ${adminStyles.sixEntryBar}`}
        header={
          <div className={styles.adminBrand}>
            <Logo suffix="Admin" />
          </div>
        }
        footer={logout(styles.adminLogout)}
      />
      <main id="main" tabIndex={-1} className={styles.adminMain}>
        <div className={styles.adminContent}>{children}</div>
      </main>
    </div>
  );
}
