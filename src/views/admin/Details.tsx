// Label and value pairs as a description list, side by side where there is room.
import * as styles from './admin.css.ts';

export function Details({ rows }: { rows: [term: string, value: string][] }) {
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.detailsRow}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.definition}>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
