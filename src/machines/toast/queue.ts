// The toasts on screen: spawns one lifecycle actor per toast (a repeated message restarts its twin instead),
// pauses and resumes them together while the pointer is over the viewport or keyboard focus is in it, and
// forgets each one when it closes.
import { assertEvent, assign, enqueueActions, setup, type ActorRefFrom } from 'xstate';
import { isSameContent, MAX_OPEN_TOASTS, TOAST_DURATION_MS, type ToastContent } from './context.ts';
import type { ToastQueueEvent, ViewportHold } from './events.ts';
import { toastMachine } from './machine.ts';

export type ToastRef = ActorRefFrom<typeof toastMachine>;

export interface ToastQueueContext {
  /** Open toasts, newest first. */
  toasts: Array<{ id: string; ref: ToastRef }>;
  nextId: number;
  /** What holds the toasts still right now; they run when nothing does. */
  holds: ViewportHold[];
}

const isToastDone = (event: ToastQueueEvent): event is Extract<ToastQueueEvent, { actorId: string }> =>
  event.type.startsWith('xstate.done.actor.');

/** The open toast saying the same as `content`, if any. */
const twinOf = (context: ToastQueueContext, content: ToastContent) =>
  context.toasts.find((toast) => isSameContent(toast.ref.getSnapshot().context.content, content));

export const toastQueueMachine = setup({
  types: {} as { context: ToastQueueContext; events: ToastQueueEvent },
  actors: { toast: toastMachine },
  guards: {
    hasNoOpenToasts: ({ context }) => context.toasts.length === 0,
    hasTwin: ({ context, event }) => {
      assertEvent(event, 'toast.show');
      return twinOf(context, event.content) !== undefined;
    },
    /** Nothing (a hovering pointer, focus inside) holds the toasts open. */
    isFree: ({ context }) => context.holds.length === 0,
  },
  actions: {
    spawnToast: assign(({ context, event, spawn }, params: { paused: boolean }) => {
      assertEvent(event, 'toast.show');
      const id = `toast-${context.nextId}`;
      const ref = spawn('toast', {
        id,
        input: {
          content: event.content,
          duration: event.duration ?? TOAST_DURATION_MS,
          paused: params.paused,
        },
      });
      return { nextId: context.nextId + 1, toasts: [{ id, ref }, ...context.toasts] };
    }),
    /** The same message again: its twin starts its time over and moves to the top, no second toast. */
    restartTwin: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'toast.show');
      const twin = twinOf(context, event.content);
      if (!twin) return;
      enqueue.sendTo(twin.ref, { type: 'timer.restart' });
      enqueue.assign({ toasts: [twin, ...context.toasts.filter((toast) => toast !== twin)] });
    }),
    closeOverflow: enqueueActions(({ context, enqueue }) => {
      for (const toast of context.toasts.slice(MAX_OPEN_TOASTS)) {
        enqueue.sendTo(toast.ref, { type: 'toast.close' });
      }
    }),
    closeToast: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'toast.dismiss');
      const toast = context.toasts.find((candidate) => candidate.id === event.id);
      if (toast) enqueue.sendTo(toast.ref, { type: 'toast.close' });
    }),
    closeAll: enqueueActions(({ context, enqueue }) => {
      for (const toast of context.toasts) enqueue.sendTo(toast.ref, { type: 'toast.close' });
    }),
    pauseAll: enqueueActions(({ context, enqueue }) => {
      for (const toast of context.toasts) enqueue.sendTo(toast.ref, { type: 'timer.pause' });
    }),
    resumeAll: enqueueActions(({ context, enqueue }) => {
      for (const toast of context.toasts) enqueue.sendTo(toast.ref, { type: 'timer.resume' });
    }),
    hold: assign({
      holds: ({ context, event }) => {
        assertEvent(event, 'viewport.pause');
        return context.holds.includes(event.by) ? context.holds : [...context.holds, event.by];
      },
    }),
    release: assign({
      holds: ({ context, event }) => {
        assertEvent(event, 'viewport.resume');
        return context.holds.filter((hold) => hold !== event.by);
      },
    }),
    releaseAll: assign({ holds: [] }),
    forgetClosedToast: enqueueActions(({ context, event, enqueue }) => {
      if (!isToastDone(event)) return;
      const id = event.actorId;
      enqueue.stopChild(id);
      enqueue.assign({ toasts: context.toasts.filter((toast) => toast.id !== id) });
    }),
  },
}).createMachine({
  id: 'toastQueue',
  description:
    'The toasts on screen, newest first: at most three, one per message, paused together while the viewport is in use.',
  context: { toasts: [], nextId: 1, holds: [] },
  initial: 'running',
  on: {
    'toast.dismiss': { actions: 'closeToast' },
    'toasts.dismissAll': { actions: 'closeAll' },
    'xstate.done.actor.*': { actions: 'forgetClosedToast' },
  },
  states: {
    running: {
      description: "Each toast's timer runs.",
      on: {
        'toast.show': [
          { guard: 'hasTwin', actions: 'restartTwin' },
          { actions: [{ type: 'spawnToast', params: { paused: false } }, 'closeOverflow'] },
        ],
        'viewport.pause': { target: 'paused', actions: ['hold', 'pauseAll'] },
      },
    },
    paused: {
      description:
        'The pointer is over the viewport or keyboard focus is inside it: no toast may close by itself.',
      // The viewport is removed with its last toast, and a removed element reports no pointer-leave or
      // blur; without this the next toast would start paused and never close by itself.
      always: [
        { guard: 'hasNoOpenToasts', target: 'running', actions: 'releaseAll' },
        { guard: 'isFree', target: 'running', actions: 'resumeAll' },
      ],
      on: {
        'toast.show': [
          { guard: 'hasTwin', actions: 'restartTwin' },
          { actions: [{ type: 'spawnToast', params: { paused: true } }, 'closeOverflow'] },
        ],
        'viewport.pause': { actions: 'hold' },
        // Running again once nothing holds the toasts (the always transitions decide).
        'viewport.resume': { actions: 'release' },
      },
    },
  },
});
