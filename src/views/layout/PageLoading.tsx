import * as styles from './layout.css.ts';

/** What stands in for a page while the session or the page's code loads. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.pageLoading} role="status" aria-live="polite">
      {label}
    </div>
  );
}
