// The autosave's state, announced politely; a failed save says it will retry and offers to retry now.
import type { SaveStatus as Status } from '#machines/onboarding/selectors.ts';
import { Button } from '../ui/Button.tsx';
import * as styles from './Onboarding.css.ts';

const labels: Record<Status, string> = {
  saved: 'All changes saved',
  unsaved: 'Saving soon…',
  saving: 'Saving…',
  failed: 'Your changes could not be saved. Retrying…',
};

export function SaveStatus({ status, onRetry }: { status: Status; onRetry: () => void }) {
  return (
    <div role="status" className={status === 'failed' ? styles.error : styles.muted}>
      {labels[status]}{' '}
      {status === 'failed' ? (
        <Button variant="ghost" onPress={onRetry}>
          Retry now
        </Button>
      ) : null}
    </div>
  );
}
