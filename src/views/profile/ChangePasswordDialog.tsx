// The change-password dialog, driven by the change-password machine the profile menu owns.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import type { changePasswordMachine } from '#machines/change-password/machine.ts';
import { selectFieldErrors, selectIsSubmitting, selectValues } from '#machines/change-password/selectors.ts';
import { Heading } from '../ui/Heading.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import * as styles from './ProfileMenu.css.ts';

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
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={openChange}
      isDismissable={!isSubmitting}
      isKeyboardDismissDisabled={isSubmitting}
      className={styles.dialogOverlay}
    >
      <Modal className={styles.dialogModal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" level={2} size="md">
            Change Password
          </Heading>
          <ChangePasswordForm
            values={values}
            errors={errors}
            isSubmitting={isSubmitting}
            onChange={(field, value) => actor.send({ type: 'field.change', field, value })}
            onSubmit={() => actor.send({ type: 'form.submit' })}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
