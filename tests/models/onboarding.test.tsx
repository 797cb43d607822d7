// Model-based test of the onboarding steps (issue 4, spec §3–§5) through the real <OnboardingAtUrl />: what
// a seller does on each step and sees, from a fresh start, from a saved draft or from a step's URL, and the
// browser's Back, Forward and reload between steps (issue 10, decision 013), one test per path. At every
// model state the screen, the URL AND the production onboarding machine are checked; edge coverage takes
// every transition of the model.
import { createTestModel } from '@xstate/graph';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { setup, type EventFrom } from 'xstate';
import { documentKinds, documentLabels, type OnboardingDraft } from '#schemas/onboarding';
import { approvalStatus } from '#schemas/seller';
import { transitionPaths } from './model-support.ts';
import {
  business,
  completeDraft,
  officer,
  onboardingHarness,
  pdf,
  slow,
  store,
  uploadedDocuments,
  warehouse,
  type OnboardingHarness,
} from './onboarding-support.tsx';

const stepsBehaviour = setup({
  types: {} as {
    events:
      | { type: 'SEED_NEW' }
      | { type: 'SEED_SUBMITTED' }
      | { type: 'SEED_LOAD_FAILS' }
      | { type: 'SEED_AT_WAREHOUSE' }
      | { type: 'SEED_AT_BUSINESS' }
      | { type: 'SEED_AT_DOCUMENTS' }
      | { type: 'SEED_AT_OFFICERS' }
      | { type: 'SEED_AT_AGREEMENT' }
      | { type: 'SEED_URL_TOO_FAR' }
      | { type: 'SEED_URL_EARLIER_STEP' }
      | { type: 'SEED_WALK_TO_BUSINESS' }
      | { type: 'BROWSER_BACK' }
      | { type: 'BROWSER_FORWARD' }
      | { type: 'RELOAD' }
      | { type: 'CLEAR_CITY' }
      | { type: 'RETRY' }
      | { type: 'START' }
      | { type: 'NEXT' }
      | { type: 'BACK' }
      | { type: 'LEAVE_CITY' }
      | { type: 'LEAVE_NEW_OFFICER_NAME' }
      | { type: 'FILL_PICKUP' }
      | { type: 'FILL_OWN_WAREHOUSE' }
      | { type: 'CLEAR_CITY_AND_NEXT' }
      | { type: 'FILL_CITY' }
      | { type: 'FILL_BUSINESS' }
      | { type: 'UPLOAD_REFUSED' }
      | { type: 'UPLOAD_ALL' }
      | { type: 'ADD_OFFICER' }
      | { type: 'REMOVE_OFFICER' }
      | { type: 'FILL_OFFICER' }
      | { type: 'AGREE' }
      | { type: 'SUBMIT_FAILS' }
      | { type: 'SUBMIT' };
  },
}).createMachine({
  id: 'onboardingSteps',
  initial: 'start',
  states: {
    start: {
      description: 'nothing is open yet; the seed says what the server holds',
      on: {
        SEED_NEW: 'welcome',
        SEED_SUBMITTED: 'closed',
        SEED_LOAD_FAILS: 'loadFailed',
        SEED_AT_WAREHOUSE: 'warehouse',
        SEED_AT_BUSINESS: 'business',
        SEED_AT_DOCUMENTS: 'documents',
        SEED_AT_OFFICERS: 'officers',
        SEED_AT_AGREEMENT: 'agreement',
        SEED_URL_TOO_FAR: 'storeFromTooFarUrl',
        SEED_URL_EARLIER_STEP: 'businessFromUrl',
        SEED_WALK_TO_BUSINESS: 'businessAfterNext',
      },
    },
    storeFromTooFarUrl: {
      description: 'a new seller opening the documents URL gets the store address step, in place of that URL',
    },
    businessFromUrl: {
      description: 'a draft saved further on opens on the earlier step its URL names',
    },
    loadFailed: { description: 'the load failed and a retry is offered', on: { RETRY: 'welcome' } },
    closed: { description: 'already submitted: the form is closed', type: 'final' },
    welcome: { description: 'the welcome page lists what is needed', on: { START: 'storeEmpty' } },
    storeEmpty: {
      description: 'the store address step, empty, with no errors yet',
      on: {
        NEXT: 'storeInvalid',
        BACK: 'welcome',
        FILL_PICKUP: 'storeReady',
        FILL_OWN_WAREHOUSE: 'storeOwnWarehouse',
        LEAVE_CITY: 'storeCityLeft',
      },
    },
    storeCityLeft: {
      description: 'the seller left City empty: only City says it is required',
      on: { FILL_PICKUP: 'storeReady' },
    },
    storeInvalid: {
      description: 'the store address step shows the required messages',
      on: { FILL_PICKUP: 'storeReady' },
    },
    storeReady: {
      description: 'the store address is filled and pickups use it',
      on: { NEXT: 'business' },
    },
    businessAfterNext: {
      description:
        'a new seller went from the welcome through the store address to business information, each a history entry',
      on: { BROWSER_BACK: 'storeByBrowserBack', RELOAD: 'businessAfterNext' },
    },
    storeByBrowserBack: {
      description: "the browser's Back returns to the filled store address step, focused on its heading",
      on: {
        BROWSER_FORWARD: 'businessByBrowserForward',
        BROWSER_BACK: 'welcomeByBrowserBack',
        CLEAR_CITY: 'storeCityCleared',
      },
    },
    businessByBrowserForward: {
      description: "the browser's Forward opens business information again",
      on: { BROWSER_BACK: 'storeByBrowserBack' },
    },
    welcomeByBrowserBack: {
      description: "the browser's Back from the first step shows the welcome page",
      on: { BROWSER_FORWARD: 'storeByBrowserBack' },
    },
    storeCityCleared: {
      description: 'the seller emptied City after going back, so business information is out of reach',
      on: { BROWSER_FORWARD: 'forwardRefused' },
    },
    forwardRefused: {
      description:
        "the browser's Forward to business information stays on the store address, whose URL replaces it",
    },
    storeOwnWarehouse: {
      description: 'the store address is filled and pickups need a warehouse',
      on: { NEXT: 'warehouse' },
    },
    warehouse: {
      description:
        'the warehouse step holds an address, and says so when it is the copy of the store address it starts as',
      on: {
        NEXT: 'businessAfterWarehouse',
        BACK: 'storeOwnWarehouse',
        CLEAR_CITY_AND_NEXT: 'warehouseInvalid',
      },
    },
    warehouseInvalid: {
      description: 'the warehouse step says the city is required',
      on: { FILL_CITY: 'warehouse' },
    },
    businessAfterWarehouse: {
      description: 'business information, step 3 of 7, after a warehouse',
      on: { BACK: 'warehouse' },
    },
    business: {
      description: 'business information, step 2 of 6 (the warehouse skipped), empty',
      on: { NEXT: 'businessInvalid', BACK: 'storeReady', FILL_BUSINESS: 'documents' },
    },
    businessInvalid: {
      description: 'business information shows the required messages',
      on: { FILL_BUSINESS: 'documents' },
    },
    businessFilled: {
      description: 'business information as the seller left it',
      on: { NEXT: 'documents' },
    },
    documents: {
      description: 'the documents step with nothing uploaded',
      on: {
        NEXT: 'documentsInvalid',
        BACK: 'businessFilled',
        UPLOAD_REFUSED: 'documentRefused',
        UPLOAD_ALL: 'documentsUploaded',
      },
    },
    documentsInvalid: {
      description: 'every missing document says it is required',
      on: { UPLOAD_ALL: 'documentsUploaded' },
    },
    documentRefused: {
      description: 'a too-large file shows the 413 message',
      on: { UPLOAD_ALL: 'documentsUploaded' },
    },
    documentsUploaded: {
      description: 'all five documents show their file names',
      on: { NEXT: 'officers' },
    },
    officers: {
      description: 'the officers step with one empty officer',
      on: {
        NEXT: 'officersInvalid',
        BACK: 'documentsUploaded',
        ADD_OFFICER: 'twoOfficers',
        FILL_OFFICER: 'agreement',
      },
    },
    twoOfficers: {
      description: 'a second officer was added, showing no errors',
      on: { REMOVE_OFFICER: 'officers', LEAVE_NEW_OFFICER_NAME: 'newOfficerNameLeft' },
    },
    newOfficerNameLeft: {
      description: "the seller left the new officer's name empty: it says it is required",
      on: { REMOVE_OFFICER: 'officers' },
    },
    officersInvalid: {
      description: 'the officer says what is required',
      on: { FILL_OFFICER: 'agreement', ADD_OFFICER: 'officersInvalidAndNew' },
    },
    officersInvalidAndNew: {
      description: 'after a refused Next, an added officer shows no errors while the first still does',
      on: { REMOVE_OFFICER: 'officersInvalid' },
    },
    officersFilled: {
      description: 'the officer as the seller left them',
      on: { NEXT: 'agreement' },
    },
    agreement: {
      description: 'the agreement, not yet accepted',
      on: { NEXT: 'agreementInvalid', BACK: 'officersFilled', AGREE: 'review' },
    },
    agreementInvalid: {
      description: 'the agreement says it must be accepted',
      on: { AGREE: 'review' },
    },
    review: {
      description: 'the review shows every section with Edit',
      on: { SUBMIT_FAILS: 'submitFailed', SUBMIT: 'submitted' },
    },
    submitFailed: {
      description: "the server's reason shows on the review",
      on: { SUBMIT: 'submitted' },
    },
    submitted: { description: 'submitted: the app is told to finish, once', type: 'final' },
  },
});

type BehaviourEvent = EventFrom<typeof stepsBehaviour>;
const everyEvent = (
  [
    'SEED_NEW',
    'SEED_SUBMITTED',
    'SEED_LOAD_FAILS',
    'SEED_AT_WAREHOUSE',
    'SEED_AT_BUSINESS',
    'SEED_AT_DOCUMENTS',
    'SEED_AT_OFFICERS',
    'SEED_AT_AGREEMENT',
    'SEED_URL_TOO_FAR',
    'SEED_URL_EARLIER_STEP',
    'SEED_WALK_TO_BUSINESS',
    'BROWSER_BACK',
    'BROWSER_FORWARD',
    'RELOAD',
    'CLEAR_CITY',
    'RETRY',
    'START',
    'NEXT',
    'BACK',
    'LEAVE_CITY',
    'LEAVE_NEW_OFFICER_NAME',
    'FILL_PICKUP',
    'FILL_OWN_WAREHOUSE',
    'CLEAR_CITY_AND_NEXT',
    'FILL_CITY',
    'FILL_BUSINESS',
    'UPLOAD_REFUSED',
    'UPLOAD_ALL',
    'ADD_OFFICER',
    'REMOVE_OFFICER',
    'FILL_OFFICER',
    'AGREE',
    'SUBMIT_FAILS',
    'SUBMIT',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(stepsBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

/** A draft saved on `currentStep`, with every step before it answered. */
const draftAt = (currentStep: OnboardingDraft['currentStep'], pickup = true): OnboardingDraft => {
  const complete = completeDraft(pickup);
  const order = [
    'storeAddress',
    'warehouseAddress',
    'businessInfo',
    'documents',
    'officers',
    'agreement',
  ] as const;
  const before = order.slice(0, order.indexOf(currentStep as (typeof order)[number]));
  return {
    currentStep,
    storeAddress: complete.storeAddress,
    ...(before.includes('warehouseAddress') || currentStep === 'warehouseAddress'
      ? { warehouseAddress: complete.warehouseAddress ?? warehouse }
      : {}),
    ...(before.includes('businessInfo') ? { businessInfo: business } : {}),
    ...(before.includes('officers') ? { officers: [officer] } : {}),
  };
};

const prefilledNote = /^Prefilled from your store address/;

const officerField = (row: number, name: string) =>
  within(screen.getByRole('group', { name: `Officer ${row}` })).getByRole('textbox', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const agreement = () => checkbox('I have read and agree to the seller agreement');

function statesOf(h: () => OnboardingHarness) {
  const onStep = async (step: Parameters<OnboardingHarness['expectStep']>[0]) => {
    await h().heading(step);
    await h().expectStep(step);
  };
  return {
    loadFailed: async () => {
      expect(await screen.findByText('Failed to load your onboarding details', {}, slow)).toBeVisible();
      expect(h().snapshot().matches('loadFailed')).toBe(true);
    },
    closed: async () => {
      await screen.findByRole('heading', { level: 1, name: 'Onboarding submitted' }, slow);
      expect(h().snapshot().matches('alreadySubmitted')).toBe(true);
      expect(h().finish).not.toHaveBeenCalled();
    },
    welcome: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Set up your store' }, slow)).toBeVisible();
      expect(
        h()
          .snapshot()
          .matches({ active: { flow: 'welcome' } }),
      ).toBe(true);
    },
    storeEmpty: async () => {
      await onStep('storeAddress');
      expect(h().textbox('City')).toHaveValue('');
      expect(h().textbox('City')).toBeValid();
      expect(h().snapshot().context.nextTried).toBe(false);
    },
    storeCityLeft: async () => {
      await onStep('storeAddress');
      expect(h().textbox('City')).toHaveAccessibleDescription('City is required');
      expect(h().textbox('Province')).toBeValid();
      expect(h().textbox('Contact number')).toBeValid();
      expect(h().snapshot().context).toMatchObject({ visited: ['city'], nextTried: false });
    },
    storeInvalid: async () => {
      await onStep('storeAddress');
      expect(h().textbox('City')).toHaveAccessibleDescription('City is required');
      expect(h().textbox('Contact number')).toHaveAccessibleDescription(
        'A mobile number, e.g. 0917\u00a0123\u00a04567 Must be a valid contact number',
      );
      expect(h().snapshot().context.nextTried).toBe(true);
    },
    storeReady: async () => {
      await onStep('storeAddress');
      expect(h().textbox('City')).toHaveValue(store.city);
      expect(h().textbox('City')).toBeValid();
      // Typed with spaces, accepted.
      expect(h().textbox('Contact number')).toBeValid();
      expect(h().pickup()).toBeChecked();
      expect(h().snapshot().context.values.storeAddress.useStoreAddressForPickup).toBe(true);
    },
    storeOwnWarehouse: async () => {
      await onStep('storeAddress');
      expect(screen.queryByText(prefilledNote)).not.toBeInTheDocument();
      expect(h().textbox('Store address')).toHaveValue(store.storeAddress);
      expect(h().pickup()).not.toBeChecked();
      expect(h().snapshot().context.values.storeAddress.useStoreAddressForPickup).toBe(false);
    },
    warehouse: async () => {
      await onStep('warehouseAddress');
      expect(h().textbox('City')).toBeValid();
      expect(screen.getByText('Step 2 of 7')).toBeVisible();
      // Prefilled on a fresh walk, the saved warehouse of its own on a resumed one.
      const line = (h().textbox('Warehouse address') as HTMLInputElement).value;
      expect([store.storeAddress, warehouse.warehouseAddress]).toContain(line);
      // A copy of the store address says so, unlike the store step it copies.
      if (line === store.storeAddress) expect(screen.getByText(prefilledNote)).toBeVisible();
      else expect(screen.queryByText(prefilledNote)).not.toBeInTheDocument();
    },
    warehouseInvalid: async () => {
      await onStep('warehouseAddress');
      expect(h().textbox('City')).toHaveAccessibleDescription('City is required');
      expect(screen.queryByText(prefilledNote)).not.toBeInTheDocument();
    },
    businessAfterWarehouse: async () => {
      await onStep('businessInfo');
      expect(screen.getByText('Step 3 of 7')).toBeVisible();
    },
    storeFromTooFarUrl: async () => {
      await onStep('storeAddress');
      expect(h().textbox('City')).toHaveValue('');
      expect(h().history.state()).toEqual({ entries: ['/onboarding/store-address'], index: 0 });
    },
    businessFromUrl: async () => {
      await onStep('businessInfo');
      expect(h().textbox('Name of business')).toHaveValue(business.businessName);
      expect(h().history.state()).toEqual({ entries: ['/onboarding/business-info'], index: 0 });
      await h().expectHeadingFocused('businessInfo');
    },
    businessAfterNext: async () => {
      await onStep('businessInfo');
      expect(screen.getByText('Step 2 of 6')).toBeVisible();
      expect(h().history.state()).toEqual({
        entries: ['/onboarding', '/onboarding/store-address', '/onboarding/business-info'],
        index: 2,
      });
      await h().expectHeadingFocused('businessInfo');
    },
    storeByBrowserBack: async () => {
      await onStep('storeAddress');
      expect(h().textbox('City')).toHaveValue(store.city);
      expect(h().history.state().entries.at(-1)).toBe('/onboarding/business-info');
      await h().expectHeadingFocused('storeAddress');
    },
    businessByBrowserForward: async () => {
      await onStep('businessInfo');
      await h().expectHeadingFocused('businessInfo');
    },
    welcomeByBrowserBack: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Set up your store' }, slow)).toBeVisible();
      expect(
        h()
          .snapshot()
          .matches({ active: { flow: 'welcome' } }),
      ).toBe(true);
      expect(h().history.path()).toBe('/onboarding');
      await h().expectHeadingFocused('welcome');
    },
    storeCityCleared: async () => {
      await onStep('storeAddress');
      expect(h().textbox('City')).toHaveValue('');
    },
    forwardRefused: async () => {
      await onStep('storeAddress');
      const { entries, index } = h().history.state();
      expect(entries[index]).toBe('/onboarding/store-address');
      expect(index).toBe(entries.length - 1);
    },
    business: async () => {
      await onStep('businessInfo');
      expect(screen.getByText('Step 2 of 6')).toBeVisible();
      expect(h().textbox('Name of business')).toHaveValue('');
      expect(h().textbox('Name of business')).toBeValid();
    },
    businessInvalid: async () => {
      await onStep('businessInfo');
      expect(h().textbox('Name of business')).toHaveAccessibleDescription('Name of business is required');
    },
    businessFilled: async () => {
      await onStep('businessInfo');
      expect(h().textbox('Name of business')).toHaveValue(business.businessName);
    },
    documents: async () => {
      await onStep('documents');
      expect(screen.getAllByText('Not uploaded yet')).toHaveLength(5);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    documentsInvalid: async () => {
      await onStep('documents');
      for (const kind of documentKinds)
        expect(within(h().document(kind)).getByRole('alert')).toHaveTextContent(
          `${documentLabels[kind]} is required`,
        );
    },
    documentRefused: async () => {
      await onStep('documents');
      expect(await within(h().document('tinId')).findByRole('alert')).toHaveTextContent(
        'Files can be at most 10 MB.',
      );
      expect(h().snapshot().context.documents.tinId.error).toBe('Files can be at most 10 MB.');
    },
    documentsUploaded: async () => {
      await onStep('documents');
      for (const kind of documentKinds)
        await waitFor(() =>
          expect(within(h().document(kind)).getByText(new RegExp(`${kind}\\.pdf`))).toBeVisible(),
        );
      expect(documentKinds.every((kind) => h().snapshot().context.documents[kind].info !== null)).toBe(true);
    },
    officers: async () => {
      await onStep('officers');
      expect(screen.getByRole('group', { name: 'Officer 1' })).toBeVisible();
      expect(screen.queryByRole('group', { name: 'Officer 2' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Remove officer 1' })).toBeDisabled();
      expect(h().textbox('Name')).toBeValid();
    },
    twoOfficers: async () => {
      await onStep('officers');
      expect(officerField(2, 'Name')).toBeValid();
      expect(officerField(2, 'Email')).toBeValid();
      expect(officerField(2, 'Contact number')).toBeValid();
      expect(h().snapshot().context.values.officers).toHaveLength(2);
    },
    newOfficerNameLeft: async () => {
      await onStep('officers');
      expect(officerField(2, 'Name')).toHaveAccessibleDescription('Name is required');
      expect(officerField(2, 'Email')).toBeValid();
      expect(h().snapshot().context.visited).toContain('officers.1.name');
    },
    officersInvalid: async () => {
      await onStep('officers');
      expect(screen.queryByRole('group', { name: 'Officer 2' })).not.toBeInTheDocument();
      expect(h().textbox('Name')).toHaveAccessibleDescription('Name is required');
    },
    officersInvalidAndNew: async () => {
      await onStep('officers');
      expect(officerField(1, 'Name')).toHaveAccessibleDescription('Name is required');
      expect(officerField(2, 'Name')).toBeValid();
      expect(officerField(2, 'Email')).toBeValid();
      expect(officerField(2, 'Contact number')).toBeValid();
      expect(h().snapshot().context.nextTried).toBe(false);
    },
    officersFilled: async () => {
      await onStep('officers');
      expect(h().textbox('Name')).toHaveValue(officer.name);
    },
    agreement: async () => {
      await onStep('agreement');
      expect(agreement()).not.toBeChecked();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    agreementInvalid: async () => {
      await onStep('agreement');
      expect(agreement()).toHaveAccessibleDescription('Please agree to the seller agreement to continue');
      expect(agreement()).toBeInvalid();
    },
    review: async () => {
      await onStep('review');
      expect(screen.getByRole('button', { name: 'Edit Store address' })).toBeVisible();
      expect(screen.getByText(business.businessName)).toBeVisible();
      expect(h().snapshot().context.submitFailure).toBeNull();
    },
    submitFailed: async () => {
      expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Primary ID is required');
      await h().expectStep('review');
      expect(h().snapshot().context.submitFailure).toMatchObject({ status: 400 });
      expect(h().finish).not.toHaveBeenCalled();
    },
    submitted: async () => {
      await waitFor(() => expect(h().finish).toHaveBeenCalledTimes(1));
      expect(h().snapshot().matches('submitted')).toBe(true);
      expect(h().fake.calls.submissions.at(-1)?.mode).toBe('onboard');
    },
  };
}

describe(`onboarding steps through <OnboardingFlow /> (${paths.length} paths)`, () => {
  afterAll(() => console.info(`onboarding steps model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      let harness: OnboardingHarness | undefined;
      const h = () => {
        expect(harness, 'the model seeded the services').toBeDefined();
        return harness!;
      };
      const seed = (options: Parameters<typeof onboardingHarness>[0]) => () => {
        harness = onboardingHarness(options);
        harness.open();
      };
      const resumeAt = (
        step: OnboardingDraft['currentStep'],
        pickup = true,
        documents = uploadedDocuments(documentKinds),
      ) => seed({ state: { draft: draftAt(step, pickup), documents } });
      const uploadAll = async () => {
        h().settings.upload = 'ok';
        const inputs = h().fileInputs();
        for (const [index, kind] of documentKinds.entries())
          await h().user.upload(inputs[index]!, pdf(`${kind}.pdf`));
      };
      const fillStore = async (pickup: boolean) => {
        await h().fillStore();
        if ((h().pickup() as HTMLInputElement).checked !== pickup) await h().user.click(h().pickup());
      };

      try {
        await path.test({
          states: statesOf(h),
          events: {
            SEED_NEW: seed({}),
            SEED_SUBMITTED: seed({ state: { approvalStatus: approvalStatus.pending } }),
            SEED_LOAD_FAILS: seed({ fail: { load: true } }),
            SEED_AT_WAREHOUSE: resumeAt('warehouseAddress', false),
            SEED_AT_BUSINESS: resumeAt('businessInfo'),
            SEED_AT_DOCUMENTS: resumeAt('documents'),
            SEED_AT_OFFICERS: resumeAt('officers', true, uploadedDocuments()),
            SEED_AT_AGREEMENT: resumeAt('agreement', true, uploadedDocuments()),
            SEED_URL_TOO_FAR: seed({ path: '/onboarding/documents' }),
            SEED_URL_EARLIER_STEP: seed({
              path: '/onboarding/business-info',
              state: { draft: draftAt('officers'), documents: uploadedDocuments() },
            }),
            SEED_WALK_TO_BUSINESS: async () => {
              seed({})();
              await h().user.click(await screen.findByRole('button', { name: 'Get started' }, slow));
              await fillStore(true);
              await h().next();
            },
            BROWSER_BACK: () => h().history.back(),
            BROWSER_FORWARD: () => h().history.forward(),
            RELOAD: () => h().reload(),
            CLEAR_CITY: () => h().user.clear(h().textbox('City')),
            RETRY: async () => {
              h().settings.fail.load = false;
              await h().user.click(screen.getByRole('button', { name: 'Try again' }));
            },
            START: () => h().user.click(screen.getByRole('button', { name: 'Get started' })),
            NEXT: () => h().next(),
            BACK: () => h().back(),
            LEAVE_CITY: async () => {
              await h().user.click(h().textbox('City'));
              await h().user.tab();
            },
            LEAVE_NEW_OFFICER_NAME: async () => {
              await h().user.click(officerField(2, 'Name'));
              await h().user.tab();
            },
            FILL_PICKUP: () => fillStore(true),
            FILL_OWN_WAREHOUSE: () => fillStore(false),
            CLEAR_CITY_AND_NEXT: async () => {
              await h().user.clear(h().textbox('City'));
              await h().next();
            },
            FILL_CITY: () => h().fill('City', warehouse.city),
            FILL_BUSINESS: async () => {
              await h().fillBusiness();
              await h().next();
            },
            UPLOAD_REFUSED: async () => {
              h().settings.upload = { tinId: 'tooLarge' };
              await h().user.upload(h().fileInputs()[4]!, pdf('huge.pdf'));
            },
            UPLOAD_ALL: uploadAll,
            ADD_OFFICER: () => h().user.click(screen.getByRole('button', { name: 'Add officer' })),
            REMOVE_OFFICER: () => h().user.click(screen.getByRole('button', { name: 'Remove officer 2' })),
            FILL_OFFICER: async () => {
              await h().fillOfficer();
              await h().next();
            },
            AGREE: async () => {
              await h().user.click(agreement());
              await h().next();
            },
            SUBMIT_FAILS: async () => {
              h().settings.fail.submit = true;
              await h().submit();
            },
            SUBMIT: async () => {
              h().settings.fail.submit = false;
              await h().submit();
            },
          },
        });
      } finally {
        harness?.close();
      }
    });
  }
});
