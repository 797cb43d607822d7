// Reading one thing the page needs (the privacy policy, the support details), with a retry on failure.
import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../shared/failure.ts';

export type ResourceContext<T> = { data: T | null; failure: Failure | null };
export type ResourceEvent = { type: 'resource.retry' };

/** A machine whose `load` actor (a placeholder until provided) resolves with a `T`. */
export const createResourceMachine = <T>(id: string) =>
  setup({
    types: { context: {} as ResourceContext<T>, events: {} as ResourceEvent },
    actors: {
      load: fromPromise<T>(() => {
        throw new Error(`${id}: 'load' was not provided`);
      }),
    },
  }).createMachine({
    id,
    context: { data: null, failure: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, failure: null }) },
          onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        },
      },
      ready: {},
      failed: { on: { 'resource.retry': 'loading' } },
    },
  });

export const privacyPolicyMachine = createResourceMachine<{ content: string }>('privacyPolicy');
export const supportDetailsMachine = createResourceMachine<{ supportEmail: string }>('supportDetails');
