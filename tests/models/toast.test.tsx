// Model-based test of the toast lifecycle (spec §4, §9) driving the real <ToastRegion />: every shortest
// path through a small behaviour model of what the user sees and does is one test.
import { createTestModel } from '@xstate/graph';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup, type EventFrom } from 'xstate';
import { TOAST_DURATION_MS } from '#machines/toast/context.ts';
import { toastQueueMachine } from '#machines/toast/queue.ts';
import { modelInspect } from '../helpers/model-coverage.ts';
import { ToastRegion } from '../../src/views/toast/ToastRegion.tsx';

/** How long the model lets a toast run before pausing it, to prove that resuming keeps only what is left. */
const MOST_OF_THE_TIME = 5000;

// What the user sees and does. States are named rather than counted in context so that each
// "nothing happens" step (a long pause, a short swipe) is its own vertex and gets its own path.
const toastBehaviour = setup({
  types: {} as {
    events:
      | { type: 'SHOW' }
      | { type: 'SHOW_ANOTHER' }
      | { type: 'SHOW_SAME_AGAIN' }
      | { type: 'SHOW_FOUR_OTHERS' }
      | { type: 'TAP' }
      | { type: 'CLICK' }
      | { type: 'HOVER' }
      | { type: 'UNHOVER' }
      | { type: 'PRESS_F8' }
      | { type: 'PRESS_TAB' }
      | { type: 'FOCUS_ELSEWHERE' }
      | { type: 'PRESS_ESCAPE' }
      | { type: 'PRESS_CLOSE' }
      | { type: 'SWIPE_PAST_THRESHOLD' }
      | { type: 'SWIPE_BELOW_THRESHOLD' }
      | { type: 'SWIPE_CANCELLED' }
      | { type: 'APP_CLEARS_TOASTS' }
      | { type: 'WAIT_MOST_OF_THE_TIME' }
      | { type: 'WAIT_LONG' }
      | { type: 'TIMER_RUNS_OUT' }
      | { type: 'REST_OF_TIMER_RUNS_OUT' };
  },
}).createMachine({
  id: 'toastBehaviour',
  initial: 'empty',
  states: {
    empty: {
      meta: { description: 'no toast' },
      on: { SHOW: 'shown' },
    },
    shown: {
      meta: { description: 'toast shown, timer running' },
      on: {
        SHOW_SAME_AGAIN: 'restarted',
        SHOW_FOUR_OTHERS: 'atMostThree',
        TAP: 'tapped',
        HOVER: 'hovered',
        PRESS_F8: 'focused',
        SWIPE_BELOW_THRESHOLD: 'snappedBack',
        SWIPE_CANCELLED: 'swipeCancelled',
        WAIT_MOST_OF_THE_TIME: 'nearlyDone',
        TIMER_RUNS_OUT: 'closed',
        SWIPE_PAST_THRESHOLD: 'closed',
        PRESS_CLOSE: 'closed',
        APP_CLEARS_TOASTS: 'closed',
      },
    },
    restarted: {
      meta: {
        description: 'the same message shown again after a while: still one toast, its time started over',
      },
      on: { TIMER_RUNS_OUT: 'closed' },
    },
    atMostThree: {
      meta: { description: 'four more messages: only the three newest are on screen' },
    },
    tapped: {
      meta: { description: 'tapped on a phone: focus is in the toast, yet its timer runs' },
      on: { TIMER_RUNS_OUT: 'closed' },
    },
    clickedThenLeft: {
      meta: { description: 'clicked with the mouse, which then left: focus stays, the timer runs again' },
      on: { TIMER_RUNS_OUT: 'closed' },
    },
    clicked: {
      meta: { description: 'clicked with the mouse still over it: paused' },
      on: { UNHOVER: 'clickedThenLeft' },
    },
    swipeCancelled: {
      meta: { description: 'toast back in place after the system cancelled a swipe, timer running' },
      on: { TIMER_RUNS_OUT: 'closed' },
    },
    snappedBack: {
      meta: { description: 'toast back in place after a short swipe, timer running' },
      on: { TIMER_RUNS_OUT: 'closed', SWIPE_PAST_THRESHOLD: 'closed' },
    },
    hovered: {
      meta: { description: 'pointer over the toast, timer paused' },
      on: {
        WAIT_LONG: 'stillHovered',
        UNHOVER: 'shown',
        CLICK: 'clicked',
        PRESS_CLOSE: 'closedUnderPointer',
        SHOW_ANOTHER: 'anotherWhileHovered',
      },
    },
    anotherWhileHovered: {
      meta: { description: 'a second toast arrived under the pointer: both wait' },
    },
    stillHovered: {
      meta: { description: 'still shown long after its time, pointer over it' },
      on: { UNHOVER: 'resumed', PRESS_CLOSE: 'closedUnderPointer' },
    },
    focused: {
      meta: { description: 'viewport focused with F8, timer paused' },
      on: {
        WAIT_LONG: 'stillFocused',
        FOCUS_ELSEWHERE: 'shown',
        PRESS_ESCAPE: 'closedFromKeyboard',
        PRESS_TAB: 'toastFocused',
      },
    },
    toastFocused: {
      meta: { description: 'keyboard focus on the toast itself, timer paused' },
      on: { PRESS_ESCAPE: 'closedFromKeyboard' },
    },
    // Closing the last toast removes the viewport while it is hovered or focused; the next toast
    // must still close by itself.
    closedUnderPointer: {
      meta: { description: 'toast closed with the pointer over it' },
      on: { SHOW_ANOTHER: 'nextAfterPointer' },
    },
    closedFromKeyboard: {
      meta: { description: 'toast closed from the keyboard' },
      on: { SHOW_ANOTHER: 'nextAfterKeyboard' },
    },
    nextAfterPointer: {
      meta: { description: 'next toast shown, timer running' },
      on: { TIMER_RUNS_OUT: 'closed' },
    },
    nextAfterKeyboard: {
      meta: { description: 'next toast shown after a keyboard close, timer running' },
      on: { TIMER_RUNS_OUT: 'closed' },
    },
    stillFocused: {
      meta: { description: 'still shown long after its time, viewport focused' },
      on: { FOCUS_ELSEWHERE: 'resumed', PRESS_ESCAPE: 'closedFromKeyboard' },
    },
    resumed: {
      meta: { description: 'toast shown, timer running again' },
      on: { TIMER_RUNS_OUT: 'closed' },
    },
    nearlyDone: {
      meta: { description: 'toast shown, 1000 ms left' },
      on: { HOVER: 'nearlyDoneHovered', REST_OF_TIMER_RUNS_OUT: 'closed' },
    },
    nearlyDoneHovered: {
      meta: { description: 'pointer over a toast with 1000 ms left' },
      on: { WAIT_LONG: 'nearlyDoneStillHovered' },
    },
    nearlyDoneStillHovered: {
      meta: { description: 'pointer still over a toast that had 1000 ms left' },
      on: { UNHOVER: 'nearlyDoneResumed' },
    },
    nearlyDoneResumed: {
      meta: { description: 'toast with 1000 ms left, timer running again' },
      on: { REST_OF_TIMER_RUNS_OUT: 'closed' },
    },
    closed: {
      meta: { description: 'toast closed' },
      type: 'final',
    },
  },
});

type BehaviourEvent = EventFrom<typeof toastBehaviour>;
const everyEvent: BehaviourEvent[] = (
  [
    'SHOW',
    'SHOW_ANOTHER',
    'SHOW_SAME_AGAIN',
    'SHOW_FOUR_OTHERS',
    'TAP',
    'CLICK',
    'HOVER',
    'UNHOVER',
    'PRESS_F8',
    'PRESS_TAB',
    'FOCUS_ELSEWHERE',
    'PRESS_ESCAPE',
    'PRESS_CLOSE',
    'SWIPE_PAST_THRESHOLD',
    'SWIPE_BELOW_THRESHOLD',
    'SWIPE_CANCELLED',
    'APP_CLEARS_TOASTS',
    'WAIT_MOST_OF_THE_TIME',
    'WAIT_LONG',
    'TIMER_RUNS_OUT',
    'REST_OF_TIMER_RUNS_OUT',
  ] as const
).map((type) => ({ type }));

const model = createTestModel(toastBehaviour, {
  events: (snapshot) => everyEvent.filter((event) => snapshot.can(event)),
});
const paths = model.getShortestPaths();

const title = 'Order fulfilled successfully';
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toast = () => screen.getByRole('alertdialog');
const expectShown = () => {
  expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(toast());
  expect(toast()).toHaveTextContent(title);
};
const expectClosed = () => {
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
};
const expectFocusedViewport = () => {
  expectShown();
  expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
};
/** Advances all but the last millisecond, checks the toast is still there, then the last one. */
const runOut = (ms: number) => {
  advance(ms - 1);
  expectShown();
  advance(1);
};

const swipe = (distance: number, ending: 'release' | 'cancel' = 'release') => {
  const element = toast();
  fireEvent.pointerDown(element, {
    pointerId: 7,
    pointerType: 'touch',
    button: 0,
    clientX: 200,
    clientY: 20,
  });
  fireEvent.pointerMove(element, {
    pointerId: 7,
    pointerType: 'touch',
    clientX: 200 + distance / 2,
    clientY: 20,
  });
  fireEvent.pointerMove(element, {
    pointerId: 7,
    pointerType: 'touch',
    clientX: 200 + distance,
    clientY: 21,
  });
  if (ending === 'cancel') fireEvent.pointerCancel(element, { pointerId: 7, pointerType: 'touch' });
  else
    fireEvent.pointerUp(element, {
      pointerId: 7,
      pointerType: 'touch',
      clientX: 200 + distance,
      clientY: 21,
    });
};

/** A tap as a phone's browser reports it: touch pointer events, then focus on the tapped element. */
const tap = (element: HTMLElement) => {
  const touch = { pointerId: 9, pointerType: 'touch', button: 0, clientX: 40, clientY: 20 };
  fireEvent.pointerOver(element, touch);
  fireEvent.pointerEnter(element, touch);
  fireEvent.pointerDown(element, touch);
  act(() => element.focus());
  fireEvent.pointerUp(element, touch);
  fireEvent.pointerOut(element, touch);
  fireEvent.pointerLeave(element, touch);
  fireEvent.click(element);
};

describe(`toast lifecycle through <ToastRegion /> (${paths.length} paths)`, () => {
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  afterAll(() => console.info(`toast model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, async () => {
      vi.useFakeTimers();
      // Testing Library drains its own setTimeout(0) only under Jest's fake timers; lend it Vitest's.
      vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
      const queue = createActor(toastQueueMachine, { inspect: modelInspect }).start();
      // The real machines behind the screen: the queue, and the lifecycle of the toast it shows.
      const shownToast = () => {
        const [first] = queue.getSnapshot().context.toasts;
        expect(first, 'an open toast in the queue').toBeDefined();
        return first!.ref.getSnapshot();
      };
      const running = () => {
        expectShown();
        expect(queue.getSnapshot().value).toBe('running');
        expect(shownToast().matches({ open: { timer: 'running', gesture: 'idle' } })).toBe(true);
      };
      const paused = (check: () => void) => () => {
        check();
        expect(queue.getSnapshot().value).toBe('paused');
        expect(shownToast().matches({ open: { timer: 'paused' } })).toBe(true);
      };
      const gone = () => {
        expectClosed();
        expect(queue.getSnapshot().context.toasts).toEqual([]);
        expect(queue.getSnapshot().children).toEqual({});
      };
      const user: UserEvent = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      render(
        <>
          <button type="button">Elsewhere</button>
          <ToastRegion queue={queue} />
        </>,
      );

      await path.test({
        states: {
          empty: gone,
          shown: running,
          snappedBack: () => {
            running();
            expect(shownToast().context.swipeOffset).toBe(0);
          },
          swipeCancelled: () => {
            running();
            expect(shownToast().context.swipeOffset).toBe(0);
          },
          hovered: paused(expectShown),
          stillHovered: paused(expectShown),
          anotherWhileHovered: () => {
            expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
            expect(queue.getSnapshot().value).toBe('paused');
            for (const { ref } of queue.getSnapshot().context.toasts)
              expect(ref.getSnapshot().matches({ open: { timer: 'paused' } })).toBe(true);
          },
          focused: paused(expectFocusedViewport),
          stillFocused: paused(expectFocusedViewport),
          toastFocused: paused(() => {
            expectShown();
            expect(toast()).toHaveFocus();
          }),
          resumed: running,
          restarted: () => {
            running();
            expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
            expect(queue.getSnapshot().context.toasts).toHaveLength(1);
            expect(shownToast().context.remaining).toBe(TOAST_DURATION_MS);
          },
          atMostThree: () => {
            const shown = screen.getAllByRole('alertdialog');
            expect(shown.map((element) => element.textContent)).toEqual([
              'Message 4',
              'Message 3',
              'Message 2',
            ]);
            expect(queue.getSnapshot().context.toasts).toHaveLength(3);
          },
          tapped: () => {
            running();
            expect(toast().contains(document.activeElement)).toBe(true);
          },
          clicked: paused(() => {
            expectShown();
            expect(toast().contains(document.activeElement)).toBe(true);
          }),
          clickedThenLeft: () => {
            running();
            expect(toast().contains(document.activeElement)).toBe(true);
          },
          nearlyDone: running,
          nearlyDoneHovered: paused(expectShown),
          nearlyDoneStillHovered: paused(expectShown),
          nearlyDoneResumed: running,
          closedUnderPointer: gone,
          closedFromKeyboard: gone,
          nextAfterPointer: running,
          nextAfterKeyboard: running,
          closed: gone,
        },
        events: {
          SHOW: async () => {
            await act(async () => queue.send({ type: 'toast.show', content: { title, tone: 'success' } }));
          },
          // Most of its time gone, then the same message again.
          SHOW_SAME_AGAIN: async () => {
            advance(MOST_OF_THE_TIME);
            await act(async () => queue.send({ type: 'toast.show', content: { title, tone: 'success' } }));
          },
          SHOW_FOUR_OTHERS: async () => {
            for (let index = 1; index <= 4; index++)
              await act(async () =>
                queue.send({ type: 'toast.show', content: { title: `Message ${index}`, tone: 'error' } }),
              );
          },
          // A finger on a phone: pointer events of type touch, then the focus a tap gives.
          TAP: () => tap(toast()),
          CLICK: () => user.click(toast()),
          SHOW_ANOTHER: async () => {
            await act(async () => queue.send({ type: 'toast.show', content: { title, tone: 'info' } }));
          },
          HOVER: () => user.hover(toast()),
          UNHOVER: () => user.unhover(toast()),
          PRESS_F8: () => user.keyboard('{F8}'),
          PRESS_TAB: () => user.tab(),
          FOCUS_ELSEWHERE: () => act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus()),
          PRESS_ESCAPE: () => user.keyboard('{Escape}'),
          PRESS_CLOSE: () => user.click(screen.getByRole('button', { name: 'Close' })),
          SWIPE_PAST_THRESHOLD: () => swipe(-80),
          SWIPE_BELOW_THRESHOLD: () => swipe(40),
          SWIPE_CANCELLED: () => swipe(80, 'cancel'),
          // What dismissAllToasts does (react-aria's queue.clear() too).
          APP_CLEARS_TOASTS: () => act(() => queue.send({ type: 'toasts.dismissAll' })),
          WAIT_MOST_OF_THE_TIME: () => advance(MOST_OF_THE_TIME),
          WAIT_LONG: () => advance(TOAST_DURATION_MS * 3),
          // Closing exactly on time also proves a resumed timer kept only what was left.
          TIMER_RUNS_OUT: () => runOut(TOAST_DURATION_MS),
          REST_OF_TIMER_RUNS_OUT: () => runOut(TOAST_DURATION_MS - MOST_OF_THE_TIME),
        },
      });
    });
  }
});
