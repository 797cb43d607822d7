// The five documents (spec §3): one uploader each, with the file's name, size, progress and errors.
import type { DocumentSlot } from '#machines/onboarding/context.ts';
import { documentContentTypes, documentKinds, documentLabels, type DocumentKind } from '#schemas/onboarding';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { FileTrigger, ProgressBar } from 'react-aria-components';
import { Button } from '../ui/Button.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import { visuallyHidden } from '../ui/visually-hidden.css.ts';
import * as styles from './Onboarding.css.ts';

const units = ['bytes', 'KB', 'MB'] as const;

/** 1536 -> '1.5 KB'. */
export function formatFileSize(bytes: number): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${size} bytes` : `${size.toFixed(1)} ${units[unit]}`;
}

export type DocumentUploaderProps = {
  kind: DocumentKind;
  slot: DocumentSlot;
  /** 'Primary ID is required' once the seller tried to move on without it. */
  requiredError?: string;
  onSelect: (file: File) => void;
};

export function DocumentUploader({ kind, slot, requiredError, onSelect }: DocumentUploaderProps) {
  const label = documentLabels[kind];
  const error = slot.error ?? requiredError;
  const errorId = `${kind}-error`;
  return (
    <div className={styles.uploader} data-invalid={error ? true : undefined} role="group" aria-label={label}>
      <div className={styles.uploaderInfo}>
        <strong>{label}</strong>
        {slot.info ? (
          <p className={styles.muted}>
            {slot.info.fileName} · {formatFileSize(slot.info.size)}
          </p>
        ) : (
          <p className={styles.muted}>Not uploaded yet</p>
        )}
      </div>
      <FileTrigger
        acceptedFileTypes={[...documentContentTypes]}
        onSelect={(files) => {
          const file = files?.[0];
          if (file) onSelect(file);
        }}
      >
        <Button
          variant="secondary"
          isPending={slot.upload !== null}
          aria-describedby={error ? errorId : undefined}
        >
          {slot.info ? 'Replace' : 'Upload'}
          {/* The card already shows which document; the button's name still says it, for a screen reader. */}
          <span className={visuallyHidden}> {label}</span>
        </Button>
      </FileTrigger>
      {slot.upload ? (
        <ProgressBar
          className={styles.meter}
          value={slot.upload.loaded}
          maxValue={Math.max(slot.upload.total, 1)}
          aria-label={`Uploading ${slot.upload.fileName}`}
        >
          {({ percentage = 0, valueText }) => (
            <>
              <span className={styles.muted}>
                {slot.upload?.fileName} · {formatFileSize(slot.upload?.size ?? 0)} · {valueText}
              </span>
              <div className={styles.bar}>
                <div
                  className={styles.fill}
                  style={assignInlineVars({ [styles.uploaded]: `${percentage}%` })}
                />
              </div>
            </>
          )}
        </ProgressBar>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type DocumentsStepProps = {
  documents: Record<DocumentKind, DocumentSlot>;
  errors: Record<string, string>;
  onSelect: (kind: DocumentKind, file: File) => void;
};

export function DocumentsStep({ documents, errors, onSelect }: DocumentsStepProps) {
  return (
    <section className={styles.card} aria-labelledby="documents-heading">
      <Heading level={1} size="lg" id="documents-heading">
        Documents
      </Heading>
      <Paragraph muted>
        Each a PDF, JPEG, PNG or WebP of at most 10 MB. Uploads are kept as soon as they finish.
      </Paragraph>
      {documentKinds.map((kind) => (
        <DocumentUploader
          key={kind}
          kind={kind}
          slot={documents[kind]}
          requiredError={errors[kind]}
          onSelect={(file) => onSelect(kind, file)}
        />
      ))}
    </section>
  );
}
