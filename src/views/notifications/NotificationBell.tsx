// The top bar's bell: the live unread badge, and the notification panel it opens (a 360-wide popover on
// large screens, a sheet over the whole screen on small ones). Driven by the provided notifications machine.
import { useSelector } from '@xstate/react';
import { DialogTrigger, Popover } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import type { notificationsMachine } from '../../machines/notifications/machine.ts';
import {
  selectActiveId,
  selectCanMarkAllRead,
  selectCanMarkRead,
  selectFeedStatus,
  selectIsMarkingAllRead,
  selectIsPanelOpen,
  selectNotifications,
  selectUnreadCount,
} from '../../machines/notifications/selectors.ts';
import { useFlow } from '../app/use-flow.ts';
import { narrow } from '../theme/media.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { BellIcon } from '../ui/icons.tsx';
import { Sheet } from '../ui/Sheet.tsx';
import { NotificationPanel } from './NotificationPanel.tsx';
import * as styles from './NotificationPanel.css.ts';
import { useMediaQuery } from './use-media-query.ts';

type NotificationsActor = ActorRefFrom<typeof notificationsMachine>;

export type NotificationBellProps = {
  /** The notifications machine with its effects provided (src/app/notifications.ts, or fakes). */
  logic: typeof notificationsMachine;
  /** The clock relative times are measured from (fixed in stories). */
  now?: Date;
};

export const bellLabel = (unreadCount: number) => `Notifications, ${unreadCount} unread`;

export function NotificationBell({ logic, now }: NotificationBellProps) {
  const actor = useFlow(logic);
  const unreadCount = useSelector(actor, selectUnreadCount);
  const isOpen = useSelector(actor, selectIsPanelOpen);
  const fillsScreen = useMediaQuery(narrow);
  const close = () => actor.send({ type: 'panel.close' });

  return (
    <DialogTrigger
      isOpen={isOpen}
      onOpenChange={(open) => actor.send({ type: open ? 'panel.open' : 'panel.close' })}
    >
      <Button variant="ghost" iconOnly aria-label={bellLabel(unreadCount)} className={styles.bell}>
        <BellIcon />
        {unreadCount > 0 ? (
          <span className={styles.badge} data-testid="unread-badge" aria-hidden="true">
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        ) : null}
      </Button>
      {fillsScreen ? (
        <Sheet size="screen">
          <Dialog padded={false} data-testid="notification-panel" data-layout="fullscreen">
            <ConnectedPanel actor={actor} now={now} onClose={close} />
          </Dialog>
        </Sheet>
      ) : (
        <Popover placement="bottom end" offset={8} className={styles.popover}>
          <Dialog padded={false} data-testid="notification-panel" data-layout="popover">
            <ConnectedPanel actor={actor} now={now} />
          </Dialog>
        </Popover>
      )}
    </DialogTrigger>
  );
}

function ConnectedPanel({
  actor,
  now,
  onClose,
}: {
  actor: NotificationsActor;
  now?: Date;
  onClose?: () => void;
}) {
  const notifications = useSelector(actor, selectNotifications);
  const status = useSelector(actor, selectFeedStatus);
  const canMarkRead = useSelector(actor, selectCanMarkRead);
  const canMarkAllRead = useSelector(actor, selectCanMarkAllRead);
  const isMarkingAllRead = useSelector(actor, selectIsMarkingAllRead);
  const activeId = useSelector(actor, selectActiveId);
  return (
    <NotificationPanel
      notifications={notifications}
      status={status}
      canMarkRead={canMarkRead}
      canMarkAllRead={canMarkAllRead}
      isMarkingAllRead={isMarkingAllRead}
      activeId={activeId}
      now={now}
      onOpen={(id) => actor.send({ type: 'notification.open', id })}
      onMarkRead={(id) => actor.send({ type: 'notification.markRead', id })}
      onMarkAllRead={() => actor.send({ type: 'notifications.markAllRead' })}
      onLoadMore={() => actor.send({ type: 'feed.loadMore' })}
      onClose={onClose}
    />
  );
}
