// An inline message across the content; errors interrupt (alert), everything else is polite (status).
import type { ReactNode } from 'react';
import * as styles from './Banner.css.ts';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

export type BannerProps = {
  tone: BannerTone;
  children: ReactNode;
  /** Announce the banner when it appears; off for banners that are part of the page from the start. */
  live?: boolean;
  className?: string;
};

export function Banner({ tone, children, live = true, className }: BannerProps) {
  const role = !live ? undefined : tone === 'error' ? 'alert' : 'status';
  return (
    <div role={role} data-tone={tone} className={[styles.banner, className].filter(Boolean).join(' ')}>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
