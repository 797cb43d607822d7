// Public pages: no top bar and no side navigation (spec §2), just the page.
import type { ReactNode } from 'react';
import * as styles from './layout.css.ts';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div data-layout="public">
      <main id="main" tabIndex={-1} className={styles.publicMain}>
        {children}
      </main>
    </div>
  );
}
