// The bell slot of the top bar; its panel and live count arrive with the notifications issue.
import { Button } from '../ui/Button.tsx';
import { BellIcon } from '../ui/icons.tsx';
import * as styles from './layout.css.ts';

export type NotificationBellProps = { unreadCount?: number; onPress?: () => void };

export function NotificationBell({ unreadCount = 0, onPress }: NotificationBellProps) {
  // The label carries the badge's own text so what is seen and what is heard match.
  const shown = unreadCount > 99 ? '99+' : String(unreadCount);
  const label = `Notifications, ${shown} unread`;
  return (
    <Button variant="ghost" iconOnly aria-label={label} onPress={onPress} className={styles.bell}>
      <BellIcon />
      {unreadCount > 0 ? (
        <span className={styles.badge} data-testid="unread-badge" aria-hidden="true">
          {shown}
        </span>
      ) : null}
    </Button>
  );
}
