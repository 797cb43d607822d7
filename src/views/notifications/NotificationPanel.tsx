// The feed inside the bell's dialog, from plain props: loading, empty, items with their unread dot, and
// the sentinel that asks for the next page when half a screen of the list remains (spec §9).
import {
  Button as AriaButton,
  Collection,
  GridList,
  GridListItem,
  GridListLoadMoreItem,
  Heading,
} from 'react-aria-components';
import type { Notification } from '#schemas/notifications';
import { Button } from '../ui/Button.tsx';
import * as styles from './NotificationPanel.css.ts';
import { formatFullDate, formatRelativeTime } from './relative-time.ts';

export const emptyFeedText = 'No notifications at the moment.';

export type NotificationPanelProps = {
  notifications: Notification[];
  /** The first page is on its way. */
  isLoading: boolean;
  isLoadingMore: boolean;
  hasNextPage: boolean;
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
  isLoading,
  isLoadingMore,
  hasNextPage,
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
      {isLoading ? (
        <div role="status" className={styles.state}>
          Loading notifications…
        </div>
      ) : (
        <GridList
          aria-label="Notifications"
          className={styles.list}
          renderEmptyState={() => <div className={styles.state}>{emptyFeedText}</div>}
        >
          <Collection items={notifications}>
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
          </Collection>
          {hasNextPage ? (
            <GridListLoadMoreItem
              className={styles.loadingMore}
              isLoading={isLoadingMore}
              // Spec §9: ask for the next page when what remains below is half the visible height.
              scrollOffset={0.5}
              onLoadMore={onLoadMore}
            >
              Loading more notifications…
            </GridListLoadMoreItem>
          ) : null}
        </GridList>
      )}
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
    <GridListItem
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
    </GridListItem>
  );
}
