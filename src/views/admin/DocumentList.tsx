// The five onboarding documents with their file names and sizes, each viewable in the page.
import { useSelector } from '@xstate/react';
import { documentKinds, documentLabels, type Documents } from '#schemas/onboarding';
import { selectDocumentKind } from '#machines/admin-review/selectors.ts';
import { Button } from '../ui/Button.tsx';
import { DocumentViewer } from './DocumentViewer.tsx';
import type { ReviewActor } from './review-actor.ts';
import * as styles from './admin.css.ts';

export function DocumentList({ review, documents }: { review: ReviewActor; documents: Documents }) {
  const openKind = useSelector(review, selectDocumentKind);
  return (
    <>
      <ul className={styles.documents}>
        {documentKinds.map((kind) => {
          const info = documents[kind];
          return (
            <li key={kind} className={styles.documentRow}>
              <div className={styles.cell}>
                <strong>{documentLabels[kind]}</strong>
                <span className={styles.muted}>
                  {info ? `${info.fileName} · ${formatSize(info.size)}` : 'Not uploaded'}
                </span>
              </div>
              {info ? (
                <Button
                  variant={openKind === kind ? 'primary' : 'secondary'}
                  aria-pressed={openKind === kind}
                  aria-label={`View ${documentLabels[kind]}`}
                  onPress={() => review.send({ type: 'document.open', kind })}
                >
                  View
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <DocumentViewer review={review} />
    </>
  );
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
