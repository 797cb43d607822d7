import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { documentKinds, type DocumentKind, type OnboardingState } from '#schemas/onboarding';
import { createFakeOnboarding, fakePlaces, type FakeOnboardingOptions } from '../services/onboarding.ts';
import { onboardingMachine } from '#machines/onboarding/machine.ts';
import {
  selectErrors,
  selectSaveStatus,
  selectScreen,
  selectValues,
} from '#machines/onboarding/selectors.ts';
import { approvalStatus } from '#schemas/seller';
import { uploadErrorMessage } from '#machines/onboarding/failure.ts';

function start({ path = '/onboarding', ...options }: FakeOnboardingOptions & { path?: string } = {}) {
  const fake = createFakeOnboarding(options);
  const finish = vi.fn();
  const navigate = vi.fn<(to: string, replace: boolean) => void>();
  const actor = createActor(
    onboardingMachine.provide({
      actors: fake.actors,
      actions: { finish, navigate: (_, { to, replace }) => navigate(to, replace) },
      delays: { autosaveDelay: 5, retryDelay: 20 },
    }),
    { input: { path } },
  ).start();
  const screen = () => selectScreen(actor.getSnapshot());
  const until = (name: ReturnType<typeof screen>) =>
    waitFor(actor, (snapshot) => selectScreen(snapshot) === name);
  const field = (
    section: 'storeAddress' | 'warehouseAddress' | 'businessInfo' | 'agreement',
    values: object,
  ) => {
    for (const [key, value] of Object.entries(values))
      actor.send({ type: 'field.change', section, field: key, value: value as string | boolean });
  };
  return { actor, fake, finish, navigate, screen, until, field };
}

const store = {
  storeAddress: '12 Gorordo Ave',
  state: 'Cebu',
  city: 'Cebu City',
  zipcode: '6000',
  contact: '09171234567',
};
const business = {
  businessName: 'Tindahan ni Ana',
  businessAndProductNature: 'Dried mangoes',
  companyProfile: 'Family business since 1990',
  citizenshipCountry: 'Philippines',
  officeAddress: '12 Gorordo Ave, Cebu City',
  tin: '123-456-789',
  secRegNo: 'CS201912345',
};
const pdf = (name = 'id.pdf') => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

async function uploadAll(t: ReturnType<typeof start>, kinds: readonly DocumentKind[] = documentKinds) {
  for (const kind of kinds) t.actor.send({ type: 'document.select', kind, file: pdf(`${kind}.pdf`) });
  await waitFor(t.actor, (snapshot) => kinds.every((kind) => snapshot.context.documents[kind].info !== null));
}

async function fillToReview(t: ReturnType<typeof start>, pickup = true) {
  await t.until('welcome');
  t.actor.send({ type: 'onboarding.start' });
  t.field('storeAddress', { ...store, useStoreAddressForPickup: pickup });
  t.actor.send({ type: 'step.next' });
  if (!pickup) t.actor.send({ type: 'step.next' });
  t.field('businessInfo', business);
  t.actor.send({ type: 'step.next' });
  await uploadAll(t);
  t.actor.send({ type: 'step.next' });
  t.actor.send({ type: 'officer.change', index: 0, field: 'name', value: 'Ana Reyes' });
  t.actor.send({ type: 'officer.change', index: 0, field: 'email', value: 'ana@tindahan.ph' });
  t.actor.send({ type: 'officer.change', index: 0, field: 'contact', value: '+639171234567' });
  t.actor.send({ type: 'step.next' });
  t.field('agreement', { hasAgreed: true });
  t.actor.send({ type: 'step.next' });
  expect(t.screen()).toBe('review');
}

describe('onboarding machine', () => {
  it('starts at the welcome page without a draft and walks every step in order', async () => {
    const t = start();
    await t.until('welcome');
    t.actor.send({ type: 'onboarding.start' });
    expect(t.screen()).toBe('storeAddress');
    t.field('storeAddress', store);
    t.actor.send({ type: 'step.next' });
    expect(t.screen()).toBe('warehouseAddress');
    // Prefilled from the store address.
    expect(selectValues(t.actor.getSnapshot()).warehouseAddress).toMatchObject({
      warehouseAddress: '12 Gorordo Ave',
      city: 'Cebu City',
      zipcode: '6000',
    });
    t.actor.send({ type: 'step.next' });
    expect(t.screen()).toBe('businessInfo');
    t.actor.send({ type: 'step.back' });
    expect(t.screen()).toBe('warehouseAddress');
  });

  it('blocks Next with the spec messages and keeps them in step with the edits', async () => {
    const t = start();
    await t.until('welcome');
    t.actor.send({ type: 'onboarding.start' });
    expect(selectErrors(t.actor.getSnapshot())).toEqual({});
    t.actor.send({ type: 'step.next' });
    expect(t.screen()).toBe('storeAddress');
    expect(selectErrors(t.actor.getSnapshot())).toMatchObject({
      storeAddress: 'Store address is required',
      state: 'Province is required',
      city: 'City is required',
      zipcode: 'Please enter a valid 4-digit zip code',
      contact: 'Must be a valid contact number',
    });
    t.field('storeAddress', { contact: '0917123456' });
    expect(selectErrors(t.actor.getSnapshot()).contact).toBe('Must be a valid contact number');
    t.field('storeAddress', { contact: '09171234567' });
    expect(selectErrors(t.actor.getSnapshot()).contact).toBeUndefined();
  });

  it('skips the warehouse when pickups use the store address, both ways', async () => {
    const t = start();
    await t.until('welcome');
    t.actor.send({ type: 'onboarding.start' });
    t.field('storeAddress', { ...store, useStoreAddressForPickup: true });
    t.actor.send({ type: 'step.next' });
    expect(t.screen()).toBe('businessInfo');
    t.actor.send({ type: 'step.back' });
    expect(t.screen()).toBe('storeAddress');
  });

  it('needs all five documents and at least one valid officer', async () => {
    const u = start();
    await u.until('welcome');
    u.actor.send({ type: 'onboarding.start' });
    u.field('storeAddress', { ...store, useStoreAddressForPickup: true });
    u.actor.send({ type: 'step.next' });
    u.field('businessInfo', business);
    u.actor.send({ type: 'step.next' });
    u.actor.send({ type: 'step.next' });
    expect(u.screen()).toBe('documents');
    expect(selectErrors(u.actor.getSnapshot())).toMatchObject({
      primaryId: 'Primary ID is required',
      tinId: 'TIN ID is required',
    });
    await uploadAll(u, ['primaryId']);
    expect(selectErrors(u.actor.getSnapshot()).primaryId).toBeUndefined();
    await uploadAll(u);
    u.actor.send({ type: 'step.next' });
    expect(u.screen()).toBe('officers');
    u.actor.send({ type: 'officer.remove', index: 0 });
    u.actor.send({ type: 'step.next' });
    expect(selectErrors(u.actor.getSnapshot()).officers).toBe('Add at least one corporate officer');
    // An added row shows nothing until its fields are left or Next is tried again (issue 10).
    u.actor.send({ type: 'officer.add' });
    u.actor.send({ type: 'officer.change', index: 0, field: 'email', value: 'not-an-email' });
    expect(selectErrors(u.actor.getSnapshot())).toEqual({});
    u.actor.send({ type: 'field.blur', field: 'officers.0.email' });
    expect(selectErrors(u.actor.getSnapshot())).toEqual({
      'officers.0.email': 'Must be a valid email address',
    });
    u.actor.send({ type: 'step.next' });
    expect(selectErrors(u.actor.getSnapshot())).toMatchObject({
      'officers.0.name': 'Name is required',
      'officers.0.email': 'Must be a valid email address',
    });
  });

  it('keeps what was left in step when an officer row above is removed', async () => {
    const u = start({ state: { draft: { currentStep: 'officers' } } });
    await u.until('officers');
    u.actor.send({ type: 'officer.add' });
    u.actor.send({ type: 'officer.add' });
    u.actor.send({ type: 'field.blur', field: 'officers.0.name' });
    u.actor.send({ type: 'field.blur', field: 'officers.2.email' });
    u.actor.send({ type: 'officer.remove', index: 0 });
    expect(u.actor.getSnapshot().context.visited).toEqual(['officers.1.email']);
    expect(selectErrors(u.actor.getSnapshot())).toEqual({ 'officers.1.email': 'Email is required' });
  });

  it('shows 413 and 415 upload failures and keeps the document the server already has', async () => {
    const t = start({ upload: { primaryId: 'tooLarge', tinId: 'refusedType' } });
    await t.until('welcome');
    t.actor.send({ type: 'document.select', kind: 'primaryId', file: pdf() });
    expect(t.actor.getSnapshot().context.documents.primaryId.upload).toMatchObject({ fileName: 'id.pdf' });
    t.actor.send({ type: 'document.select', kind: 'tinId', file: pdf('tin.exe') });
    await waitFor(
      t.actor,
      (s) => s.context.documents.tinId.error !== null && s.context.documents.primaryId.error !== null,
    );
    const { documents } = t.actor.getSnapshot().context;
    expect(documents.primaryId).toMatchObject({
      info: null,
      upload: null,
      error: 'Files can be at most 10 MB.',
    });
    expect(documents.tinId.error).toBe('Upload a PDF, JPEG, PNG or WebP file.');
  });

  it('says a refused file named .pdf is not really a PDF, even when a proxy answered the 415', async () => {
    const t = start({ upload: { secCertificate: 'refusedType' } });
    await t.until('welcome');
    t.actor.send({ type: 'document.select', kind: 'secCertificate', file: pdf('notes.pdf') });
    await waitFor(t.actor, (s) => s.context.documents.secCertificate.error !== null);
    expect(t.actor.getSnapshot().context.documents.secCertificate.error).toBe(
      'This file is named .pdf but is not a PDF. Export or scan it again as a PDF, JPEG, PNG or WebP.',
    );
    expect(
      uploadErrorMessage({ kind: 'http', status: 415, code: 'HTTP_415', message: 'Unsupported' }, 'a.JPG'),
    ).toBe(
      'This file is named .jpg but is not a JPEG image. Export or scan it again as a PDF, JPEG, PNG or WebP.',
    );
  });

  it('reports upload progress while it runs', async () => {
    const t = start({ upload: 'hold' });
    await t.until('welcome');
    const file = pdf();
    t.actor.send({ type: 'document.select', kind: 'secCertificate', file });
    await waitFor(t.actor, (s) => (s.context.documents.secCertificate.upload?.loaded ?? 0) > 0);
    expect(t.actor.getSnapshot().context.documents.secCertificate.upload).toMatchObject({
      loaded: Math.round(file.size / 2),
      total: file.size,
    });
  });

  it('saves the draft after typing pauses, with the current step', async () => {
    const t = start();
    await t.until('welcome');
    t.actor.send({ type: 'onboarding.start' });
    t.field('storeAddress', { city: 'Cebu' });
    t.field('storeAddress', { city: 'Cebu City' });
    expect(selectSaveStatus(t.actor.getSnapshot())).toBe('unsaved');
    await waitFor(t.actor, (s) => selectSaveStatus(s) === 'saved');
    expect(t.fake.calls.saves).toHaveLength(1);
    expect(t.fake.calls.saves[0]).toMatchObject({
      currentStep: 'storeAddress',
      storeAddress: { city: 'Cebu City' },
    });
  });

  it('retries a failed save and never drops what was typed', async () => {
    const options: FakeOnboardingOptions = { fail: { save: true } };
    const t = start(options);
    await t.until('welcome');
    t.actor.send({ type: 'onboarding.start' });
    t.field('storeAddress', { city: 'Cebu City' });
    await waitFor(t.actor, (s) => selectSaveStatus(s) === 'failed');
    t.field('storeAddress', { zipcode: '6000' });
    options.fail!.save = false;
    await waitFor(t.actor, (s) => selectSaveStatus(s) === 'saved', { timeout: 1000 });
    expect(t.fake.calls.saves.length).toBeGreaterThanOrEqual(2);
    expect(t.fake.server.draft.storeAddress).toMatchObject({ city: 'Cebu City', zipcode: '6000' });
  });

  it('restores the draft and the uploaded documents on load, on the saved step', async () => {
    const state: Partial<OnboardingState> = {
      draft: { currentStep: 'businessInfo', storeAddress: { ...store, useStoreAddressForPickup: true } },
      documents: {
        primaryId: {
          kind: 'primaryId',
          fileName: 'id.png',
          contentType: 'image/png',
          size: 99,
          uploadedAt: new Date().toISOString(),
        },
        secCertificate: null,
        birRegistration: null,
        businessPermit: null,
        tinId: null,
      },
    };
    const t = start({ state });
    await t.until('businessInfo');
    expect(selectValues(t.actor.getSnapshot()).storeAddress.city).toBe('Cebu City');
    expect(t.actor.getSnapshot().context.documents.primaryId.info?.fileName).toBe('id.png');
    // Nothing changed yet, so nothing is saved, and no save is due: the draft rests in 'saved', which only an
    // edit or a step change leaves.
    expect(t.actor.getSnapshot().matches({ active: { draft: 'saved' } })).toBe(true);
    expect(t.fake.calls.saves).toHaveLength(0);
  });

  it('returns to the review after editing a step from it', async () => {
    const t = start();
    await fillToReview(t);
    t.actor.send({ type: 'step.edit', step: 'businessInfo' });
    expect(t.screen()).toBe('businessInfo');
    t.field('businessInfo', { tin: '999' });
    t.actor.send({ type: 'step.next' });
    expect(t.screen()).toBe('review');
    // Turning pickups off from the review asks for the warehouse first.
    t.actor.send({ type: 'step.edit', step: 'storeAddress' });
    t.field('storeAddress', { useStoreAddressForPickup: false, storeAddress: '' });
    t.actor.send({ type: 'step.next' });
    expect(t.screen()).toBe('storeAddress');
    t.field('storeAddress', { storeAddress: '14 Gorordo Ave' });
    t.actor.send({ type: 'step.next' });
    expect(t.screen()).toBe('warehouseAddress');
    t.actor.send({ type: 'step.next' });
    expect(t.screen()).toBe('review');
  });

  it('submits the data without the warehouse when pickups use the store, then finishes', async () => {
    const t = start();
    await fillToReview(t);
    t.actor.send({ type: 'review.submit' });
    await t.until('submitted');
    expect(t.fake.calls.submissions).toHaveLength(1);
    const [submission] = t.fake.calls.submissions;
    expect(submission?.mode).toBe('onboard');
    expect(submission?.data).not.toHaveProperty('warehouseAddress');
    expect(submission?.data).toMatchObject({ businessInfo: business, agreement: { hasAgreed: true } });
    expect(t.finish).toHaveBeenCalledTimes(1);
  });

  it('resubmits after a rejection and shows a failed submission on the review', async () => {
    const t = start({
      state: { approvalStatus: approvalStatus.rejected, rejectionReason: 'Blurry ID' },
      fail: { submit: true },
    });
    await fillToReview(t, false);
    expect(t.actor.getSnapshot().context).toMatchObject({ mode: 'resubmit', rejectionReason: 'Blurry ID' });
    t.actor.send({ type: 'review.submit' });
    await waitFor(t.actor, (s) => s.context.submitFailure !== null);
    expect(t.screen()).toBe('review');
    expect(t.fake.calls.submissions[0]).toMatchObject({
      mode: 'resubmit',
      data: { warehouseAddress: { city: 'Cebu City' } },
    });
    expect(t.finish).not.toHaveBeenCalled();
  });

  it('closes the form for a seller already pending, and offers a retry when loading fails', async () => {
    const pending = start({ state: { approvalStatus: approvalStatus.pending } });
    await pending.until('alreadySubmitted');
    const failing: FakeOnboardingOptions = { fail: { load: true } };
    const t = start(failing);
    await t.until('loadFailed');
    failing.fail!.load = false;
    t.actor.send({ type: 'load.retry' });
    await t.until('welcome');
  });

  it('fills the address from a searched place and from a moved pin', async () => {
    const t = start();
    await t.until('welcome');
    t.actor.send({ type: 'onboarding.start' });
    const places = t.actor.getSnapshot().children['places.storeAddress']!;
    places.send({ type: 'query.change', query: '   ' });
    places.send({ type: 'query.change', query: 'lahug' });
    await waitFor(places, (s) => s.matches('results'));
    expect(t.fake.calls.searches).toEqual(['lahug']);
    places.send({ type: 'place.select', placeId: fakePlaces[0]!.placeId });
    await waitFor(t.actor, (s) => s.context.values.storeAddress.city === 'Cebu City');
    expect(selectValues(t.actor.getSnapshot()).storeAddress).toMatchObject({
      storeAddress: 'Lahug',
      state: 'Cebu',
      zipcode: '6000',
      latitude: fakePlaces[0]!.lat,
    });
    places.send({ type: 'pin.move', lat: 10.5, lng: 124 });
    await waitFor(t.actor, (s) => s.context.values.storeAddress.latitude === 10.5);
    expect(t.fake.calls.geocodes.at(-1)).toEqual({ latLng: { lat: 10.5, lng: 124 } });
  });

  it('saves at once when the seller moves to another step, so a reload resumes there', async () => {
    const t = start();
    await t.until('welcome');
    t.actor.send({ type: 'onboarding.start' });
    t.field('storeAddress', { ...store, useStoreAddressForPickup: true });
    t.actor.send({ type: 'step.next' });
    // No debounce: the save with the new step is already in flight.
    expect(selectSaveStatus(t.actor.getSnapshot())).toBe('saving');
    await waitFor(t.actor, (s) => selectSaveStatus(s) === 'saved');
    expect(t.fake.server.draft.currentStep).toBe('businessInfo');
  });

  describe('step URLs (decision 013)', () => {
    const complete = {
      currentStep: 'businessInfo' as const,
      storeAddress: { ...store, useStoreAddressForPickup: true },
    };

    it('pushes an entry for each step moved to in the app, and nothing for the page it opened on', async () => {
      const t = start();
      await t.until('welcome');
      expect(t.navigate).not.toHaveBeenCalled();
      t.actor.send({ type: 'onboarding.start' });
      t.field('storeAddress', { ...store, useStoreAddressForPickup: true });
      t.actor.send({ type: 'step.next' });
      t.actor.send({ type: 'step.back' });
      expect(t.navigate.mock.calls).toEqual([
        ['/onboarding/store-address', false],
        ['/onboarding/business-info', false],
        ['/onboarding/store-address', false],
      ]);
      // The router echoes each location back: the machine knows it already and stays.
      t.actor.send({ type: 'route.change', path: '/onboarding/store-address' });
      expect(t.screen()).toBe('storeAddress');
      expect(t.navigate).toHaveBeenCalledTimes(3);
    });

    it('replaces /onboarding with the step a saved draft resumes on', async () => {
      const t = start({ state: { draft: complete } });
      await t.until('businessInfo');
      expect(t.navigate.mock.calls).toEqual([['/onboarding/business-info', true]]);
    });

    it('opens the step a URL names when every step before it is complete, or the seller was on it', async () => {
      const t = start({ path: '/onboarding/store-address/', state: { draft: complete } });
      await t.until('storeAddress');
      // The trailing slash is gone from the URL, in place.
      expect(t.navigate.mock.calls).toEqual([['/onboarding/store-address', true]]);

      const review = start({
        path: '/onboarding/review',
        state: { draft: { ...complete, currentStep: 'review' } },
      });
      await review.until('review');
      expect(review.navigate).not.toHaveBeenCalled();
    });

    it('opens the first incomplete step instead of one further on, replacing the URL that asked', async () => {
      const fresh = start({ path: '/onboarding/documents' });
      await fresh.until('storeAddress');
      expect(fresh.navigate.mock.calls).toEqual([['/onboarding/store-address', true]]);

      // Pickups use the store address: the warehouse is no step of this form.
      const t = start({ path: '/onboarding/warehouse-address', state: { draft: complete } });
      await t.until('businessInfo');
      expect(t.navigate.mock.calls).toEqual([['/onboarding/business-info', true]]);
    });

    it('follows Back and Forward, and answers a Forward to a step no longer reachable in place', async () => {
      const t = start({ state: { draft: complete } });
      await t.until('businessInfo');
      t.actor.send({ type: 'route.change', path: '/onboarding/store-address' });
      expect(t.screen()).toBe('storeAddress');
      t.actor.send({ type: 'route.change', path: '/onboarding' });
      expect(t.screen()).toBe('welcome');
      t.actor.send({ type: 'route.change', path: '/onboarding/store-address' });
      expect(t.screen()).toBe('storeAddress');
      t.field('storeAddress', { city: '' });
      t.actor.send({ type: 'route.change', path: '/onboarding/business-info' });
      expect(t.screen()).toBe('storeAddress');
      expect(t.navigate.mock.calls.slice(1)).toEqual([['/onboarding/store-address', true]]);
      // The step moved to by Back or Forward is saved, so a reload opens it.
      await waitFor(t.actor, (snapshot) => selectSaveStatus(snapshot) === 'saved');
      expect(t.fake.server.draft.currentStep).toBe('storeAddress');
    });

    it('opens the newest URL asked for while the form was loading', async () => {
      const t = start({ state: { draft: complete }, latencyMs: 20 });
      t.actor.send({ type: 'route.change', path: '/onboarding/store-address' });
      await t.until('storeAddress');
      expect(t.navigate).not.toHaveBeenCalled();
    });
  });
});
