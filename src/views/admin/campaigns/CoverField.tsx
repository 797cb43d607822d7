// The campaign's cover photo: dropped or picked, uploaded at once (the server judges its bytes and re-encodes
// it; its refusal shows in its words), then shown as a preview from the media store.
import { DropZone, FileTrigger, Text, isFileDropItem, type DropItem } from 'react-aria-components';
import type { Failure } from '#machines/shared/failure.ts';
import { failureText } from '#machines/admin-review/failure.ts';
import { adminCampaignFallbacks } from '#machines/admin-campaigns/failure.ts';
import { imageSrc, imageSrcSet } from '#schemas/media';
import { imageExtensions } from '#schemas/products';
import { Button } from '../../ui/Button.tsx';
import * as styles from './CampaignEditor.css.ts';

const accepted = imageExtensions.map((extension) => `.${extension}`);

const firstFile = async (items: readonly DropItem[]) => {
  const item = items.find(isFileDropItem);
  return item ? item.getFile() : null;
};

export type CoverFieldProps = {
  /** The uploaded cover's URL, or '' before one is. */
  url: string;
  /** The picture on its way, or null. */
  uploading: File | null;
  failure: Failure | null;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  onPick: (file: File) => void;
};

export function CoverField({ url, uploading, failure, errorMessage, isDisabled, onPick }: CoverFieldProps) {
  return (
    <div className={styles.column} role="group" aria-labelledby="campaign-cover-label">
      <span id="campaign-cover-label" className={styles.muted}>
        Cover photo ({imageExtensions.join(', ')}), at most 10 MB. It is shown wide, about 12 by 5.
      </span>
      {url ? (
        <img
          className={styles.preview}
          src={imageSrc(url, 750)}
          srcSet={imageSrcSet(url)}
          sizes="(max-width: 1020px) 100vw, 50vw"
          alt="The cover photo"
        />
      ) : null}
      <DropZone
        className={styles.dropZone}
        isDisabled={isDisabled || uploading !== null}
        aria-label="Drop the cover photo here"
        onDrop={async (event) => {
          const file = await firstFile(event.items);
          if (file) onPick(file);
        }}
      >
        <Text slot="label" className={styles.muted}>
          {uploading ? `Uploading ${uploading.name}…` : 'Drop a picture here, or'}
        </Text>
        <FileTrigger
          acceptedFileTypes={accepted}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) onPick(file);
          }}
        >
          <Button variant="secondary" isDisabled={isDisabled || uploading !== null}>
            {url ? 'Replace the cover photo' : 'Choose a cover photo'}
          </Button>
        </FileTrigger>
      </DropZone>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failureText(failure, adminCampaignFallbacks.cover)}
        </p>
      ) : null}
      {errorMessage && !failure ? (
        <p role="alert" className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
