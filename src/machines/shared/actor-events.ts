// Named actions in `setup` see only the machine's own events; these read what an invoked actor answered
// on the `onDone` or `onError` transition being taken, so the config can name the action with no code.
import type { EventObject } from 'xstate';

/** What the invoked actor resolved with (`xstate.done.actor.*`). */
export function outputOf<T>(event: EventObject): T {
  if (!('output' in event)) throw new Error(`'${event.type}' is not an actor's done event`);
  return event.output as T;
}

/** What the invoked actor rejected with (`xstate.error.actor.*`). */
export function errorOf(event: EventObject): unknown {
  if (!('error' in event)) throw new Error(`'${event.type}' is not an actor's error event`);
  return event.error;
}
