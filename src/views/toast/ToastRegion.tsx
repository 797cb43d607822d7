// The toast viewport at the top of the screen (spec §9): react-aria supplies the landmark, focus
// handling and alertdialog semantics; every open, pause, resume and close is the toast machine's call.
import { useSelector } from '@xstate/react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useCallback, useEffect, useMemo, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import type { ToastRef } from '#machines/toast/queue.ts';
import { selectIsSwiping, selectSwipeOffset, selectToastContent } from '#machines/toast/selectors.ts';
import * as styles from './ToastRegion.css.ts';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../ui/icons.tsx';
import { MachineToastQueue } from './toast-queue-adapter.ts';
import { toastQueue, type ToastQueueActor } from './toast-queue.ts';

export const VIEWPORT_LABEL = 'Notifications (F8)';
const VIEWPORT_HOTKEY = 'F8';

const toneIcons = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon } as const;

/** Opacity while swiping: fades with distance, never below 0.35 so the toast stays findable. */
const swipeOpacity = (offset: number) => String(Math.max(0.35, 1 - Math.abs(offset) / 160));

export interface ToastRegionProps {
  /** The queue to render; the app-wide one unless a story or test brings its own. */
  queue?: ToastQueueActor;
}

export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const ariaQueue = useMemo(() => new MachineToastQueue(queue), [queue]);
  const regionRef = useRef<HTMLDivElement>(null);
  // What moved focus last: a tap or click also focuses a toast, and only keyboard focus holds the toasts.
  const lastInput = useRef<'keyboard' | 'pointer'>('pointer');

  useEffect(() => {
    const focusViewport = (event: globalThis.KeyboardEvent) => {
      if (event.key !== VIEWPORT_HOTKEY || !regionRef.current) return;
      event.preventDefault();
      regionRef.current.focus();
    };
    const fromKeyboard = () => (lastInput.current = 'keyboard');
    const fromPointer = () => (lastInput.current = 'pointer');
    document.addEventListener('keydown', fromKeyboard, true);
    document.addEventListener('pointerdown', fromPointer, true);
    document.addEventListener('keydown', focusViewport);
    return () => {
      document.removeEventListener('keydown', fromKeyboard, true);
      document.removeEventListener('pointerdown', fromPointer, true);
      document.removeEventListener('keydown', focusViewport);
    };
  }, []);

  // Escape closes the toast that holds focus, or the newest one when the viewport itself has it (F8).
  // A native listener because react-aria's region and toast take no keyboard handlers.
  const attachRegion = useCallback(
    (element: HTMLDivElement | null) => {
      regionRef.current = element;
      if (!element) return;
      const closeOnEscape = (event: globalThis.KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        const target = event.target instanceof Element ? event.target.closest('[data-toast-key]') : null;
        const key = target?.getAttribute('data-toast-key') ?? ariaQueue.visibleToasts[0]?.key;
        if (!key) return;
        event.stopPropagation();
        ariaQueue.close(key);
      };
      // Held while a mouse or pen is over the toasts (a finger has no hover: its pointerenter ends with the
      // tap) or keyboard focus is in them; let go when the pointer leaves or focus goes elsewhere.
      const pointerIn = (event: PointerEvent) => {
        if (event.pointerType !== 'touch') queue.send({ type: 'viewport.pause', by: 'pointer' });
      };
      const pointerOut = () => queue.send({ type: 'viewport.resume', by: 'pointer' });
      const focusIn = () => {
        if (lastInput.current === 'keyboard') queue.send({ type: 'viewport.pause', by: 'keyboard' });
      };
      const focusOut = (event: FocusEvent) => {
        if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget)))
          queue.send({ type: 'viewport.resume', by: 'keyboard' });
      };
      element.addEventListener('keydown', closeOnEscape);
      element.addEventListener('pointerenter', pointerIn);
      element.addEventListener('pointerleave', pointerOut);
      element.addEventListener('focusin', focusIn);
      element.addEventListener('focusout', focusOut);
      return () => {
        element.removeEventListener('keydown', closeOnEscape);
        element.removeEventListener('pointerenter', pointerIn);
        element.removeEventListener('pointerleave', pointerOut);
        element.removeEventListener('focusin', focusIn);
        element.removeEventListener('focusout', focusOut);
        regionRef.current = null;
      };
    },
    [ariaQueue, queue],
  );

  return (
    <AriaToastRegion
      queue={ariaQueue}
      ref={attachRegion}
      aria-label={VIEWPORT_LABEL}
      className={styles.region}
    >
      {({ toast }) => <ToastCard toast={toast} />}
    </AriaToastRegion>
  );
}

function ToastCard({ toast }: { toast: QueuedToast<ToastRef> }) {
  const actor = toast.content;
  const content = useSelector(actor, selectToastContent);
  const offset = useSelector(actor, selectSwipeOffset);
  const isSwiping = useSelector(actor, selectIsSwiping);
  const swipeStart = useRef<{ pointerId: number; x: number } | null>(null);
  const Icon = toneIcons[content.tone];

  const deltaX = (event: ReactPointerEvent) => event.clientX - (swipeStart.current?.x ?? event.clientX);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    swipeStart.current = { pointerId: event.pointerId, x: event.clientX };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (swipeStart.current?.pointerId !== event.pointerId) return;
    if (isSwiping && !event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      // Keep following the finger once it leaves the toast mid-swipe.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    actor.send({ type: 'swipe.move', deltaX: deltaX(event) });
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (swipeStart.current?.pointerId !== event.pointerId) return;
    actor.send({ type: 'swipe.end', deltaX: deltaX(event) });
    swipeStart.current = null;
  };
  const onPointerCancel = () => {
    swipeStart.current = null;
    actor.send({ type: 'swipe.cancel' });
  };

  return (
    <AriaToast
      toast={toast}
      className={`${styles.toast} ${styles.tone[content.tone]}`}
      style={assignInlineVars({
        [styles.swipeOffset]: `${offset}px`,
        [styles.swipeOpacity]: swipeOpacity(offset),
      })}
      data-toast-key={toast.key}
      data-tone={content.tone}
      data-swiping={isSwiping || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    >
      <Icon className={`${styles.icon} ${styles.iconTone[content.tone]}`} />
      <AriaToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {content.title}
        </Text>
        {content.description ? (
          <Text slot="description" className={styles.description}>
            {content.description}
          </Text>
        ) : null}
      </AriaToastContent>
      <Button slot="close" className={styles.close}>
        <CloseIcon />
      </Button>
    </AriaToast>
  );
}
