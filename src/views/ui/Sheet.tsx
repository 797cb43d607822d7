// A modal panel along one side of the screen (a drawer), or over the whole of it; put a Dialog inside
// (`padded={false}` when it lays out its own header). Dismissed by Escape or a press outside.
import type { ReactNode } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import * as styles from './Sheet.css.ts';

export type SheetProps = Omit<ModalOverlayProps, 'className' | 'style' | 'children'> & {
  side?: 'start' | 'end';
  size?: 'drawer' | 'screen';
  children: ReactNode;
};

export function Sheet({ side, size, isDismissable = true, children, ...props }: SheetProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <AriaModal className={styles.sheet({ side, size })}>{children}</AriaModal>
    </ModalOverlay>
  );
}
