// A confirmation: a title, what will happen, Cancel and the confirming action (red when it destroys or
// refuses something). Inside a DialogTrigger it closes itself after confirming; given `isOpen`, its owner
// closes it, so a request can run while the dialog shows it as pending.
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Dialog, DialogActions, DialogText } from './Dialog.tsx';
import { Modal } from './Modal.tsx';

export type AlertDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  variant?: 'default' | 'destructive';
  onConfirm: () => void;
  /** The confirmed action is running: both buttons wait and the dialog cannot be dismissed. */
  isPending?: boolean;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'default',
  onConfirm,
  isPending = false,
  isOpen,
  onOpenChange,
}: AlertDialogProps) {
  const isDestructive = variant === 'destructive';
  return (
    <Modal
      size="sm"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
    >
      <Dialog role="alertdialog" title={title}>
        {({ close }) => (
          <>
            <DialogText>{children}</DialogText>
            <DialogActions>
              {/* A destructive confirmation starts on the way out, not on the action. */}
              <Button slot="close" variant="secondary" isDisabled={isPending} autoFocus={isDestructive}>
                {cancelLabel}
              </Button>
              <Button
                variant={isDestructive ? 'danger' : 'primary'}
                isDisabled={isPending}
                autoFocus={!isDestructive}
                onPress={() => {
                  onConfirm();
                  if (isOpen === undefined) close();
                }}
              >
                {confirmLabel}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
