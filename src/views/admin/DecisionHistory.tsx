// Every decision on the seller, newest first, with who made it and, for a rejection, the reason given.
import { format } from 'date-fns';
import type { AdminSellerDetail } from '#schemas/admin-sellers';
import { Badge } from '../ui/Badge.tsx';
import { Paragraph } from '../ui/Heading.tsx';
import * as styles from './admin.css.ts';

export function DecisionHistory({ decisions }: { decisions: AdminSellerDetail['decisions'] }) {
  if (decisions.length === 0) return <Paragraph muted>No decision yet.</Paragraph>;
  return (
    <ol className={styles.history} aria-label="Decisions, newest first">
      {decisions.map((decision) => (
        <li key={decision.decidedAt + decision.decision} className={styles.cell}>
          <div className={styles.row}>
            <Badge tone={decision.decision === 'approved' ? 'success' : 'error'}>
              {decision.decision === 'approved' ? 'Approved' : 'Rejected'}
            </Badge>
            <time dateTime={decision.decidedAt} className={styles.muted}>
              {format(new Date(decision.decidedAt), 'PPp')}
            </time>
            {decision.adminEmail ? <span className={styles.muted}>by {decision.adminEmail}</span> : null}
          </div>
          {decision.reason ? <span className={styles.definition}>Reason: {decision.reason}</span> : null}
        </li>
      ))}
    </ol>
  );
}
