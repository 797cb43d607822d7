// Spec §2: profile editing is not available yet; the seller is pointed at the support e-mail instead.
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../ui/Button.tsx';
import { Heading } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';
import * as styles from './ProfileMenu.css.ts';

export interface EditProfileDialogProps {
  supportEmail: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function EditProfileDialog({ supportEmail, isOpen, onOpenChange }: EditProfileDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.dialogOverlay}>
      <Modal className={styles.dialogModal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" level={2} size="md">
            Edit Profile
          </Heading>
          <p className={styles.dialogText}>
            {`The update profile feature is not yet available. Please contact the admin at ${supportEmail} to update your profile. Thank you!`}
          </p>
          <div className={styles.dialogActions}>
            <Button slot="close" variant="secondary">
              Close
            </Button>
            <Link variant="primary" href={`mailto:${supportEmail}`}>
              Send Email
            </Link>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
