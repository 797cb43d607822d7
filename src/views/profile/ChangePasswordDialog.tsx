// The change-password dialog, driven by the change-password machine the profile menu owns.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '#machines/change-password/machine.ts';
import { selectFieldErrors, selectIsSubmitting, selectValues } from '#machines/change-password/selectors.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Modal } from '../ui/Modal.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

export interface ChangePasswordDialogProps {
  actor: ActorRefFrom<typeof changePasswordMachine>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function ChangePasswordDialog({ actor, isOpen, onOpenChange }: ChangePasswordDialogProps) {
  const values = useSelector(actor, selectValues);
  const errors = useSelector(actor, selectFieldErrors, shallowEqual);
  const isSubmitting = useSelector(actor, selectIsSubmitting);

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
          values={values}
          errors={errors}
          isSubmitting={isSubmitting}
          onChange={(field, value) => actor.send({ type: 'field.change', field, value })}
          onSubmit={() => actor.send({ type: 'form.submit' })}
        />
      </Dialog>
    </Modal>
  );
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
