// What the onboarding model tests share: the real <OnboardingAtUrl /> over the production machine (recorded
// for the coverage gate), a browser history with Back and Forward under wouter, the in-memory onboarding
// and maps services, the seller's answers, and the screen's questions.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
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
import { stepPaths, type RouteStep } from '#machines/onboarding/routes.ts';
import { OnboardingAtUrl } from '../../src/views/onboarding/OnboardingAtUrl.tsx';
import { modelInspect } from '../helpers/model-coverage.ts';
import { createFakeOnboarding, type FakeOnboardingOptions } from '../services/onboarding.ts';

export const slow = { timeout: 5000 };

export const store = {
  storeAddress: '12 Gorordo Ave',
  state: 'Cebu',
  city: 'Cebu City',
  zipcode: '6000',
  // Contact numbers as people write them (issue 10); the form shows them grouped, the server keeps +639….
  contact: '0917 123 4567',
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
export const officer = { name: 'Ana Reyes', email: 'ana@tindahan.ph', contact: '0917-123-4567' };
export const warehouse = {
  warehouseAddress: '8 Osmeña Blvd',
  state: 'Cebu',
  city: 'Mandaue City',
  zipcode: '6014',
  contact: '(0918) 123 4567',
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

/**
 * The browser's session history as the form sees it: entries and where we are in them, `navigate` as the
 * app's (push, or replace), Back and Forward as popstate, and a wouter location hook over it all.
 */
export function browserHistory(first: string) {
  let entries = [first];
  let index = 0;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const path = () => entries[index]!;
  const notify = () => listeners.forEach((listener) => listener());
  const navigate = (to: string, { replace = false }: { replace?: boolean } = {}) => {
    if (replace) entries[index] = to;
    else {
      entries = [...entries.slice(0, index + 1), to];
      index += 1;
    }
    notify();
  };
  const go = (delta: number) => {
    const target = index + delta;
    expect(target >= 0 && target < entries.length, `the history can go ${delta}`).toBe(true);
    index = target;
    notify();
  };
  const useHistoryLocation: BaseLocationHook = () => [useSyncExternalStore(subscribe, path), navigate];
  return {
    hook: useHistoryLocation,
    navigate,
    path,
    /** Every entry, and the one shown. */
    state: () => ({ entries: [...entries], index }),
    back: () => act(() => go(-1)),
    forward: () => act(() => go(1)),
  };
}

type Options = FakeOnboardingOptions & {
  /** Where the form is opened (the path of the page loaded); /onboarding unless said. */
  path?: string;
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
  const {
    actors,
    delays = { autosaveDelay: 5, retryDelay: 20 },
    advanceTimers,
    path = '/onboarding',
    ...fakeOptions
  } = options;
  // The in-memory services read these at every call, so a path can change what the next call does.
  const settings = { ...fakeOptions, fail: { ...fakeOptions.fail } };
  const fake = createFakeOnboarding(settings);
  const finish = vi.fn();
  const history = browserHistory(path);
  const logic = onboardingMachine.provide({
    actors: { ...fake.actors, ...actors },
    actions: { finish, navigate: (_, { to, replace }) => history.navigate(to, { replace }) },
    delays,
  });
  let actor: ActorRefFrom<OnboardingMachine> | undefined;
  let view: ReturnType<typeof render> | undefined;
  const user: UserEvent = userEvent.setup(advanceTimers ? { advanceTimers } : {});

  const running = () => {
    expect(actor, 'the form is open').toBeDefined();
    return actor!;
  };
  /** Opens the form on the history's current URL, as loading that page does. */
  const open = () => {
    actor = createActor(logic, { input: { path: history.path() }, inspect: modelInspect }).start();
    view = render(
      <Router hook={history.hook}>
        <OnboardingAtUrl actor={actor} />
      </Router>,
    );
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
    history,
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
    /** The production machine is on this step of the form, and the URL shows it. */
    expectStep: (step: OnboardingStep) =>
      waitFor(() => {
        expect(
          running()
            .getSnapshot()
            .matches({ active: { flow: { editing: step } } }),
        ).toBe(true);
        expect(history.path()).toBe(stepPaths[step]);
      }),
    /** The screen's heading has focus, as after every step change. */
    expectHeadingFocused: (step: RouteStep) =>
      waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus()).then(() =>
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
          step === 'welcome' ? 'Set up your store' : titles[step],
        ),
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
