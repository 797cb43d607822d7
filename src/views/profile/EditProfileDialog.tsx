// Spec §2: profile editing is not available yet; the seller is pointed at the support e-mail instead.
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogActions, DialogText } from '../ui/Dialog.tsx';
import { Link } from '../ui/Link.tsx';
import { Modal } from '../ui/Modal.tsx';

export interface EditProfileDialogProps {
  supportEmail: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function EditProfileDialog({ supportEmail, isOpen, onOpenChange }: EditProfileDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Dialog title="Edit Profile">
        <DialogText>
          {`The update profile feature is not yet available. Please contact the admin at ${supportEmail} to update your profile. Thank you!`}
        </DialogText>
        <DialogActions>
          <Button slot="close" variant="secondary">
            Close
          </Button>
          <Link variant="primary" href={`mailto:${supportEmail}`}>
            Send Email
          </Link>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
