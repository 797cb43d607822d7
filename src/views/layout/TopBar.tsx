// The 80-high bar over merchant and onboarding pages: logo on the left, the given actions on the right.
import type { ReactNode } from 'react';
import { Logo } from './Logo.tsx';
import * as styles from './layout.css.ts';

export function TopBar({ children }: { children: ReactNode }) {
  return (
    <header className={styles.topBar} data-testid="top-bar">
      <Logo />
      <div className={styles.topBarActions}>{children}</div>
    </header>
  );
}
