// The open document in the page: an image, or a PDF in a frame, fetched by the review machine.
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { documentLabels, type DocumentKind } from '#schemas/onboarding';
import { failureText } from '#machines/admin-review/failure.ts';
import {
  selectDocument,
  selectDocumentFailure,
  selectDocumentKind,
  selectIsDocumentLoading,
} from '#machines/admin-review/selectors.ts';
import { PageLoading } from '../layout/PageLoading.tsx';
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Heading } from '../ui/Heading.tsx';
import type { ReviewActor } from './review-actor.ts';
import * as styles from './admin.css.ts';

export function DocumentViewer({ review }: { review: ReviewActor }) {
  const kind = useSelector(review, selectDocumentKind);
  const document = useSelector(review, selectDocument);
  const failure = useSelector(review, selectDocumentFailure);
  const isLoading = useSelector(review, selectIsDocumentLoading);
  const url = useObjectUrl(document?.blob ?? null);
  if (!kind) return null;
  const label = documentLabels[kind as DocumentKind];
  return (
    <figure className={styles.viewer} aria-label={label}>
      <div className={styles.header}>
        <Heading level={3} size="sm">
          {label}
        </Heading>
        <Button variant="ghost" onPress={() => review.send({ type: 'document.close' })}>
          Close document
        </Button>
      </div>
      {isLoading ? <PageLoading label={`Loading the ${label}…`} /> : null}
      {failure ? (
        <Banner tone="error">{failureText(failure, 'This document could not be loaded.')}</Banner>
      ) : null}
      {document && url ? (
        document.blob.type === 'application/pdf' ? (
          <iframe className={styles.documentFrame} src={url} title={label} />
        ) : (
          <img className={styles.documentImage} src={url} alt={label} />
        )
      ) : null}
    </figure>
  );
}

/** A blob: URL for the fetched bytes, revoked when the document changes or the viewer goes. */
function useObjectUrl(blob: Blob | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    // The URL is a resource this effect owns (created here, revoked in its cleanup), so StrictMode's
    // second run gets a live one; state is how it reaches the render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
