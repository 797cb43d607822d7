// The toasts on screen: spawns one lifecycle actor per toast, pauses and resumes them together while
// the viewport is hovered or focused, and forgets each one when it closes.
import { assertEvent, assign, enqueueActions, setup, type ActorRefFrom } from 'xstate';
import { MAX_OPEN_TOASTS, TOAST_DURATION_MS } from './context.ts';
import type { ToastQueueEvent } from './events.ts';
import { toastMachine } from './machine.ts';

export type ToastRef = ActorRefFrom<typeof toastMachine>;

export interface ToastQueueContext {
  /** Open toasts, newest first. */
  toasts: Array<{ id: string; ref: ToastRef }>;
  nextId: number;
}

const isToastDone = (event: ToastQueueEvent): event is Extract<ToastQueueEvent, { actorId: string }> =>
  event.type.startsWith('xstate.done.actor.');

export const toastQueueMachine = setup({
  types: {} as { context: ToastQueueContext; events: ToastQueueEvent },
  actors: { toast: toastMachine },
  guards: {
    hasNoOpenToasts: ({ context }) => context.toasts.length === 0,
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
    'The toasts on screen, newest first: at most five, paused together while the viewport is in use.',
  context: { toasts: [], nextId: 1 },
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
        'toast.show': { actions: [{ type: 'spawnToast', params: { paused: false } }, 'closeOverflow'] },
        'viewport.pause': { target: 'paused', actions: 'pauseAll' },
      },
    },
    paused: {
      description: 'The pointer is over the viewport or focus is inside it: no toast may close by itself.',
      // The viewport is removed with its last toast, and a removed element reports no pointer-leave or
      // blur; without this the next toast would start paused and never close by itself.
      always: { guard: 'hasNoOpenToasts', target: 'running' },
      on: {
        'toast.show': { actions: [{ type: 'spawnToast', params: { paused: true } }, 'closeOverflow'] },
        'viewport.resume': { target: 'running', actions: 'resumeAll' },
      },
    },
  },
});
