// Onboarding pages: the top bar holds only Logout (spec §2), and there is no side navigation.
import type { ReactNode } from 'react';
import { Button } from '../ui/Button.tsx';
import { LogoutIcon } from '../ui/icons.tsx';
import { SkipLink } from './SkipLink.tsx';
import { TopBar } from './TopBar.tsx';
import * as styles from './layout.css.ts';

export function OnboardingLayout({ onLogout, children }: { onLogout: () => void; children: ReactNode }) {
  return (
    <div data-layout="onboarding">
      <SkipLink />
      <TopBar>
        <Button variant="secondary" onPress={onLogout} className={styles.topBarButton}>
          <LogoutIcon />
          Logout
        </Button>
      </TopBar>
      <main id="main" tabIndex={-1} className={styles.onboardingMain}>
        <div className={styles.content}>{children}</div>
      </main>
    </div>
  );
}
