// What a list or page shows when it has nothing yet: an icon, a title, why, and what to do about it.
import type { ReactNode } from 'react';
import { Heading } from './Heading.tsx';
import * as styles from './EmptyState.css.ts';

export type EmptyStateProps = {
  /** Decorative; the title and text carry the meaning. */
  icon?: ReactNode;
  title?: string;
  headingLevel?: 2 | 3 | 4;
  /** The explanation. */
  children?: ReactNode;
  /** A Button or Link that gets the user past the empty state. */
  action?: ReactNode;
  size?: 'page' | 'compact';
};

export function EmptyState({ icon, title, headingLevel = 3, children, action, size }: EmptyStateProps) {
  return (
    <div className={styles.emptyState({ size })}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {title ? (
        <Heading level={headingLevel} size="sm">
          {title}
        </Heading>
      ) : null}
      {children ? <p className={styles.text}>{children}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
