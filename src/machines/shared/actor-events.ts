// Named actions in `setup` see only the machine's own events; these read what an invoked actor answered
// on the `onDone` or `onError` transition being taken, so the config can name the action with no code.
import { enqueueActions, type EventObject, type MachineContext, type ParameterizedObject } from 'xstate';

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

/**
 * A named action that runs the action `type` with params computed when it runs, from the context and the
 * event: the machine's config names it with no code in it, so it still pastes into the Stately visualizer
 * (tests/machines/plain-config.test.ts).
 */
export const withParams = <
  TContext extends MachineContext,
  TEvent extends EventObject,
  TType extends string,
  TParams extends ParameterizedObject['params'],
>(
  type: TType,
  paramsOf: (args: { context: TContext; event: TEvent }) => TParams,
) =>
  enqueueActions<
    TContext,
    TEvent,
    undefined,
    TEvent,
    never,
    { type: TType; params: TParams },
    never,
    never,
    never
  >(({ context, event, enqueue }) => {
    // TypeScript cannot narrow enqueue's overloads for a generic action; the type parameters above say it.
    const action = { type, params: paramsOf({ context, event }) } as Parameters<typeof enqueue>[0];
    enqueue(action);
  });
