// A centred modal over a dimmed page (the whole screen on phones); put a Dialog inside. It renders into
// <body>, which still gets the theme because the theme class sits on <html>.
import type { ReactNode } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import * as styles from './Modal.css.ts';

export type ModalProps = Omit<ModalOverlayProps, 'className' | 'style' | 'children'> & {
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
};

export function Modal({ size, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={styles.overlay}>
      <AriaModal className={styles.modal({ size })}>{children}</AriaModal>
    </ModalOverlay>
  );
}
