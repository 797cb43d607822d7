// Model-based test of the onboarding review (spec §3–§4) through the real <OnboardingFlow />: from a saved
// draft on the review the seller edits a step and comes back, finds what is missing, submits or resubmits.
// At every model state the screen AND the production onboarding machine are checked.
import { createTestModel } from '@xstate/graph';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { setup, type EventFrom } from 'xstate';
import type { OnboardingStep } from '#schemas/onboarding';
import { approvalStatus } from '#schemas/seller';
import { transitionPaths } from './model-support.ts';
import {
  business,
  completeDraft,
  onboardingHarness,
  slow,
  store,
  uploadedDocuments,
  type OnboardingHarness,
} from './onboarding-support.tsx';

const reviewBehaviour = setup({
  types: {} as {
    events:
      | { type: 'SEED_REVIEW' }
      | { type: 'SEED_REVIEW_OWN_WAREHOUSE' }
      | { type: 'SEED_REVIEW_MISSING_DOCUMENT' }
      | { type: 'SEED_REJECTED' }
      | { type: 'EDIT_STORE' }
      | { type: 'EDIT_WAREHOUSE' }
      | { type: 'EDIT_BUSINESS' }
      | { type: 'EDIT_DOCUMENTS' }
      | { type: 'EDIT_OFFICERS' }
      | { type: 'EDIT_AGREEMENT' }
      | { type: 'USE_OWN_WAREHOUSE' }
      | { type: 'SAVE_AND_RETURN' }
      | { type: 'SUBMIT' };
  },
}).createMachine({
  id: 'onboardingReview',
  initial: 'start',
  states: {
    start: {
      description: 'nothing is open yet; the seed says what the saved draft holds',
      on: {
        SEED_REVIEW: 'review',
        SEED_REVIEW_OWN_WAREHOUSE: 'reviewWithWarehouse',
        SEED_REVIEW_MISSING_DOCUMENT: 'reviewIncomplete',
        SEED_REJECTED: 'reviewRejected',
      },
    },
    review: {
      description: 'the review of a complete draft whose pickups use the store',
      on: {
        EDIT_STORE: 'storeFromReview',
        EDIT_BUSINESS: 'businessFromReview',
        EDIT_DOCUMENTS: 'documentsFromReview',
        EDIT_OFFICERS: 'officersFromReview',
        EDIT_AGREEMENT: 'agreementFromReview',
      },
    },
    reviewWithWarehouse: {
      description: 'the review lists a warehouse of its own',
      on: { EDIT_WAREHOUSE: 'warehouseFromReview' },
    },
    storeFromReview: {
      description: 'the store address opened from the review, returning there',
      on: { SAVE_AND_RETURN: 'review', USE_OWN_WAREHOUSE: 'storeNeedsWarehouse' },
    },
    storeNeedsWarehouse: {
      description: 'opened from the review, the store no longer is the warehouse',
      on: { SAVE_AND_RETURN: 'warehouseFromStore' },
    },
    warehouseFromStore: {
      description: 'the warehouse, prefilled from the store, must be entered before the review',
      on: { SAVE_AND_RETURN: 'reviewWithWarehouse' },
    },
    warehouseFromReview: {
      description: 'the warehouse address opened from the review',
      on: { SAVE_AND_RETURN: 'reviewWithWarehouse' },
    },
    businessFromReview: {
      description: 'business information opened from the review',
      on: { SAVE_AND_RETURN: 'review' },
    },
    documentsFromReview: {
      description: 'the documents opened from the review',
      on: { SAVE_AND_RETURN: 'review' },
    },
    officersFromReview: {
      description: 'the officers opened from the review',
      on: { SAVE_AND_RETURN: 'review' },
    },
    agreementFromReview: {
      description: 'the agreement opened from the review',
      on: { SAVE_AND_RETURN: 'review' },
    },
    reviewIncomplete: {
      description: 'the review marks the documents as not complete',
      on: { SUBMIT: 'incompleteRefused' },
    },
    incompleteRefused: {
      description: 'submitting an incomplete form says what to do, and nothing is sent',
    },
    reviewRejected: {
      description: "the admin's reason shows above the review, with Resubmit",
      on: { SUBMIT: 'resubmitted' },
    },
    resubmitted: { description: 'resubmitted: the app is told to finish', type: 'final' },
  },
});

type BehaviourEvent = EventFrom<typeof reviewBehaviour>;
const everyEvent = (
  [
    'SEED_REVIEW',
    'SEED_REVIEW_OWN_WAREHOUSE',
    'SEED_REVIEW_MISSING_DOCUMENT',
    'SEED_REJECTED',
    'EDIT_STORE',
    'EDIT_WAREHOUSE',
    'EDIT_BUSINESS',
    'EDIT_DOCUMENTS',
    'EDIT_OFFICERS',
    'EDIT_AGREEMENT',
    'USE_OWN_WAREHOUSE',
    'SAVE_AND_RETURN',
    'SUBMIT',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(reviewBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

function statesOf(h: () => OnboardingHarness) {
  const onReview = async () => {
    await h().heading('review');
    await h().expectStep('review');
    expect(h().snapshot().context.returnToReview).toBe(false);
  };
  /** A step opened from the review: its button returns there. */
  const fromReview = async (step: Exclude<OnboardingStep, 'review'>) => {
    await h().heading(step);
    await h().expectStep(step);
    expect(screen.getByRole('button', { name: 'Save and return to review' })).toBeVisible();
    expect(h().snapshot().context.returnToReview).toBe(true);
  };
  return {
    review: async () => {
      await onReview();
      expect(screen.getByText(business.businessName)).toBeVisible();
      expect(screen.queryByRole('heading', { level: 2, name: 'Warehouse address' })).not.toBeInTheDocument();
      expect(screen.queryByText('This section is not complete.')).not.toBeInTheDocument();
    },
    reviewWithWarehouse: async () => {
      await onReview();
      expect(screen.getByRole('heading', { level: 2, name: 'Warehouse address' })).toBeVisible();
      expect(h().snapshot().context.values.storeAddress.useStoreAddressForPickup).toBe(false);
    },
    storeFromReview: async () => {
      await fromReview('storeAddress');
      expect(h().textbox('City')).toHaveValue(store.city);
      expect(h().pickup()).toBeChecked();
    },
    storeNeedsWarehouse: async () => {
      await fromReview('storeAddress');
      expect(h().pickup()).not.toBeChecked();
    },
    warehouseFromStore: async () => {
      await fromReview('warehouseAddress');
      // Prefilled from the store address (the shared pickup rule).
      expect(h().textbox('Warehouse address')).toHaveValue(store.storeAddress);
      expect(h().textbox('City')).toHaveValue(store.city);
    },
    warehouseFromReview: async () => {
      await fromReview('warehouseAddress');
      expect(h().textbox('City')).not.toHaveValue('');
      expect(h().textbox('City')).toBeValid();
    },
    businessFromReview: async () => {
      await fromReview('businessInfo');
      expect(h().textbox('Name of business')).toHaveValue(business.businessName);
    },
    documentsFromReview: async () => {
      await fromReview('documents');
      expect(screen.queryAllByText('Not uploaded yet')).toHaveLength(0);
    },
    officersFromReview: async () => {
      await fromReview('officers');
      expect(h().textbox('Name')).toHaveValue('Ana Reyes');
    },
    agreementFromReview: async () => {
      await fromReview('agreement');
      expect(
        screen.getByRole('checkbox', { name: 'I have read and agree to the seller agreement' }),
      ).toBeChecked();
    },
    reviewIncomplete: async () => {
      await onReview();
      expect(screen.getByText('This section is not complete.')).toBeVisible();
    },
    incompleteRefused: async () => {
      expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
        'Some steps are not complete yet. Use Edit to finish them.',
      );
      await h().expectStep('review');
      expect(h().fake.calls.submissions).toHaveLength(0);
    },
    reviewRejected: async () => {
      await onReview();
      expect(screen.getByText(/The admin did not approve your application: Blurry ID\./)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Resubmit' })).toBeVisible();
      expect(h().snapshot().context.mode).toBe('resubmit');
    },
    resubmitted: async () => {
      await waitFor(() => expect(h().finish).toHaveBeenCalledTimes(1));
      expect(h().snapshot().matches('submitted')).toBe(true);
      expect(h().fake.calls.submissions.at(-1)?.mode).toBe('resubmit');
    },
  };
}

describe(`onboarding review through <OnboardingFlow /> (${paths.length} paths)`, () => {
  afterAll(() => console.info(`onboarding review model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      let harness: OnboardingHarness | undefined;
      const h = () => {
        expect(harness, 'the model seeded the services').toBeDefined();
        return harness!;
      };
      const seed =
        (pickup: boolean, extra: NonNullable<Parameters<typeof onboardingHarness>[0]>['state'] = {}) =>
        () => {
          harness = onboardingHarness({
            state: { draft: completeDraft(pickup), documents: uploadedDocuments(), ...extra },
          });
          harness.open();
        };
      try {
        await path.test({
          states: statesOf(h),
          events: {
            SEED_REVIEW: seed(true),
            SEED_REVIEW_OWN_WAREHOUSE: seed(false),
            SEED_REVIEW_MISSING_DOCUMENT: seed(true, { documents: uploadedDocuments(['tinId']) }),
            SEED_REJECTED: seed(true, {
              approvalStatus: approvalStatus.rejected,
              rejectionReason: 'Blurry ID.',
            }),
            EDIT_STORE: () => h().edit('storeAddress'),
            EDIT_WAREHOUSE: () => h().edit('warehouseAddress'),
            EDIT_BUSINESS: () => h().edit('businessInfo'),
            EDIT_DOCUMENTS: () => h().edit('documents'),
            EDIT_OFFICERS: () => h().edit('officers'),
            EDIT_AGREEMENT: () => h().edit('agreement'),
            USE_OWN_WAREHOUSE: () => h().user.click(h().pickup()),
            SAVE_AND_RETURN: () => h().next(),
            SUBMIT: () => h().submit(),
          },
        });
      } finally {
        harness?.close();
      }
    });
  }
});
