// The feed inside the bell's dialog, from plain props: loading, empty, items with their unread dot, and
// the next page asked for when half a screen of the list remains (spec §9, the kit's DataList).
import { Button as AriaButton, Heading } from 'react-aria-components';
import type { Notification } from '#schemas/notifications';
import { Button } from '../ui/Button.tsx';
import { DataList, DataListItem, type DataListStatus } from '../ui/DataList.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import * as styles from './NotificationPanel.css.ts';
import { formatFullDate, formatRelativeTime } from './relative-time.ts';

export const emptyFeedText = 'No notifications at the moment.';

export type NotificationPanelProps = {
  notifications: Notification[];
  /** The feed's paging: a page on its way, more to come, or the end (a failed page ends it, spec §8). */
  status: DataListStatus;
  /** Whether a dot press would be taken now (one read operation runs at a time). */
  canMarkRead: boolean;
  canMarkAllRead: boolean;
  /** The notification being marked read or opened. */
  activeId?: string | null;
  isMarkingAllRead?: boolean;
  /** The clock relative times are measured from (fixed in stories). */
  now?: Date;
  onOpen: (id: string) => void;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
  onLoadMore: () => void;
  /** Shown as a Close button where the panel fills the screen and nothing outside it can be clicked. */
  onClose?: () => void;
};

export function NotificationPanel({
  notifications,
  status,
  canMarkRead,
  canMarkAllRead,
  activeId = null,
  isMarkingAllRead = false,
  now = new Date(),
  onOpen,
  onMarkRead,
  onMarkAllRead,
  onLoadMore,
  onClose,
}: NotificationPanelProps) {
  return (
    <>
      <header className={styles.header}>
        <Heading slot="title" level={2} className={styles.heading}>
          Notifications
        </Heading>
        <div className={styles.headerActions}>
          <Button
            variant="ghost"
            className={styles.textButton}
            // aria-disabled, not isDisabled: a disabled button drops keyboard focus out of the dialog
            // right after it is used (Escape would then no longer close it). The machine ignores the press.
            aria-disabled={!canMarkAllRead && !isMarkingAllRead ? true : undefined}
            isPending={isMarkingAllRead}
            onPress={onMarkAllRead}
          >
            Mark all as read
          </Button>
          {onClose ? (
            <Button variant="ghost" className={styles.textButton} onPress={onClose}>
              Close
            </Button>
          ) : null}
        </div>
      </header>
      <DataList
        layout="grid"
        aria-label="Notifications"
        items={notifications}
        status={status}
        onLoadMore={onLoadMore}
        loadingLabel="Loading notifications…"
        loadingMoreLabel="Loading more notifications…"
        emptyState={<EmptyState size="compact">{emptyFeedText}</EmptyState>}
        dependencies={[now, activeId, canMarkRead]}
        className={styles.feed}
      >
        {(notification) => (
          <NotificationItem
            notification={notification}
            now={now}
            isBusy={notification.id === activeId}
            canMarkRead={canMarkRead}
            onOpen={onOpen}
            onMarkRead={onMarkRead}
          />
        )}
      </DataList>
    </>
  );
}

type NotificationItemProps = {
  notification: Notification;
  now: Date;
  isBusy: boolean;
  canMarkRead: boolean;
  onOpen: (id: string) => void;
  onMarkRead: (id: string) => void;
};

function NotificationItem({
  notification,
  now,
  isBusy,
  canMarkRead,
  onOpen,
  onMarkRead,
}: NotificationItemProps) {
  const { id, title, message, createdAt, isRead } = notification;
  return (
    <DataListItem
      id={id}
      textValue={title}
      className={styles.item}
      data-unread={isRead ? undefined : true}
      onAction={() => onOpen(id)}
    >
      <div className={styles.itemText}>
        <span className={styles.title}>{title}</span>
        <span className={styles.message}>{message}</span>
        <time className={styles.time} dateTime={createdAt} title={formatFullDate(createdAt)}>
          {formatRelativeTime(createdAt, now)}
        </time>
      </div>
      {isRead ? (
        <span className={styles.dotPlaceholder} aria-hidden="true" />
      ) : (
        <AriaButton
          aria-label="Mark as read"
          className={styles.dotButton}
          isDisabled={!canMarkRead && !isBusy}
          isPending={isBusy}
          onPress={(press) => {
            // The dot goes away once read; hand focus to its row first so the keyboard stays in the list.
            press.target.closest<HTMLElement>('[role="row"]')?.focus();
            onMarkRead(id);
          }}
        >
          <span className={styles.dot} aria-hidden="true" />
        </AriaButton>
      )}
    </DataListItem>
  );
}
