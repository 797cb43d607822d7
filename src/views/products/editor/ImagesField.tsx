// The product's pictures in display order: add by the file picker or by dropping files, reorder by dragging
// or with the Move buttons (the keyboard's way), remove, or make a new background for one (issue 15). A new
// file shows from a local preview until saved; one the background tool made carries an "AI" badge.
import type { EditorImage } from '#machines/product-save/context.ts';
import { aiOriginLabel } from '#schemas/ai';
import { imageSrc, imageSrcSet } from '#schemas/media';
import { imageExtensions, productImagesMax } from '#schemas/products';
import {
  DropZone,
  FileTrigger,
  GridList,
  GridListItem,
  Text,
  isFileDropItem,
  useDragAndDrop,
  type DropItem,
} from 'react-aria-components';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.css.ts';
import * as styles from './ProductEditor.css.ts';

const accepted = imageExtensions.map((extension) => `.${extension}`);

/** The files among dropped items (text or links dropped along are ignored). */
const filesOf = (items: readonly DropItem[]) =>
  Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));

/** A local preview of a file not uploaded yet, released when the picture leaves the form. */
function NewImagePreview({ file, alt }: { file: File; alt: string }) {
  return (
    <img
      className={styles.thumbnail}
      alt={alt}
      ref={(element) => {
        if (!element) return;
        const url = URL.createObjectURL(file);
        element.src = url;
        return () => URL.revokeObjectURL(url);
      }}
    />
  );
}

export const imageLabel = (image: EditorImage, index: number) =>
  image.kind === 'new' ? `Picture ${index + 1} (${image.file.name}, not saved yet)` : `Picture ${index + 1}`;

export type ImagesFieldProps = {
  images: readonly EditorImage[];
  /** Why some files were not added. */
  notice: string | null;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, offset: number) => void;
  onDrop: (key: string, target: string, position: 'before' | 'after') => void;
  /** "New background" on this picture (issue 15). */
  onNewBackground: (key: string) => void;
};

export function ImagesField({
  images,
  notice,
  errorMessage,
  isDisabled = false,
  onAdd,
  onRemove,
  onMove,
  onDrop,
  onNewBackground,
}: ImagesFieldProps) {
  const full = images.length >= productImagesMax;
  const { dragAndDropHooks } = useDragAndDrop({
    isDisabled,
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: ({ keys, target }) => {
      const [key] = [...keys];
      if (key !== undefined && target.dropPosition !== 'on')
        onDrop(String(key), String(target.key), target.dropPosition);
    },
  });

  return (
    <div className={styles.header} role="group" aria-labelledby="product-images-label">
      <span id="product-images-label" className={styles.muted}>
        Up to {productImagesMax} pictures ({imageExtensions.join(', ')}), at most 10 MB each. The first is the
        cover.
      </span>
      <DropZone
        className={styles.dropZone}
        isDisabled={isDisabled || full}
        aria-label="Drop pictures here"
        onDrop={async (event) => onAdd(await filesOf(event.items))}
      >
        <Text slot="label" className={styles.muted}>
          {full ? `This product has ${productImagesMax} pictures.` : 'Drop pictures here, or'}
        </Text>
        <FileTrigger
          allowsMultiple
          acceptedFileTypes={accepted}
          onSelect={(files) => onAdd(files ? [...files] : [])}
        >
          <Button variant="secondary" isDisabled={isDisabled || full}>
            Add pictures
          </Button>
        </FileTrigger>
      </DropZone>
      {notice ? (
        <p role="alert" className={styles.error}>
          {notice}
        </p>
      ) : null}
      {errorMessage ? (
        <p role="alert" className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
      {images.length > 0 ? (
        <GridList
          aria-label="Product pictures"
          layout="grid"
          className={styles.images}
          items={images.map((image, index) => ({ image, index }))}
          dependencies={[images, isDisabled]}
          dragAndDropHooks={dragAndDropHooks}
        >
          {({ image, index }) => {
            const label = imageLabel(image, index);
            const made =
              image.kind === 'new' && image.origin ? aiOriginLabel(image.origin, 'background') : null;
            return (
              <GridListItem id={image.key} textValue={label} className={styles.image}>
                <div className={styles.frame}>
                  {image.kind === 'kept' ? (
                    <img
                      className={styles.thumbnail}
                      src={imageSrc(image.url, 640)}
                      srcSet={imageSrcSet(image.url)}
                      sizes="160px"
                      width={image.width}
                      height={image.height}
                      alt={label}
                    />
                  ) : (
                    <NewImagePreview file={image.file} alt={label} />
                  )}
                  {made ? (
                    <Badge tone="accent" className={styles.madeBadge} title={made}>
                      AI<span className={visuallyHidden}>: {made}</span>
                    </Badge>
                  ) : null}
                </div>
                <div className={styles.imageTools}>
                  <Button slot="drag" variant="ghost" className={styles.tool} aria-label={`Drag ${label}`}>
                    <span aria-hidden="true">⠿</span>
                  </Button>
                  <Button
                    variant="ghost"
                    className={styles.tool}
                    aria-label={`Move ${label} earlier`}
                    isDisabled={isDisabled || index === 0}
                    onPress={() => onMove(image.key, -1)}
                  >
                    <span aria-hidden="true">←</span>
                  </Button>
                  <Button
                    variant="ghost"
                    className={styles.tool}
                    aria-label={`Move ${label} later`}
                    isDisabled={isDisabled || index === images.length - 1}
                    onPress={() => onMove(image.key, 1)}
                  >
                    <span aria-hidden="true">→</span>
                  </Button>
                </div>
                <Button
                  variant="secondary"
                  className={`${styles.tool} ${styles.wrapping}`}
                  aria-label={`New background for ${label}`}
                  isDisabled={isDisabled || full}
                  onPress={() => onNewBackground(image.key)}
                >
                  <SparkleIcon />
                  New background
                </Button>
                <Button
                  variant="secondary"
                  className={styles.tool}
                  aria-label={`Remove ${label}`}
                  isDisabled={isDisabled}
                  onPress={() => onRemove(image.key)}
                >
                  Remove
                </Button>
              </GridListItem>
            );
          }}
        </GridList>
      ) : null}
    </div>
  );
}

/** The AI tools' mark. */
function SparkleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
      <path d="M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9z" />
      <path d="M19 14l.9 2.6 2.6.9-2.6.9L19 21l-.9-2.6-2.6-.9 2.6-.9z" />
    </svg>
  );
}
