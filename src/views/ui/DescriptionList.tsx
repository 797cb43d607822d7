// Labelled values (a submission's fields, an order's details): side by side, stacked on phones; an empty
// value shows as a dash.
import * as styles from './DescriptionList.css.ts';

export type DescriptionListProps = { items: readonly (readonly [term: string, value: string])[] };

export function DescriptionList({ items }: DescriptionListProps) {
  return (
    <dl className={styles.list}>
      {items.map(([term, value]) => (
        <div key={term} className={styles.pair}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
