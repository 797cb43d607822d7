// Every decision on the seller (the audit trail of decision 012), newest first: what was decided, when, by
// whom and, for a rejection or a suspension, the reason given.
import { format } from 'date-fns';
import type { AdminSellerDetail } from '#schemas/admin-sellers';
import { Badge } from '../ui/Badge.tsx';
import { Paragraph } from '../ui/Heading.tsx';
import { decisionLabels } from './status.ts';
import * as styles from './admin.css.ts';

export function DecisionHistory({ decisions }: { decisions: AdminSellerDetail['decisions'] }) {
  if (decisions.length === 0) return <Paragraph muted>No decision yet.</Paragraph>;
  return (
    <ol className={styles.history} aria-label="Decisions, newest first">
      {decisions.map((decision) => (
        <li key={decision.decidedAt + decision.decision} className={styles.cell}>
          <div className={styles.row}>
            <Badge tone={decisionLabels[decision.decision].tone}>
              {decisionLabels[decision.decision].label}
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
