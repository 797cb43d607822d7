// Onboarding (issue 4, spec §3–§5): welcome → store address → warehouse address (skipped when pickups use
// the store address) → business info → documents → officers → agreement → review → submitting →
// submitted. The draft saves itself as the seller types, uploads run beside the steps, each step has its
// own URL that Back and Forward follow (decision 013), and every effect is injected (`.provide()`), so the
// machine is pure.
import type { DocumentInfo, DocumentKind, OnboardingState, OnboardingStep } from '#schemas/onboarding';
import { approvalStatus, type SellerProfile } from '#schemas/seller';
import {
  assertEvent,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  raise,
  setup,
  spawnChild,
  stopChild,
  type EventObject,
  type ParameterizedObject,
} from 'xstate';
import { errorOf, outputOf } from '../shared/actor-events.ts';
import {
  draftOf,
  emptyOfficer,
  incompleteSteps,
  initialContext,
  landingStep,
  prefilledWarehouse,
  restoredDocuments,
  restoredValues,
  submissionOf,
  validateStep,
  visitedAfterRemovingOfficer,
  visitedBeforeNewOfficer,
  withPlace,
  type Mode,
  type OnboardingContext,
} from './context.ts';
import type { OnboardingEvent } from './events.ts';
import {
  LOAD_FALLBACK,
  SAVE_FALLBACK,
  SUBMIT_FALLBACK,
  toOnboardingFailure,
  uploadErrorMessage,
} from './failure.ts';
import { placeSearchMachine } from './place-search.ts';
import { stepAt, stepPaths, type RouteStep } from './routes.ts';

export type UploadRequest = { kind: DocumentKind; file: File };
export type SubmitRequest = { mode: Mode; data: Record<string, unknown> };
export type SaveDraftRequest = { draft: ReturnType<typeof draftOf> };
/** Where the form was opened: the path decides the first step shown (decision 013). */
export type OnboardingInput = { path: string };

const notProvided = (name: string) => () => {
  throw new Error(`onboarding: "${name}" was not provided; use onboardingMachine.provide()`);
};

const uploadChildId = (kind: DocumentKind) => `upload.${kind}`;

/** Guard params naming a step. */
type StepParams = { step: OnboardingStep };
/** Params naming a step or the welcome, as a URL shows them. */
type RouteParams = { step: RouteStep };

type Navigation = { to: string; replace: boolean };

/** `enqueueActions` typed against the injected `navigate`: an action in `setup` cannot be typed by its siblings. */
const decide = <TParams extends ParameterizedObject['params'] | undefined = undefined>(
  collect: Parameters<
    typeof enqueueActions<
      OnboardingContext,
      OnboardingEvent,
      TParams,
      OnboardingEvent,
      never,
      { type: 'navigate'; params: Navigation },
      never,
      never,
      never
    >
  >[0],
) => enqueueActions(collect);

export const onboardingMachine = setup({
  types: {} as { context: OnboardingContext; events: OnboardingEvent; input: OnboardingInput },
  actors: {
    loadOnboarding: fromPromise<OnboardingState>(notProvided('loadOnboarding')),
    saveDraft: fromPromise<{ savedAt: string }, SaveDraftRequest>(notProvided('saveDraft')),
    /** Sends back 'document.progress', then 'document.uploaded' or 'document.failed'. */
    uploadDocument: fromCallback<EventObject, UploadRequest>(notProvided('uploadDocument')),
    submit: fromPromise<SellerProfile, SubmitRequest>(notProvided('submit')),
    placeSearch: placeSearchMachine,
  },
  delays: {
    /** How long typing must pause before the draft is saved. */
    autosaveDelay: 800,
    /** How long a failed save waits before it tries again. */
    retryDelay: 3000,
  },
  guards: {
    isStepInvalid: ({ context }, params: StepParams) =>
      Object.keys(validateStep(params.step, context)).length > 0,
    isReturningToReview: ({ context }) => context.returnToReview,
    usesStoreAddressForPickup: ({ context }) => context.values.storeAddress.useStoreAddressForPickup,
    /** Back at the review after the store address, unless a warehouse now has to be entered. */
    canReturnFromStoreAddress: ({ context }) =>
      context.returnToReview &&
      (context.values.storeAddress.useStoreAddressForPickup ||
        Object.keys(validateStep('warehouseAddress', context)).length === 0),
    isComplete: ({ context }) => incompleteSteps(context).length === 0,
    editsStep: ({ event }, params: StepParams) => event.type === 'step.edit' && event.step === params.step,
    isSubmitted: ({ event }) => {
      const status = outputOf<OnboardingState>(event).approvalStatus;
      // Pending or approved: nothing is editable any more (the server would refuse with 409).
      return status === approvalStatus.pending || status === approvalStatus.approved;
    },
    resumesAt: ({ context }, params: StepParams) => context.step === params.step,
    /** A saved draft, and the form was opened on /onboarding itself: it resumes where it was saved. */
    resumesDraft: ({ context, event }) =>
      outputOf<OnboardingState>(event).draft.currentStep !== undefined &&
      stepAt(context.location) === 'welcome',
    hasUnsavedEdits: ({ context }) => context.revision > context.savedRevision,
    /** Back or Forward changed the URL (the machine's own navigation is already its location). */
    isNewLocation: ({ context, event }) => event.type === 'route.change' && event.path !== context.location,
    /** The URL the machine holds opens this step or the welcome (`landingStep`, decision 013). */
    landsOn: ({ context }, params: RouteParams) =>
      landingStep(context, stepAt(context.location)) === params.step,
  },
  actions: {
    restore: assign(({ event }) => {
      const state = outputOf<OnboardingState>(event);
      return {
        values: restoredValues(state.draft),
        documents: restoredDocuments(state.documents),
        step: state.draft.currentStep ?? 'storeAddress',
        mode: state.approvalStatus === approvalStatus.rejected ? ('resubmit' as const) : ('onboard' as const),
        rejectionReason: state.rejectionReason,
        loadFailure: null,
      };
    }),
    /** Injected: move the router to `to`; it answers with 'route.change'. */
    navigate: (_, _params: Navigation) => notProvided('navigate')(),
    setLocation: assign({
      location: ({ event }) => {
        assertEvent(event, 'route.change');
        return event.path;
      },
    }),
    /** The URL asked for a step: if another one opens, it takes the place of that entry in the history. */
    answerLocation: assign({ replaceLocation: true }),
    /**
     * Shows the step in the URL unless it is there already: moving on from where the seller was adds a
     * history entry (so Back returns), answering a URL replaces the one that asked.
     */
    showStep: decide(({ context, enqueue }, params: RouteParams) => {
      const to = stepPaths[params.step];
      if (to !== context.location)
        enqueue({ type: 'navigate', params: { to, replace: context.replaceLocation } });
      enqueue.assign({ location: to, replaceLocation: false });
    }),
    setLoadFailure: assign({
      loadFailure: ({ event }) => toOnboardingFailure(errorOf(event), LOAD_FALLBACK),
    }),
    enterStep: assign(({ context }, params: StepParams) => {
      const moved = context.step !== params.step;
      return {
        step: params.step,
        visited: [],
        nextTried: false,
        revision: moved ? context.revision + 1 : context.revision,
      };
    }),
    announceChange: raise({ type: 'draft.changed' }),
    /** Moving to another step is saved at once: a reload right after it resumes on the new step. */
    flushDraft: raise({ type: 'draft.flush' }),
    /** Next was tried on a step with errors: every one of them shows from now on. */
    markNextTried: assign({ nextTried: true }),
    visitField: assign({
      visited: ({ context, event }) => {
        assertEvent(event, 'field.blur');
        return context.visited.includes(event.field) ? context.visited : [...context.visited, event.field];
      },
    }),
    setField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const section = { ...context.values[event.section], [event.field]: event.value };
      return { values: { ...context.values, [event.section]: section }, revision: context.revision + 1 };
    }),
    setPlace: assign(({ context, event }) => {
      assertEvent(event, 'address.place');
      return {
        values: withPlace(context.values, event.section, event.place),
        revision: context.revision + 1,
      };
    }),
    addOfficer: assign(({ context }) => ({
      ...visitedBeforeNewOfficer(context),
      values: { ...context.values, officers: [...context.values.officers, emptyOfficer] },
      revision: context.revision + 1,
    })),
    removeOfficer: assign(({ context, event }) => {
      assertEvent(event, 'officer.remove');
      const officers = context.values.officers.filter((_, index) => index !== event.index);
      return {
        values: { ...context.values, officers },
        visited: visitedAfterRemovingOfficer(context.visited, event.index),
        revision: context.revision + 1,
      };
    }),
    changeOfficer: assign(({ context, event }) => {
      assertEvent(event, 'officer.change');
      const officers = context.values.officers.map((officer, index) =>
        index === event.index ? { ...officer, [event.field]: event.value } : officer,
      );
      return { values: { ...context.values, officers }, revision: context.revision + 1 };
    }),
    prefillWarehouse: assign(({ context }) => ({
      values: { ...context.values, warehouseAddress: prefilledWarehouse(context.values) },
    })),
    setReturnToReview: assign({ returnToReview: true }),
    clearReturnToReview: assign({ returnToReview: false }),
    stopUpload: stopChild(({ event }) => {
      assertEvent(event, ['document.select', 'document.uploaded', 'document.failed']);
      return uploadChildId(event.kind);
    }),
    startUpload: spawnChild('uploadDocument', {
      id: ({ event }) => {
        assertEvent(event, 'document.select');
        return uploadChildId(event.kind);
      },
      input: ({ event }) => {
        assertEvent(event, 'document.select');
        return { kind: event.kind, file: event.file };
      },
    }),
    markUploading: assign(({ context, event }) => {
      assertEvent(event, 'document.select');
      const { name, size } = event.file;
      const slot = {
        ...context.documents[event.kind],
        upload: { fileName: name, size, loaded: 0, total: size },
        error: null,
      };
      return { documents: { ...context.documents, [event.kind]: slot } };
    }),
    setProgress: assign(({ context, event }) => {
      assertEvent(event, 'document.progress');
      const slot = context.documents[event.kind];
      if (!slot.upload) return {};
      const upload = { ...slot.upload, loaded: event.loaded, total: event.total };
      return { documents: { ...context.documents, [event.kind]: { ...slot, upload } } };
    }),
    setUploaded: assign(({ context, event }) => {
      assertEvent(event, 'document.uploaded');
      const info: DocumentInfo = event.info;
      return { documents: { ...context.documents, [event.kind]: { info, upload: null, error: null } } };
    }),
    setUploadFailed: assign(({ context, event }) => {
      assertEvent(event, 'document.failed');
      // The server keeps the document it had, so the slot does too.
      const current = context.documents[event.kind];
      const slot = {
        ...current,
        upload: null,
        error: uploadErrorMessage(event.failure, current.upload?.fileName ?? ''),
      };
      return { documents: { ...context.documents, [event.kind]: slot } };
    }),
    markSaving: assign(({ context }) => ({ savingRevision: context.revision })),
    setSaved: assign(({ context, event }) => ({
      savedRevision: context.savingRevision,
      savedAt: outputOf<{ savedAt: string }>(event).savedAt,
      saveFailure: null,
    })),
    setSaveFailure: assign({
      saveFailure: ({ event }) => toOnboardingFailure(errorOf(event), SAVE_FALLBACK),
    }),
    clearSubmitFailure: assign({ submitFailure: null }),
    setSubmitFailure: assign({
      submitFailure: ({ event }) => toOnboardingFailure(errorOf(event), SUBMIT_FALLBACK),
    }),
    showIncomplete: assign({
      submitFailure: {
        kind: 'http',
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some steps are not complete yet. Use Edit to finish them.',
      },
    }),
    /** Refreshes the session and goes to /dashboard; the composition root provides it. */
    finish: notProvided('finish'),
  },
}).createMachine({
  id: 'onboarding',
  description:
    "The seller's onboarding form: load what was saved, walk the steps with an autosaved draft and uploads beside them, each at its own URL, then submit.",
  context: ({ input }) => ({ ...initialContext, location: input.path }),
  initial: 'loading',
  on: { 'route.change': { actions: 'setLocation' } },
  invoke: [
    { id: 'places.storeAddress', src: 'placeSearch', input: { section: 'storeAddress' } },
    { id: 'places.warehouseAddress', src: 'placeSearch', input: { section: 'warehouseAddress' } },
  ],
  states: {
    loading: {
      description: 'The saved draft, documents and approval status are on their way.',
      tags: 'loading',
      invoke: {
        src: 'loadOnboarding',
        onDone: [
          { guard: 'isSubmitted', target: 'alreadySubmitted' },
          { guard: 'resumesDraft', target: 'resume', actions: 'restore' },
          { target: 'active', actions: 'restore' },
        ],
        onError: { target: 'loadFailed', actions: 'setLoadFailure' },
      },
    },
    loadFailed: {
      description: 'The onboarding could not be loaded; the seller may try again.',
      on: { 'load.retry': 'loading' },
    },
    alreadySubmitted: {
      description: 'The seller is pending or approved already: the form is closed.',
    },
    resume: {
      description: 'Opened on /onboarding, a saved draft resumes on the step it was saved on.',
      always: [
        {
          guard: { type: 'resumesAt', params: { step: 'warehouseAddress' } },
          target: 'active.flow.editing.warehouseAddress',
        },
        {
          guard: { type: 'resumesAt', params: { step: 'businessInfo' } },
          target: 'active.flow.editing.businessInfo',
        },
        {
          guard: { type: 'resumesAt', params: { step: 'documents' } },
          target: 'active.flow.editing.documents',
        },
        {
          guard: { type: 'resumesAt', params: { step: 'officers' } },
          target: 'active.flow.editing.officers',
        },
        {
          guard: { type: 'resumesAt', params: { step: 'agreement' } },
          target: 'active.flow.editing.agreement',
        },
        { guard: { type: 'resumesAt', params: { step: 'review' } }, target: 'active.flow.editing.review' },
        { target: 'active.flow.editing.storeAddress' },
      ],
    },
    active: {
      description: 'The form is open: the steps, and the draft saving itself beside them.',
      type: 'parallel',
      on: {
        'document.select': { actions: ['stopUpload', 'markUploading', 'startUpload'] },
        'document.progress': { actions: 'setProgress' },
        'document.uploaded': { actions: ['stopUpload', 'setUploaded'] },
        'document.failed': { actions: ['stopUpload', 'setUploadFailed'] },
      },
      states: {
        flow: {
          description: 'Where the seller is in the form.',
          initial: 'routing',
          states: {
            routing: {
              description:
                'The URL named a step: it opens if the seller may open it, else the furthest step they may.',
              entry: 'answerLocation',
              always: [
                { guard: { type: 'landsOn', params: { step: 'welcome' } }, target: 'welcome' },
                {
                  guard: { type: 'landsOn', params: { step: 'warehouseAddress' } },
                  target: 'editing.warehouseAddress',
                },
                {
                  guard: { type: 'landsOn', params: { step: 'businessInfo' } },
                  target: 'editing.businessInfo',
                },
                { guard: { type: 'landsOn', params: { step: 'documents' } }, target: 'editing.documents' },
                { guard: { type: 'landsOn', params: { step: 'officers' } }, target: 'editing.officers' },
                { guard: { type: 'landsOn', params: { step: 'agreement' } }, target: 'editing.agreement' },
                { guard: { type: 'landsOn', params: { step: 'review' } }, target: 'editing.review' },
                { target: 'editing.storeAddress' },
              ],
            },
            welcome: {
              description: 'The welcome page lists what the seller will need.',
              entry: { type: 'showStep', params: { step: 'welcome' } },
              on: {
                'onboarding.start': 'editing',
                'route.change': { guard: 'isNewLocation', target: 'routing', actions: 'setLocation' },
              },
            },
            editing: {
              description:
                "One step of the form is open: a field's error shows once the seller has left it, every error once Next was tried.",
              initial: 'storeAddress',
              on: {
                'route.change': {
                  guard: 'isNewLocation',
                  target: '#onboarding.active.flow.routing',
                  actions: 'setLocation',
                },
                'field.change': { actions: ['setField', 'announceChange'] },
                'field.blur': { actions: 'visitField' },
                'address.place': { actions: ['setPlace', 'announceChange'] },
                'officer.add': { actions: ['addOfficer', 'announceChange'] },
                'officer.remove': { actions: ['removeOfficer', 'announceChange'] },
                'officer.change': { actions: ['changeOfficer', 'announceChange'] },
              },
              states: {
                storeAddress: {
                  description: 'The store address, with the choice to use it for pickups.',
                  tags: 'form',
                  entry: [
                    { type: 'enterStep', params: { step: 'storeAddress' } },
                    'flushDraft',
                    { type: 'showStep', params: { step: 'storeAddress' } },
                  ],
                  on: {
                    'step.next': [
                      {
                        guard: { type: 'isStepInvalid', params: { step: 'storeAddress' } },
                        actions: 'markNextTried',
                      },
                      { guard: 'canReturnFromStoreAddress', target: 'review' },
                      { guard: 'usesStoreAddressForPickup', target: 'businessInfo' },
                      { target: 'warehouseAddress' },
                    ],
                    'step.back': '#onboarding.active.flow.welcome',
                  },
                },
                warehouseAddress: {
                  description: 'The pickup warehouse address, prefilled from the store address when empty.',
                  tags: 'form',
                  entry: [
                    'prefillWarehouse',
                    { type: 'enterStep', params: { step: 'warehouseAddress' } },
                    'flushDraft',
                    { type: 'showStep', params: { step: 'warehouseAddress' } },
                  ],
                  on: {
                    'step.next': [
                      {
                        guard: { type: 'isStepInvalid', params: { step: 'warehouseAddress' } },
                        actions: 'markNextTried',
                      },
                      { guard: 'isReturningToReview', target: 'review' },
                      { target: 'businessInfo' },
                    ],
                    'step.back': 'storeAddress',
                  },
                },
                businessInfo: {
                  description: 'The business information.',
                  tags: 'form',
                  entry: [
                    { type: 'enterStep', params: { step: 'businessInfo' } },
                    'flushDraft',
                    { type: 'showStep', params: { step: 'businessInfo' } },
                  ],
                  on: {
                    'step.next': [
                      {
                        guard: { type: 'isStepInvalid', params: { step: 'businessInfo' } },
                        actions: 'markNextTried',
                      },
                      { guard: 'isReturningToReview', target: 'review' },
                      { target: 'documents' },
                    ],
                    'step.back': [
                      { guard: 'usesStoreAddressForPickup', target: 'storeAddress' },
                      { target: 'warehouseAddress' },
                    ],
                  },
                },
                documents: {
                  description: 'The five documents, each uploading on its own.',
                  tags: 'form',
                  entry: [
                    { type: 'enterStep', params: { step: 'documents' } },
                    'flushDraft',
                    { type: 'showStep', params: { step: 'documents' } },
                  ],
                  on: {
                    'step.next': [
                      {
                        guard: { type: 'isStepInvalid', params: { step: 'documents' } },
                        actions: 'markNextTried',
                      },
                      { guard: 'isReturningToReview', target: 'review' },
                      { target: 'officers' },
                    ],
                    'step.back': 'businessInfo',
                  },
                },
                officers: {
                  description: 'The corporate officers, one or more.',
                  tags: 'form',
                  entry: [
                    { type: 'enterStep', params: { step: 'officers' } },
                    'flushDraft',
                    { type: 'showStep', params: { step: 'officers' } },
                  ],
                  on: {
                    'step.next': [
                      {
                        guard: { type: 'isStepInvalid', params: { step: 'officers' } },
                        actions: 'markNextTried',
                      },
                      { guard: 'isReturningToReview', target: 'review' },
                      { target: 'agreement' },
                    ],
                    'step.back': 'documents',
                  },
                },
                agreement: {
                  description: 'The seller agreement, to be accepted.',
                  tags: 'form',
                  entry: [
                    { type: 'enterStep', params: { step: 'agreement' } },
                    'flushDraft',
                    { type: 'showStep', params: { step: 'agreement' } },
                  ],
                  on: {
                    'step.next': [
                      {
                        guard: { type: 'isStepInvalid', params: { step: 'agreement' } },
                        actions: 'markNextTried',
                      },
                      { target: 'review' },
                    ],
                    'step.back': 'officers',
                  },
                },
                review: {
                  description: 'Every answer with an Edit button per step, and Submit.',
                  entry: [
                    { type: 'enterStep', params: { step: 'review' } },
                    'clearReturnToReview',
                    'flushDraft',
                    { type: 'showStep', params: { step: 'review' } },
                  ],
                  on: {
                    'step.edit': [
                      {
                        guard: { type: 'editsStep', params: { step: 'storeAddress' } },
                        target: 'storeAddress',
                        actions: 'setReturnToReview',
                      },
                      {
                        guard: { type: 'editsStep', params: { step: 'warehouseAddress' } },
                        target: 'warehouseAddress',
                        actions: 'setReturnToReview',
                      },
                      {
                        guard: { type: 'editsStep', params: { step: 'businessInfo' } },
                        target: 'businessInfo',
                        actions: 'setReturnToReview',
                      },
                      {
                        guard: { type: 'editsStep', params: { step: 'documents' } },
                        target: 'documents',
                        actions: 'setReturnToReview',
                      },
                      {
                        guard: { type: 'editsStep', params: { step: 'officers' } },
                        target: 'officers',
                        actions: 'setReturnToReview',
                      },
                      {
                        guard: { type: 'editsStep', params: { step: 'agreement' } },
                        target: 'agreement',
                        actions: 'setReturnToReview',
                      },
                    ],
                    'review.submit': [
                      { guard: 'isComplete', target: '#onboarding.active.flow.submitting' },
                      { actions: 'showIncomplete' },
                    ],
                  },
                },
              },
            },
            submitting: {
              description: 'The form is with the server.',
              tags: 'busy',
              entry: 'clearSubmitFailure',
              invoke: {
                src: 'submit',
                input: ({ context }) => ({ mode: context.mode, data: submissionOf(context.values) }),
                onDone: '#onboarding.submitted',
                onError: { target: 'editing.review', actions: 'setSubmitFailure' },
              },
            },
          },
        },
        draft: {
          description:
            'The autosave: every edit is saved shortly after typing pauses, and on each step change.',
          initial: 'saved',
          states: {
            saved: {
              description: 'The server holds every edit.',
              on: {
                'draft.changed': { guard: 'hasUnsavedEdits', target: 'pending' },
                'draft.flush': { guard: 'hasUnsavedEdits', target: 'saving' },
              },
            },
            pending: {
              description: 'Edits wait for typing to pause before they are saved.',
              on: {
                'draft.changed': { target: 'pending', reenter: true },
                'draft.flush': 'saving',
              },
              after: { autosaveDelay: 'saving' },
            },
            saving: {
              description: 'The draft is with the server.',
              tags: 'saving',
              entry: 'markSaving',
              invoke: {
                src: 'saveDraft',
                input: ({ context }) => ({ draft: draftOf(context.values, context.step) }),
                onDone: { target: 'settled', actions: 'setSaved' },
                onError: { target: 'failed', actions: 'setSaveFailure' },
              },
            },
            settled: {
              description: 'A save came back: edits made while it was in flight go out with the next one.',
              always: [{ guard: 'hasUnsavedEdits', target: 'pending' }, { target: 'saved' }],
            },
            failed: {
              description: 'The save failed; it is tried again after a while, or now on request.',
              tags: 'saveFailed',
              after: { retryDelay: 'saving' },
              on: { 'draft.retry': 'saving' },
            },
          },
        },
      },
    },
    submitted: {
      description: 'Submitted: the app refreshes the session and moves on to the dashboard.',
      type: 'final',
      entry: 'finish',
    },
  },
});

export type OnboardingMachine = typeof onboardingMachine;
