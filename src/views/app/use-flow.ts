// How views start a flow: `useActorRef`, with the app's inspector attached so tests see every actor.
import { useActorRef } from '@xstate/react';
import type {
  ActorOptions,
  AnyActorLogic,
  InspectionEvent,
  IsNotNever,
  RequiredActorOptionsKeys,
} from 'xstate';
import { useInspect, type Inspect } from './app-logic.tsx';

const deliver = (inspect: Inspect | undefined, event: InspectionEvent) => {
  if (typeof inspect === 'function') inspect(event);
  else inspect?.next?.(event);
};

/** Both inspectors see every event: the app's (a coverage recorder) and the caller's own. */
const joined = (first: Inspect | undefined, second: Inspect | undefined): Inspect | undefined =>
  first && second
    ? (event) => {
        deliver(first, event);
        deliver(second, event);
      }
    : (first ?? second);

/** `useActorRef(logic, options)` with AppLogic's `inspect`, when there is an app around the view. */
export function useFlow<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: IsNotNever<RequiredActorOptionsKeys<TLogic>> extends true
    ? [options: ActorOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown }]
    : [options?: ActorOptions<TLogic>]
) {
  const inspect = joined(useInspect(), options?.inspect);
  // useActorRef reads its options once, when it creates the actor, as this hook does.
  return useActorRef(logic, { ...options, inspect } as ActorOptions<TLogic> & {
    [K in RequiredActorOptionsKeys<TLogic>]: unknown;
  });
}
