// Reading one thing the page needs (the privacy policy, the support details), with a retry on failure.
import { assign, fromPromise, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/actor-events.ts';
import { toFailure, type Failure } from '../shared/failure.ts';

export type ResourceContext<T> = { data: T | null; failure: Failure | null };
export type ResourceEvent = { type: 'resource.retry' };

/**
 * The one resource statechart; the function only types what its `load` actor (a placeholder until
 * provided) resolves with, so every call returns the same config.
 */
export const createResourceMachine = <T>() =>
  setup({
    types: { context: {} as ResourceContext<T>, events: {} as ResourceEvent },
    actors: {
      load: fromPromise<T>(() => {
        throw new Error("resource: 'load' was not provided");
      }),
    },
    actions: {
      setData: assign({ data: ({ event }) => outputOf<T>(event), failure: null }),
      setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    },
  }).createMachine({
    id: 'resource',
    description: 'One thing read from the server for a page, with a retry when it fails.',
    context: { data: null, failure: null },
    initial: 'loading',
    states: {
      loading: {
        description: 'The request is in flight.',
        invoke: {
          src: 'load',
          onDone: { target: 'ready', actions: 'setData' },
          onError: { target: 'failed', actions: 'setFailure' },
        },
      },
      ready: { description: 'The data has arrived.' },
      failed: {
        description: 'The request failed; the page offers a retry.',
        on: { 'resource.retry': 'loading' },
      },
    },
  });

export const privacyPolicyMachine = createResourceMachine<{ content: string }>();
export const supportDetailsMachine = createResourceMachine<{ supportEmail: string }>();
