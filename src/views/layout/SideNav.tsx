// One navigation landmark that is a left panel on wide screens and a bottom bar on narrow ones.
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { isActive, type NavEntry } from './nav.ts';
import * as styles from './layout.css.ts';

export type SideNavProps = {
  label: string;
  entries: readonly NavEntry[];
  path: string;
  className?: string;
  /** Above the entries (the admin's brand). */
  header?: ReactNode;
  /** Below the entries (the admin's Logout). */
  footer?: ReactNode;
};

export function SideNav({ label, entries, path, className = styles.sideNav, header, footer }: SideNavProps) {
  return (
    <nav aria-label={label} className={className} data-testid="side-nav">
      {header}
      {/* Seven sections do not fit a 320 px bottom bar with their labels: there it shows their icons. */}
      <ul className={styles.navList} data-crowded={entries.length > 5 || undefined}>
        {entries.map((entry) => {
          const Icon = entry.icon;
          return (
            <li key={entry.href} className={styles.navItem}>
              <Link
                href={entry.href}
                className={styles.navLink}
                aria-current={isActive(path, entry) ? 'page' : undefined}
              >
                <Icon className={styles.navIndicator} />
                <span className={styles.navLabel}>{entry.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {footer}
    </nav>
  );
}
