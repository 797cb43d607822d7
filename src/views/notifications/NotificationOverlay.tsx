// The bell's panel in its overlay: a 360-wide popover under the bell on large screens, a sheet over the
// whole screen on small ones. Its own chunk (react-aria's overlays and GridList with its locales), loaded
// when the bell is first reached for.
import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import { Popover } from 'react-aria-components';
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
} from '../../machines/notifications/selectors.ts';
import { narrow } from '../theme/media.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Sheet } from '../ui/Sheet.tsx';
import { NotificationPanel } from './NotificationPanel.tsx';
import * as styles from './NotificationPanel.css.ts';
import { useMediaQuery } from './use-media-query.ts';

type NotificationsActor = ActorRefFrom<typeof notificationsMachine>;

export type NotificationOverlayProps = {
  actor: NotificationsActor;
  /** The bell: the popover is placed under it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The dialog's id, which the bell's aria-controls names while it is open. */
  id: string;
  now?: Date;
};

export function NotificationOverlay({ actor, triggerRef, id, now }: NotificationOverlayProps) {
  const isOpen = useSelector(actor, selectIsPanelOpen);
  const fillsScreen = useMediaQuery(narrow);
  const close = () => actor.send({ type: 'panel.close' });
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };

  return fillsScreen ? (
    <Sheet size="screen" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog id={id} padded={false} data-testid="notification-panel" data-layout="fullscreen">
        <ConnectedPanel actor={actor} now={now} onClose={close} />
      </Dialog>
    </Sheet>
  ) : (
    <Popover
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      triggerRef={triggerRef}
      placement="bottom end"
      offset={8}
      className={styles.popover}
    >
      <Dialog id={id} padded={false} data-testid="notification-panel" data-layout="popover">
        <ConnectedPanel actor={actor} now={now} />
      </Dialog>
    </Popover>
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
      onOpen={(notificationId) => actor.send({ type: 'notification.open', id: notificationId })}
      onMarkRead={(notificationId) => actor.send({ type: 'notification.markRead', id: notificationId })}
      onMarkAllRead={() => actor.send({ type: 'notifications.markAllRead' })}
      onLoadMore={() => actor.send({ type: 'feed.loadMore' })}
      onClose={onClose}
    />
  );
}
