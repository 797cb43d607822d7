// Model-based test of onboarding driving the real <OnboardingFlow /> over the in-memory onboarding API:
// every shortest path through a behaviour model of what the seller does and sees is one test.
import { createTestModel } from '@xstate/graph';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, setup, type EventFrom } from 'xstate';
import { documentLabels, documentKinds } from '#schemas/onboarding';
import { createFakeOnboarding, type FakeOnboardingOptions } from '../services/onboarding.ts';
import { onboardingMachine } from '#machines/onboarding/machine.ts';
import { OnboardingFlow } from '../../src/views/onboarding/OnboardingFlow.tsx';

const onboardingBehaviour = setup({
  types: {} as {
    events:
      | { type: 'START' }
      | { type: 'NEXT_EMPTY' }
      | { type: 'FILL_STORE' }
      | { type: 'NEXT' }
      | { type: 'BACK' }
      | { type: 'FILL_BUSINESS' }
      | { type: 'UPLOAD_REFUSED' }
      | { type: 'UPLOAD_ALL' }
      | { type: 'FILL_OFFICER' }
      | { type: 'AGREE' }
      | { type: 'SUBMIT_FAILS' }
      | { type: 'SUBMIT_OK' }
      | { type: 'RELOAD' };
  },
}).createMachine({
  id: 'onboardingBehaviour',
  initial: 'welcome',
  states: {
    welcome: { meta: { description: 'welcome page lists what is needed' }, on: { START: 'storeEmpty' } },
    storeEmpty: {
      meta: { description: 'store address step, empty, no errors yet' },
      on: { NEXT_EMPTY: 'storeInvalid', FILL_STORE: 'storeValid', BACK: 'welcome' },
    },
    storeInvalid: {
      meta: { description: 'store address step shows the required messages' },
      on: { FILL_STORE: 'storeValid' },
    },
    storeValid: {
      meta: { description: 'store address filled, pickups from the store' },
      on: { NEXT: 'business', RELOAD: 'storeRestored' },
    },
    storeRestored: { meta: { description: 'after a reload the store address is still there' } },
    business: {
      meta: { description: 'business information step (warehouse skipped)' },
      on: { BACK: 'storeValid', FILL_BUSINESS: 'documents' },
    },
    documents: {
      meta: { description: 'documents step, nothing uploaded' },
      on: { UPLOAD_REFUSED: 'documentRefused', UPLOAD_ALL: 'documentsUploaded', RELOAD: 'documentsRestored' },
    },
    documentRefused: {
      meta: { description: 'a too-large file shows the 413 message' },
      on: { UPLOAD_ALL: 'documentsUploaded' },
    },
    documentsUploaded: {
      meta: { description: 'all five documents show their file names' },
      on: { NEXT: 'officers', RELOAD: 'documentsRestored' },
    },
    documentsRestored: {
      meta: { description: 'after a reload the documents step comes back with its uploads' },
    },
    officers: {
      meta: { description: 'officers step with one empty row' },
      on: { FILL_OFFICER: 'agreement' },
    },
    agreement: { meta: { description: 'agreement step' }, on: { AGREE: 'review' } },
    review: {
      meta: { description: 'review shows every section with Edit' },
      on: { SUBMIT_FAILS: 'submitFailed', SUBMIT_OK: 'submitted', RELOAD: 'reviewRestored' },
    },
    submitFailed: {
      meta: { description: "the server's reason shows on the review" },
      on: { SUBMIT_OK: 'submitted' },
    },
    reviewRestored: { meta: { description: 'after a reload the review shows the saved answers' } },
    submitted: { meta: { description: 'submitted, finish called once' }, type: 'final' },
  },
});

type BehaviourEvent = EventFrom<typeof onboardingBehaviour>;
const everyEvent: BehaviourEvent[] = (
  [
    'START',
    'NEXT_EMPTY',
    'FILL_STORE',
    'NEXT',
    'BACK',
    'FILL_BUSINESS',
    'UPLOAD_REFUSED',
    'UPLOAD_ALL',
    'FILL_OFFICER',
    'AGREE',
    'SUBMIT_FAILS',
    'SUBMIT_OK',
    'RELOAD',
  ] as const
).map((type) => ({ type }));

const model = createTestModel(onboardingBehaviour, {
  events: (snapshot) => everyEvent.filter((event) => snapshot.can(event)),
});
const paths = model.getShortestPaths();

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const textbox = (name: string) => screen.getByRole('textbox', { name });

describe(`onboarding through <OnboardingFlow /> (${paths.length} paths)`, () => {
  afterAll(() => console.info(`onboarding model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 20_000 }, async () => {
      const options: FakeOnboardingOptions = { fail: {}, upload: {} };
      const api = createFakeOnboarding(options);
      const finish = vi.fn();
      const logic = onboardingMachine.provide({
        actors: api.actors,
        actions: { finish },
        delays: { autosaveDelay: 5 },
      });
      const mount = () => {
        const actor = createActor(logic).start();
        return { actor, view: render(<OnboardingFlow actor={actor} />) };
      };
      let current = mount();
      const user: UserEvent = userEvent.setup();
      const fill = async (label: string, value: string) => {
        await user.clear(textbox(label));
        await user.click(textbox(label));
        await user.paste(value);
      };
      const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
      const fileInputs = () => [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')];
      const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
      const reload = async () => {
        await screen.findByText('All changes saved');
        current.view.unmount();
        current.actor.stop();
        current = mount();
      };

      const storeValues = () => {
        expect(textbox('Store address')).toHaveValue('12 Gorordo Ave');
        expect(textbox('City')).toHaveValue('Cebu City');
        expect(textbox('Zip code')).toHaveValue('6000');
      };
      const states = {
        welcome: async () => {
          expect(await screen.findByRole('heading', { level: 1, name: 'Set up your store' })).toBeVisible();
          expect(screen.getByText(/about ten minutes/)).toBeVisible();
        },
        storeEmpty: () => {
          expect(heading('Store address')).toBeVisible();
          expect(textbox('City')).toHaveValue('');
          expect(textbox('City')).toBeValid();
        },
        storeInvalid: () => {
          expect(textbox('Store address')).toHaveAccessibleDescription(
            'House or building number, street and barangay Store address is required',
          );
          expect(textbox('City')).toHaveAccessibleDescription('City is required');
          expect(textbox('Contact number')).toHaveAccessibleDescription(
            '09XXXXXXXXX or +639XXXXXXXXX Must be a valid contact number',
          );
        },
        storeValid: () => {
          storeValues();
          expect(textbox('City')).toBeValid();
        },
        storeRestored: async () => {
          await screen.findByRole('heading', { level: 1, name: 'Store address' });
          storeValues();
          expect(screen.getByRole('checkbox', { name: 'Use the store address for pickups' })).toBeChecked();
        },
        business: () => {
          expect(heading('Business information')).toBeVisible();
          expect(screen.getByText('Step 2 of 6')).toBeVisible();
        },
        documents: () => {
          expect(heading('Documents')).toBeVisible();
          expect(screen.getAllByText('Not uploaded yet')).toHaveLength(5);
        },
        documentRefused: async () => {
          const group = screen.getByRole('group', { name: 'TIN ID' });
          expect(await within(group).findByRole('alert')).toHaveTextContent('Files can be at most 10 MB.');
        },
        documentsUploaded: async () => {
          for (const kind of documentKinds) {
            const group = screen.getByRole('group', { name: documentLabels[kind] });
            await waitFor(() => expect(within(group).getByText(new RegExp(`${kind}\\.pdf`))).toBeVisible());
            expect(within(group).queryByRole('alert')).not.toBeInTheDocument();
          }
        },
        documentsRestored: async () => {
          await screen.findByRole('heading', { level: 1, name: 'Documents' });
          expect(api.server.documents.primaryId === null).toBe(screen.queryByText(/primaryId\.pdf/) === null);
        },
        officers: () => {
          expect(heading('Corporate officers')).toBeVisible();
        },
        agreement: () => {
          expect(heading('Seller agreement')).toBeVisible();
        },
        review: () => {
          expect(heading('Review and submit')).toBeVisible();
          expect(screen.getByRole('button', { name: 'Edit Store address' })).toBeVisible();
          expect(screen.getByText('Tindahan ni Ana')).toBeVisible();
        },
        submitFailed: async () => {
          expect(await screen.findByRole('alert')).toHaveTextContent('Primary ID is required');
          expect(finish).not.toHaveBeenCalled();
        },
        reviewRestored: async () => {
          expect(await screen.findByRole('heading', { level: 1, name: 'Review and submit' })).toBeVisible();
          expect(screen.getByText('Tindahan ni Ana')).toBeVisible();
          expect(screen.getByText('primaryId.pdf')).toBeVisible();
        },
        submitted: async () => {
          await waitFor(() => expect(finish).toHaveBeenCalledTimes(1));
          expect(api.calls.submissions.at(-1)?.data).not.toHaveProperty('warehouseAddress');
        },
      };
      await states.welcome();

      await path.test({
        states,
        events: {
          START: () => user.click(screen.getByRole('button', { name: 'Get started' })),
          NEXT_EMPTY: next,
          NEXT: next,
          BACK: () => user.click(screen.getByRole('button', { name: 'Back' })),
          FILL_STORE: async () => {
            await fill('Store address', '12 Gorordo Ave');
            await fill('Province', 'Cebu');
            await fill('City', 'Cebu City');
            await fill('Zip code', '6000');
            await fill('Contact number', '09171234567');
            const pickup = screen.getByRole('checkbox', { name: 'Use the store address for pickups' });
            if (!(pickup as HTMLInputElement).checked) await user.click(pickup);
          },
          FILL_BUSINESS: async () => {
            await fill('Name of business', 'Tindahan ni Ana');
            await fill('Nature of business and product', 'Dried mangoes');
            await fill('Company profile', 'Family business');
            await fill('Country of Citizenship', 'Philippines');
            await fill('Office address', '12 Gorordo Ave');
            await fill('TIN', '123-456-789');
            await fill('SEC registration no.', 'CS201912345');
            await next();
          },
          UPLOAD_REFUSED: async () => {
            options.upload = { tinId: 'tooLarge' };
            await user.upload(fileInputs()[4]!, pdf('huge.pdf'));
          },
          UPLOAD_ALL: async () => {
            options.upload = 'ok';
            const inputs = fileInputs();
            for (const [index, kind] of documentKinds.entries())
              await user.upload(inputs[index]!, pdf(`${kind}.pdf`));
          },
          FILL_OFFICER: async () => {
            await fill('Name', 'Ana Reyes');
            await fill('Email', 'ana@tindahan.ph');
            await fill('Contact number', '+639171234567');
            await next();
          },
          AGREE: async () => {
            await user.click(
              screen.getByRole('checkbox', { name: 'I have read and agree to the seller agreement' }),
            );
            await next();
          },
          SUBMIT_FAILS: async () => {
            options.fail!.submit = true;
            await user.click(screen.getByRole('button', { name: 'Submit' }));
          },
          SUBMIT_OK: async () => {
            options.fail!.submit = false;
            await user.click(screen.getByRole('button', { name: 'Submit' }));
          },
          RELOAD: () => act(reload),
        },
      });
      current.view.unmount();
      current.actor.stop();
    });
  }
});
