// The lifecycle of one toast (spec §4, §9): open until its timer runs out, Escape or the close
// action, or a horizontal swipe released past the threshold; the timer pauses and later resumes with
// the time that was left.
import { assertEvent, assign, setup } from 'xstate';
import { SWIPE_START_PX, SWIPE_THRESHOLD_PX, type ToastContext, type ToastInput } from './context.ts';
import type { ToastEvent } from './events.ts';

export const toastMachine = setup({
  types: {} as { context: ToastContext; events: ToastEvent; input: ToastInput },
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
    restoreDuration: assign({ remaining: ({ context }) => context.duration }),
  },
}).createMachine({
  id: 'toast',
  description: 'One toast: open until its timer runs out, Escape, the close button or a long enough swipe.',
  context: ({ input }) => ({
    content: input.content,
    duration: input.duration,
    remaining: input.duration,
    runningSince: 0,
    startsPaused: input.paused,
    swipeOffset: 0,
  }),
  initial: 'open',
  states: {
    open: {
      description: 'On screen: its timer and a swipe gesture run side by side.',
      type: 'parallel',
      on: { 'toast.close': '#toast.closed' },
      states: {
        timer: {
          description: 'The time left before the toast closes by itself.',
          initial: 'starting',
          states: {
            starting: {
              description: 'A toast that arrives while the viewport is hovered or focused starts paused.',
              always: [{ guard: 'startsPaused', target: 'paused' }, { target: 'running' }],
            },
            running: {
              description: 'Counting down what is left of its time.',
              tags: 'running',
              entry: 'startClock',
              exit: 'stopClock',
              after: { remaining: '#toast.closed' },
              on: {
                'timer.pause': 'paused',
                // Entered again so the clock starts over from the whole duration.
                'timer.restart': { target: 'running', reenter: true, actions: 'restoreDuration' },
              },
            },
            paused: {
              description:
                'The pointer is over the viewport or keyboard focus is inside it: the time left is kept.',
              on: { 'timer.resume': 'running', 'timer.restart': { actions: 'restoreDuration' } },
            },
          },
        },
        gesture: {
          description: 'A horizontal swipe that closes the toast once released past the threshold.',
          initial: 'idle',
          states: {
            idle: {
              description: 'No swipe; a drag becomes one once it has moved far enough.',
              on: {
                'swipe.move': { guard: 'isPastSwipeStart', target: 'swiping', actions: 'setSwipeOffset' },
              },
            },
            swiping: {
              description: 'The toast follows the pointer.',
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
    closed: { description: 'Gone; the queue forgets it.', type: 'final' },
  },
});
