import { Link } from 'react-aria-components';
import * as styles from './layout.css.ts';

/** The product mark, linking home (spec §2: logo → /); its name is the visible text. */
export function Logo({ suffix = 'Merchant' }: { suffix?: string }) {
  return (
    <Link href="/" className={styles.logo}>
      <span className={styles.logoMark} aria-hidden="true">
        S
      </span>
      <span>
        Suki <span className={styles.logoSuffix}>{suffix}</span>
      </span>
    </Link>
  );
}
