// react-aria's Dialog with the kit's spacing and an optional title (the dialog's accessible name). Put it
// in a Modal, a Sheet or a Popover.
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, type DialogProps as AriaDialogProps } from 'react-aria-components';
import { Heading } from './Heading.tsx';
import * as styles from './Dialog.css.ts';

export type DialogProps = Omit<AriaDialogProps, 'className' | 'style'> & {
  /** The visible title; without one, give the dialog an aria-label. */
  title?: ReactNode;
  padded?: boolean;
  className?: string;
};

export function Dialog({ title, padded, className, children, ...props }: DialogProps) {
  return (
    <AriaDialog {...props} className={[styles.dialog({ padded }), className].filter(Boolean).join(' ')}>
      {(renderProps) => (
        <>
          {title ? (
            <Heading slot="title" level={2} size="md">
              {title}
            </Heading>
          ) : null}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaDialog>
  );
}

/** The dialog's buttons, the main one last (on top when stacked on a phone). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** The dialog's explanation, under its title. */
export function DialogText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}
