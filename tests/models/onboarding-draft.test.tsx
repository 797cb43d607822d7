// Model-based test of the onboarding autosave (spec §3 'the draft saves itself') through the real
// <OnboardingFlow />: typing, pausing, moving between steps, and the server saving or failing, with the
// clock and the server's answers in the model's hands (fake timers and waiting calls, never sleeps). At
// every model state the save status on screen AND the production machine's draft region are checked.
import { createTestModel } from '@xstate/graph';
import { act, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, setup, type EventFrom } from 'xstate';
import type { OnboardingState } from '#schemas/onboarding';
import type { SaveDraftRequest } from '#machines/onboarding/machine.ts';
import { FailureError } from '#machines/shared/failure.ts';
import { transitionPaths, waitingServer } from './model-support.ts';
import { completeDraft, onboardingHarness, type OnboardingHarness } from './onboarding-support.tsx';

/** The production delays (src/machines/onboarding/machine.ts). */
const autosaveDelay = 800;
const retryDelay = 3000;

const draftBehaviour = setup({
  types: {} as {
    events:
      | { type: 'TYPE' }
      | { type: 'PAUSE' }
      | { type: 'CHANGE_STEP' }
      | { type: 'SERVER_SAVES' }
      | { type: 'SERVER_FAILS' }
      | { type: 'RETRY_NOW' }
      | { type: 'RETRY_TIMER_RUNS_OUT' };
  },
}).createMachine({
  id: 'onboardingDraft',
  initial: 'saved',
  states: {
    saved: {
      description: 'everything typed is saved',
      on: { TYPE: 'unsaved', CHANGE_STEP: 'saving' },
    },
    unsaved: {
      description: 'an edit waits for typing to pause',
      on: { TYPE: 'unsaved', PAUSE: 'saving', CHANGE_STEP: 'saving' },
    },
    saving: {
      description: 'the draft is with the server',
      on: { SERVER_SAVES: 'saved', SERVER_FAILS: 'failed', TYPE: 'savingWithEdits' },
    },
    savingWithEdits: {
      description: 'the draft is with the server and newer edits wait for it',
      on: { SERVER_SAVES: 'unsaved', SERVER_FAILS: 'failed' },
    },
    failed: {
      description: 'the save failed: the status says it retries, and offers to retry now',
      on: { RETRY_NOW: 'saving', RETRY_TIMER_RUNS_OUT: 'saving' },
    },
  },
});

type BehaviourEvent = EventFrom<typeof draftBehaviour>;
const everyEvent = (
  [
    'TYPE',
    'PAUSE',
    'CHANGE_STEP',
    'SERVER_SAVES',
    'SERVER_FAILS',
    'RETRY_NOW',
    'RETRY_TIMER_RUNS_OUT',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(draftBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

const offline = new FailureError({ kind: 'network', message: 'offline' });

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library advances the clock while it waits only when it sees Jest's fake timers.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe(`onboarding autosave through <OnboardingFlow /> (${paths.length} paths)`, () => {
  afterAll(() => console.info(`onboarding draft model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const server = waitingServer();
      const state: Partial<OnboardingState> = {
        draft: { ...completeDraft(true), currentStep: 'businessInfo', businessInfo: undefined },
      };
      const h: OnboardingHarness = onboardingHarness({
        state,
        delays: { autosaveDelay, retryDelay },
        actors: {
          saveDraft: fromPromise<{ savedAt: string }, SaveDraftRequest>(({ input }) =>
            server.call('save', input),
          ),
        },
        advanceTimers: (ms) => vi.advanceTimersByTime(ms),
      });
      const status = (text: string) =>
        expect(
          screen.getAllByRole('status').find((region) => /sav/i.test(region.textContent ?? '')),
        ).toHaveTextContent(text);
      const draftIs = (value: 'saved' | 'pending' | 'saving' | 'failed') =>
        expect(h.snapshot().matches({ active: { draft: value } })).toBe(true);
      let typed = 0;
      const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

      h.open();
      await h.heading('businessInfo');
      try {
        await path.test({
          states: {
            saved: () => {
              status('All changes saved');
              draftIs('saved');
              expect(server.count('save')).toBe(0);
            },
            unsaved: () => {
              status('Saving soon…');
              draftIs('pending');
              expect(server.count('save')).toBe(0);
            },
            saving: () => {
              status('Saving…');
              draftIs('saving');
              expect(server.count('save')).toBe(1);
              expect(h.snapshot().context.revision).toBe(h.snapshot().context.savingRevision);
            },
            savingWithEdits: () => {
              status('Saving…');
              draftIs('saving');
              expect(h.snapshot().context.revision).toBeGreaterThan(h.snapshot().context.savingRevision);
            },
            failed: () => {
              status('Your changes could not be saved. Retrying…');
              expect(screen.getByRole('button', { name: 'Retry now' })).toBeVisible();
              draftIs('failed');
            },
          },
          events: {
            TYPE: async () => {
              typed += 1;
              const onStore = screen.queryByRole('heading', { level: 1, name: 'Store address' });
              await h.fill(onStore ? 'Store address' : 'Name of business', `${typed} Gorordo Ave`);
            },
            PAUSE: () => advance(autosaveDelay),
            CHANGE_STEP: async () => {
              // Back to the store address, or on from it: either way the step changes and is saved at once.
              const onStore = screen.queryByRole('heading', { level: 1, name: 'Store address' });
              await (onStore ? h.next() : h.back());
            },
            SERVER_SAVES: () => server.resolve('save', { savedAt: new Date().toISOString() }),
            SERVER_FAILS: () => server.reject('save', offline),
            RETRY_NOW: () => h.user.click(screen.getByRole('button', { name: 'Retry now' })),
            RETRY_TIMER_RUNS_OUT: () => advance(retryDelay),
          },
        });
      } finally {
        h.close();
      }
    });
  }
});
