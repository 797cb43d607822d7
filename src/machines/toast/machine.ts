// The lifecycle of one toast (spec §4, §9): open until its timer runs out, Escape or the close
// action, or a horizontal swipe released past the threshold; the timer pauses and later resumes with
// the time that was left.
import { assertEvent, assign, setup } from 'xstate';
import {
  SWIPE_START_PX,
  SWIPE_THRESHOLD_PX,
  TOAST_DURATION_MS,
  type ToastContext,
  type ToastInput,
  type ToastOutput,
} from './context.ts';
import type { ToastEvent } from './events.ts';

export const toastMachine = setup({
  types: {} as { context: ToastContext; events: ToastEvent; input: ToastInput; output: ToastOutput },
  delays: {
    remaining: ({ context }) => context.remaining,
  },
  guards: {
    startsPaused: ({ context }) => context.startsPaused,
    isPastSwipeStart: ({ event }) => {
      assertEvent(event, 'swipe.move');
      return Math.abs(event.deltaX) > SWIPE_START_PX;
    },
    isPastSwipeThreshold: ({ event }) => {
      assertEvent(event, 'swipe.end');
      return Math.abs(event.deltaX) > SWIPE_THRESHOLD_PX;
    },
  },
  actions: {
    startClock: assign({ runningSince: () => Date.now() }),
    // Charges the time spent running so a resumed timer only waits for what was left.
    stopClock: assign({
      remaining: ({ context }) => Math.max(0, context.remaining - (Date.now() - context.runningSince)),
    }),
    setSwipeOffset: assign({
      swipeOffset: ({ event }) => {
        assertEvent(event, 'swipe.move');
        return event.deltaX;
      },
    }),
    resetSwipeOffset: assign({ swipeOffset: 0 }),
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => ({
    id: input.id,
    content: input.content,
    remaining: input.duration ?? TOAST_DURATION_MS,
    runningSince: 0,
    startsPaused: input.paused ?? false,
    swipeOffset: 0,
  }),
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      on: { 'toast.close': '#toast.closed' },
      states: {
        timer: {
          initial: 'starting',
          states: {
            starting: {
              always: [{ guard: 'startsPaused', target: 'paused' }, { target: 'running' }],
            },
            running: {
              tags: 'running',
              entry: 'startClock',
              exit: 'stopClock',
              after: { remaining: '#toast.closed' },
              on: { 'timer.pause': 'paused' },
            },
            paused: {
              on: { 'timer.resume': 'running' },
            },
          },
        },
        gesture: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'swipe.move': { guard: 'isPastSwipeStart', target: 'swiping', actions: 'setSwipeOffset' },
              },
            },
            swiping: {
              tags: 'swiping',
              on: {
                'swipe.move': { actions: 'setSwipeOffset' },
                'swipe.end': [
                  { guard: 'isPastSwipeThreshold', target: '#toast.closed' },
                  { target: 'idle', actions: 'resetSwipeOffset' },
                ],
                'swipe.cancel': { target: 'idle', actions: 'resetSwipeOffset' },
              },
            },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ id: context.id }),
});
