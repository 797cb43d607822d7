// The product's pictures in display order: add by the file picker or by dropping files, reorder by dragging
// or with the Move buttons (the keyboard's way), remove. A new file shows from a local preview until saved.
import type { EditorImage } from '#machines/product-save/context.ts';
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
import { Button } from '../../ui/Button.tsx';
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
            return (
              <GridListItem id={image.key} textValue={label} className={styles.image}>
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
