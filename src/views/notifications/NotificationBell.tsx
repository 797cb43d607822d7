// The top bar's bell: the live unread badge, and the notification panel it opens (a 360-wide popover on
// large screens, a sheet over the whole screen on small ones). Driven by the provided notifications machine.
// The panel is a lazy chunk: the bell and its count render at once, the panel loads when first reached for.
import { useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { ButtonContext } from 'react-aria-components';
import type { notificationsMachine } from '../../machines/notifications/machine.ts';
import { selectIsPanelOpen, selectUnreadCount } from '../../machines/notifications/selectors.ts';
import { lazyNamed } from '../app/lazy.ts';
import { useFlow } from '../app/use-flow.ts';
import { prefetchOn } from '../layout/on-demand.ts';
import { LazyOverlay } from '../layout/OverlayBoundary.tsx';
import { Button } from '../ui/Button.tsx';
import { BellIcon } from '../ui/icons.tsx';
import * as styles from './NotificationPanel.css.ts';

const NotificationOverlay = lazyNamed(() => import('./NotificationOverlay.tsx'), 'NotificationOverlay');

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
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // What react-aria's DialogTrigger gives its button (a ref for the popover's placement, the pressed look
  // while open, aria-expanded and aria-controls), without loading react-aria's overlays with the top bar.
  return (
    <>
      <ButtonContext value={{ ref: triggerRef, isPressed: isOpen }}>
        <Button
          variant="ghost"
          iconOnly
          aria-label={bellLabel(unreadCount)}
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          className={styles.bell}
          onPress={() => actor.send({ type: isOpen ? 'panel.close' : 'panel.open' })}
          {...prefetchOn(NotificationOverlay)}
        >
          <BellIcon />
          {unreadCount > 0 ? (
            <span className={styles.badge} data-testid="unread-badge" aria-hidden="true">
              {unreadCount > 99 ? '99+' : unreadCount}
            </span>
          ) : null}
        </Button>
      </ButtonContext>
      <LazyOverlay
        what="your notifications"
        isOpen={isOpen}
        onFailure={() => actor.send({ type: 'panel.close' })}
      >
        <NotificationOverlay actor={actor} triggerRef={triggerRef} id={panelId} now={now} />
      </LazyOverlay>
    </>
  );
}
