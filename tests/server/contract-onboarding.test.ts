// The in-memory onboarding and maps services (tests/services/onboarding.ts) against the real /api/seller
// onboarding and /api/maps routes: the same scenarios, the same answers.
import { expect } from 'vitest';
import { autocompleteResponseSchema, geocodeResponseSchema } from '#schemas/maps';
import {
  documentKinds,
  documentMaxBytes,
  documentRefusedTypeMessage,
  documentRequiredMessage,
  documentResponseSchema,
  documentTooLargeMessage,
  draftSavedResponseSchema,
  onboardingStateResponseSchema,
  type OnboardingDraft,
} from '#schemas/onboarding';
import { sellerProfileSchema } from '#schemas/seller';
import { createAdminSellersService } from '../../src/services/admin-sellers.ts';
import { createMapsService, type MapsService } from '../../src/services/maps.ts';
import { createOnboardingService, type OnboardingService } from '../../src/services/onboarding.ts';
import {
  contract,
  documentFile,
  expectRefusal,
  parsed,
  startServerWorld,
  type World,
} from '../helpers/contract.ts';
import { validSubmission } from '../helpers/sample-onboarding.ts';
import { createFakeOnboarding, fakePlaces, placePrediction } from '../services/onboarding.ts';

type OnboardingWorld = World & {
  /** A verified seller's onboarding, not yet submitted. */
  onboarding: OnboardingService;
  maps: MapsService;
  /** The admin rejects the seller's submission. */
  reject(reason: string): Promise<void>;
};

const stateOf = onboardingStateResponseSchema.shape.data;
const savedOf = draftSavedResponseSchema.shape.data;
const documentOf = documentResponseSchema.shape.data;
const placesOf = autocompleteResponseSchema.shape.data;
const placeOf = geocodeResponseSchema.shape.data;
const ignoreProgress = () => undefined;

const scenario = contract<OnboardingWorld>({
  'the test service': async () => {
    const fake = createFakeOnboarding();
    return {
      onboarding: fake.service,
      maps: fake.maps,
      reject: async (reason) => {
        fake.server.approvalStatus = 2;
        fake.server.rejectionReason = reason;
      },
      close: async () => undefined,
    };
  },
  'the real routes': async () => {
    const server = await startServerWorld();
    const seller = await server.newSeller();
    const admin = createAdminSellersService(server.admin);
    return {
      onboarding: createOnboardingService(seller.http),
      maps: createMapsService(seller.http),
      reject: async (reason) => {
        const { sellers } = await admin.listSellers({ status: 'pending', cursor: null });
        await admin.rejectSeller(sellers.find((summary) => summary.email === seller.email)!.id, reason);
      },
      close: server.close,
    };
  },
});

const uploadAll = async (onboarding: OnboardingService) => {
  for (const kind of documentKinds) await onboarding.uploadDocument(kind, documentFile(kind), ignoreProgress);
};

scenario('a new seller starts with an empty draft, no documents and no status', async (world) => {
  expect(await parsed(stateOf, world.onboarding.getOnboarding())).toEqual({
    draft: {},
    documents: Object.fromEntries(documentKinds.map((kind) => [kind, null])),
    approvalStatus: null,
    rejectionReason: null,
    submittedAt: null,
  });
});

scenario(
  'saves the draft merged into the saved one: sections field by field, officers replaced',
  async (world) => {
    const first: OnboardingDraft = {
      currentStep: 'storeAddress',
      storeAddress: { storeAddress: '12 Gorordo Ave', city: 'Cebu City' },
      officers: [{ name: 'Ana Reyes', email: 'ana@tindahan.ph', contact: '09171234567' }],
    };
    const saved = await parsed(savedOf, world.onboarding.saveDraft(first));
    expect(Number.isNaN(Date.parse(saved.savedAt))).toBe(false);
    await world.onboarding.saveDraft({
      currentStep: 'businessInfo',
      storeAddress: { zipcode: '6000' },
      businessInfo: { businessName: 'Tindahan ni Ana' },
      officers: [{ name: 'Ben Cruz', email: 'ben@tindahan.ph', contact: '09181234567' }],
    });
    const { draft } = await parsed(stateOf, world.onboarding.getOnboarding());
    expect(draft).toEqual({
      currentStep: 'businessInfo',
      storeAddress: { storeAddress: '12 Gorordo Ave', city: 'Cebu City', zipcode: '6000' },
      businessInfo: { businessName: 'Tindahan ni Ana' },
      officers: [{ name: 'Ben Cruz', email: 'ben@tindahan.ph', contact: '09181234567' }],
    });
  },
);

scenario('keeps an uploaded document and tells what it stored', async (world) => {
  const file = documentFile('secCertificate');
  const info = await parsed(
    documentOf,
    world.onboarding.uploadDocument('secCertificate', file, ignoreProgress),
  );
  expect(info).toMatchObject({
    kind: 'secCertificate',
    fileName: file.name,
    contentType: 'application/pdf',
    size: file.size,
  });
  const { documents } = await parsed(stateOf, world.onboarding.getOnboarding());
  expect(documents.secCertificate).toEqual(info);
});

scenario('refuses a file of another type (415) and one over 10 MB (413), keeping nothing', async (world) => {
  const program = new File(
    [new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, ...new Array(64).fill(1)])],
    'id.exe',
    {
      type: 'application/x-executable',
    },
  );
  await expectRefusal(world.onboarding.uploadDocument('primaryId', program, ignoreProgress), {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: documentRefusedTypeMessage,
    fields: { file: documentRefusedTypeMessage },
  });
  const pdf = new Uint8Array(await documentFile('tinId').arrayBuffer());
  const huge = new File([pdf, new Uint8Array(documentMaxBytes)], 'tin.pdf', { type: 'application/pdf' });
  await expectRefusal(world.onboarding.uploadDocument('tinId', huge, ignoreProgress), {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: documentTooLargeMessage,
    fields: { file: documentTooLargeMessage },
  });
  const { documents } = await parsed(stateOf, world.onboarding.getOnboarding());
  expect(documents.primaryId).toBeNull();
  expect(documents.tinId).toBeNull();
});

scenario('refuses a submission while documents are missing, naming each one', async (world) => {
  await world.onboarding.uploadDocument('primaryId', documentFile('primaryId'), ignoreProgress);
  const missing = documentKinds.filter((kind) => kind !== 'primaryId');
  await expectRefusal(world.onboarding.submitOnboarding('onboard', validSubmission()), {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: documentRequiredMessage(missing[0]!),
    fields: Object.fromEntries(missing.map((kind) => [kind, documentRequiredMessage(kind)])),
  });
  expect((await parsed(stateOf, world.onboarding.getOnboarding())).approvalStatus).toBeNull();
});

scenario('a submission is Pending and closed to edits until the admin rejects it', async (world) => {
  await uploadAll(world.onboarding);
  const profile = await parsed(
    sellerProfileSchema,
    world.onboarding.submitOnboarding('onboard', validSubmission()),
  );
  expect(profile).toMatchObject({ hasOnboarded: true, approvalStatus: 0 });
  const pending = await parsed(stateOf, world.onboarding.getOnboarding());
  expect(pending).toMatchObject({ approvalStatus: 0, rejectionReason: null });
  expect(pending.submittedAt).not.toBeNull();

  const closed = {
    status: 409,
    code: 'CONFLICT',
    message:
      'Your onboarding details were submitted and cannot be changed now. They can be edited again only if the admin does not approve them.',
  };
  await expectRefusal(world.onboarding.saveDraft({ currentStep: 'review' }), closed);
  await expectRefusal(
    world.onboarding.uploadDocument('tinId', documentFile('tinId'), ignoreProgress),
    closed,
  );
  await expectRefusal(world.onboarding.submitOnboarding('onboard', validSubmission()), {
    status: 409,
    code: 'CONFLICT',
    message: 'Your onboarding was already submitted.',
  });
  await expectRefusal(world.onboarding.submitOnboarding('resubmit', validSubmission()), {
    status: 409,
    code: 'CONFLICT',
    message: 'Only an application the admin did not approve can be resubmitted.',
  });

  await world.reject('The Primary ID is blurry.');
  const rejected = await parsed(stateOf, world.onboarding.getOnboarding());
  expect(rejected).toMatchObject({ approvalStatus: 2, rejectionReason: 'The Primary ID is blurry.' });
  await parsed(savedOf, world.onboarding.saveDraft({ currentStep: 'review' }));
  const again = await parsed(
    sellerProfileSchema,
    world.onboarding.submitOnboarding('resubmit', validSubmission()),
  );
  expect(again).toMatchObject({ hasOnboarded: true, approvalStatus: 0 });
  expect(await parsed(stateOf, world.onboarding.getOnboarding())).toMatchObject({
    approvalStatus: 0,
    rejectionReason: null,
  });
});

scenario('finds each place the test service knows, with the same details', async (world) => {
  expect(await world.maps.autocompletePlaces('   ')).toEqual([]);
  for (const place of fakePlaces) {
    const predictions = await parsed(
      placesOf,
      world.maps.autocompletePlaces(`${place.barangay} ${place.city}`),
    );
    expect(predictions).toContainEqual(placePrediction(place));
    expect(await parsed(placeOf, world.maps.geocodePlace({ placeId: place.placeId }))).toEqual(place);
  }
  await expectRefusal(world.maps.geocodePlace({ placeId: 'psgc:0000000000' }), {
    status: 404,
    code: 'NOT_FOUND',
    message: 'Failed to fetch place details',
  });
});
