// What the onboarding model tests share: the real <OnboardingFlow /> over the production machine (recorded
// for the coverage gate) and the in-memory onboarding and maps services, the seller's answers, and the
// screen's questions.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import {
  documentKinds,
  documentLabels,
  type OnboardingDraft,
  type OnboardingStep,
} from '#schemas/onboarding';
import { onboardingMachine, type OnboardingMachine } from '#machines/onboarding/machine.ts';
import { OnboardingFlow } from '../../src/views/onboarding/OnboardingFlow.tsx';
import { modelInspect } from '../helpers/model-coverage.ts';
import { createFakeOnboarding, type FakeOnboardingOptions } from '../services/onboarding.ts';

export const slow = { timeout: 5000 };

export const store = {
  storeAddress: '12 Gorordo Ave',
  state: 'Cebu',
  city: 'Cebu City',
  zipcode: '6000',
  contact: '09171234567',
};
export const business = {
  businessName: 'Tindahan ni Ana',
  businessAndProductNature: 'Dried mangoes',
  companyProfile: 'Family business since 1990',
  citizenshipCountry: 'Philippines',
  officeAddress: '12 Gorordo Ave, Cebu City',
  tin: '123-456-789',
  secRegNo: 'CS201912345',
};
export const officer = { name: 'Ana Reyes', email: 'ana@tindahan.ph', contact: '+639171234567' };
export const warehouse = {
  warehouseAddress: '8 Osmeña Blvd',
  state: 'Cebu',
  city: 'Mandaue City',
  zipcode: '6014',
  contact: '09181234567',
};

/** Every answer of a finished form, saved on the review; `pickup` says whether the store is the warehouse. */
export const completeDraft = (pickup: boolean): OnboardingDraft => ({
  currentStep: 'review',
  storeAddress: { ...store, useStoreAddressForPickup: pickup },
  ...(pickup ? {} : { warehouseAddress: warehouse }),
  businessInfo: business,
  officers: [officer],
  agreement: { hasAgreed: true },
});

/** All five documents on the server. */
export const uploadedDocuments = (except: readonly string[] = []) =>
  Object.fromEntries(
    documentKinds.map((kind) => [
      kind,
      except.includes(kind)
        ? null
        : {
            kind,
            fileName: `${kind}.pdf`,
            contentType: 'application/pdf' as const,
            size: 13,
            uploadedAt: '2026-03-15T12:00:00.000Z',
          },
    ]),
  ) as never;

export const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

const titles: Record<OnboardingStep, string> = {
  storeAddress: 'Store address',
  warehouseAddress: 'Warehouse address',
  businessInfo: 'Business information',
  documents: 'Documents',
  officers: 'Corporate officers',
  agreement: 'Seller agreement',
  review: 'Review and submit',
};

type Options = FakeOnboardingOptions & {
  actors?: Partial<Parameters<OnboardingMachine['provide']>[0]['actors']>;
  delays?: { autosaveDelay: number; retryDelay: number };
  /** With fake timers: how user-event lets time pass between its steps. */
  advanceTimers?: (ms: number) => void;
};

/**
 * One path's onboarding: the services seeded by `options` (mutable: `fake.fail` and `options.upload`
 * change what the next call does), the form mounted by `open()`.
 */
export function onboardingHarness(options: Options = {}) {
  const { actors, delays = { autosaveDelay: 5, retryDelay: 20 }, advanceTimers, ...fakeOptions } = options;
  // The in-memory services read these at every call, so a path can change what the next call does.
  const settings = { ...fakeOptions, fail: { ...fakeOptions.fail } };
  const fake = createFakeOnboarding(settings);
  const finish = vi.fn();
  const logic = onboardingMachine.provide({
    actors: { ...fake.actors, ...actors },
    actions: { finish },
    delays,
  });
  let actor: ActorRefFrom<OnboardingMachine> | undefined;
  let view: ReturnType<typeof render> | undefined;
  const user: UserEvent = userEvent.setup(advanceTimers ? { advanceTimers } : {});

  const running = () => {
    expect(actor, 'the form is open').toBeDefined();
    return actor!;
  };
  const open = () => {
    actor = createActor(logic, { inspect: modelInspect }).start();
    view = render(<OnboardingFlow actor={actor} />);
  };
  const close = () => {
    view?.unmount();
    actor?.stop();
  };

  const textbox = (name: string) => screen.getByRole('textbox', { name });
  const fill = async (label: string, value: string) => {
    await user.clear(textbox(label));
    await user.click(textbox(label));
    await user.paste(value);
  };
  const fillAll = async (values: Record<string, string>, labels: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) await fill(labels[field]!, value);
  };

  return {
    fake,
    settings,
    finish,
    user,
    open,
    close,
    /** The seller reloads the page: the form starts again from what the server kept. */
    reload: async () => {
      await screen.findByText('All changes saved', {}, slow);
      await act(async () => close());
      open();
    },
    snapshot: () => running().getSnapshot(),
    /** The production machine is on this step of the form. */
    expectStep: (step: OnboardingStep) =>
      waitFor(() =>
        expect(
          running()
            .getSnapshot()
            .matches({ active: { flow: { editing: step } } }),
        ).toBe(true),
      ),
    heading: (step: OnboardingStep) => screen.findByRole('heading', { level: 1, name: titles[step] }, slow),
    textbox,
    fill,
    fillStore: () =>
      fillAll(store, {
        storeAddress: 'Store address',
        state: 'Province',
        city: 'City',
        zipcode: 'Zip code',
        contact: 'Contact number',
      }),
    fillBusiness: () =>
      fillAll(business, {
        businessName: 'Name of business',
        businessAndProductNature: 'Nature of business and product',
        companyProfile: 'Company profile',
        citizenshipCountry: 'Country of Citizenship',
        officeAddress: 'Office address',
        tin: 'TIN',
        secRegNo: 'SEC registration no.',
      }),
    fillOfficer: () => fillAll(officer, { name: 'Name', email: 'Email', contact: 'Contact number' }),
    pickup: () => screen.getByRole('checkbox', { name: 'Use the store address for pickups' }),
    next: () => user.click(screen.getByRole('button', { name: /^(Next|Save and return to review)$/ })),
    back: () => user.click(screen.getByRole('button', { name: 'Back' })),
    edit: (step: Exclude<OnboardingStep, 'review'>) =>
      user.click(screen.getByRole('button', { name: `Edit ${titles[step]}` })),
    submit: () => user.click(screen.getByRole('button', { name: /^(Submit|Resubmit)$/ })),
    fileInputs: () => [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')],
    document: (kind: (typeof documentKinds)[number]) =>
      screen.getByRole('group', { name: documentLabels[kind] }),
  };
}

export type OnboardingHarness = ReturnType<typeof onboardingHarness>;
