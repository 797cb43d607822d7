// The change-password dialog: the form opens fresh each time; the request is the change-password flow's.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { currentPasswordError } from '#machines/change-password/failure.ts';
import type { changePasswordMachine } from '#machines/change-password/machine.ts';
import { selectFailure, selectIsSubmitting } from '#machines/change-password/selectors.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Modal } from '../ui/Modal.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

export interface ChangePasswordDialogProps {
  actor: ActorRefFrom<typeof changePasswordMachine>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function ChangePasswordDialog({ actor, isOpen, onOpenChange }: ChangePasswordDialogProps) {
  const isSubmitting = useSelector(actor, selectIsSubmitting);
  const failure = useSelector(actor, selectFailure);
  const serverErrors = failure ? { oldPassword: currentPasswordError(failure) } : undefined;

  // A dismissed dialog starts over next time; a request in flight cannot be walked away from.
  const openChange = (open: boolean) => {
    if (!open) actor.send({ type: 'form.reset' });
    onOpenChange(open);
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={openChange}
      isDismissable={!isSubmitting}
      isKeyboardDismissDisabled={isSubmitting}
    >
      <Dialog title="Change Password">
        <ChangePasswordForm
          isSubmitting={isSubmitting}
          serverErrors={serverErrors}
          onSubmit={(values) => actor.send({ type: 'form.submit', values })}
        />
      </Dialog>
    </Modal>
  );
}
