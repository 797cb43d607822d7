// The app's one toast queue actor; loaded with the first toast or the toast region, not with /login.
import { createActor, type ActorRefFrom } from 'xstate';
import { toastQueueMachine } from '#machines/toast/queue.ts';

export type ToastQueueActor = ActorRefFrom<typeof toastQueueMachine>;

export const toastQueue: ToastQueueActor = createActor(toastQueueMachine).start();
