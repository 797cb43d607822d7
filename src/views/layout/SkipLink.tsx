import * as styles from './layout.css.ts';

/** The first stop for keyboard users: straight past the bars to the page. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skipLink}>
      Skip to content
    </a>
  );
}
