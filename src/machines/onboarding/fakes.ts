// An in-memory stand-in for the onboarding and maps APIs, for stories and tests: the draft merges and
// reloads like the server's, uploads report progress, and each call can be made to fail.
import type { PlaceDetails, PlacePrediction } from '#schemas/maps';
import {
  documentKinds,
  documentRefusedTypeMessage,
  documentTooLargeMessage,
  type DocumentInfo,
  type DocumentKind,
  type OnboardingDraft,
  type OnboardingState,
} from '#schemas/onboarding';
import type { SellerProfile } from '#schemas/seller';
import { fromPromise } from 'xstate';
import { FailureError } from '../shared/failure.ts';
import { uploadActor } from './actors.ts';
import type { SaveDraftRequest, SubmitRequest } from './machine.ts';
import { placeSearchMachine, type GeocodeRequest } from './place-search.ts';

export type UploadOutcome = 'ok' | 'tooLarge' | 'refusedType' | 'serverError' | 'hold';

export type FakeOnboardingOptions = {
  state?: Partial<OnboardingState>;
  fail?: { load?: boolean; save?: boolean; submit?: boolean; autocomplete?: boolean; geocode?: boolean };
  /** How each kind's upload ends; 'hold' stays at half progress until stopped (the uploading state). */
  upload?: Partial<Record<DocumentKind, UploadOutcome>> | UploadOutcome;
  /** Answer after this many milliseconds; 'never' keeps the load pending. */
  latencyMs?: number | 'never';
};

export const fakePlaces: PlaceDetails[] = [
  {
    placeId: 'psgc:0722217000',
    street: '',
    barangay: 'Lahug',
    city: 'Cebu City',
    state: 'Cebu',
    zipCode: '6000',
    lat: 10.3317,
    lng: 123.9003,
    approx: false,
    provider: 'offline-psgc',
  },
  {
    placeId: 'psgc:1380600000',
    street: '',
    barangay: 'Poblacion',
    city: 'Makati',
    state: 'Metro Manila',
    zipCode: '1210',
    lat: 14.5547,
    lng: 121.0244,
    approx: false,
    provider: 'offline-psgc',
  },
];

const prediction = (place: PlaceDetails): PlacePrediction => ({
  placeId: place.placeId,
  description: `${place.barangay}, ${place.city}, ${place.state} ${place.zipCode}`,
  mainText: place.barangay,
  secondaryText: `${place.city}, ${place.state}`,
});

const httpError = (status: number, message: string) =>
  new FailureError({
    kind: 'http',
    status,
    code: status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED',
    message,
  });

const emptyDocuments = () =>
  Object.fromEntries(documentKinds.map((kind) => [kind, null])) as OnboardingState['documents'];

export function createFakeOnboarding(options: FakeOnboardingOptions = {}) {
  const fail = options.fail ?? {};
  const server: OnboardingState = {
    draft: {},
    documents: emptyDocuments(),
    approvalStatus: null,
    rejectionReason: null,
    submittedAt: null,
    ...options.state,
  };
  const calls = {
    saves: [] as OnboardingDraft[],
    uploads: [] as DocumentKind[],
    submissions: [] as SubmitRequest[],
    searches: [] as string[],
    geocodes: [] as GeocodeRequest[],
  };
  const wait = () =>
    new Promise<void>((resolve) => {
      if (options.latencyMs === 'never') return;
      setTimeout(resolve, options.latencyMs ?? 0);
    });
  const outcomeOf = (kind: DocumentKind): UploadOutcome =>
    typeof options.upload === 'string' ? options.upload : (options.upload?.[kind] ?? 'ok');

  const actors = {
    loadOnboarding: fromPromise<OnboardingState>(async () => {
      await wait();
      if (fail.load) throw httpError(500, 'Something went wrong on our side.');
      return structuredClone(server);
    }),
    saveDraft: fromPromise<{ savedAt: string }, SaveDraftRequest>(async ({ input }) => {
      calls.saves.push(input.draft);
      if (fail.save) throw new FailureError({ kind: 'network', message: 'offline' });
      server.draft = structuredClone(input.draft);
      return { savedAt: new Date().toISOString() };
    }),
    uploadDocument: uploadActor(
      ({ kind, file }, onProgress, signal) =>
        new Promise<DocumentInfo>((resolve, reject) => {
          calls.uploads.push(kind);
          const outcome = outcomeOf(kind);
          onProgress({ loaded: Math.round(file.size / 2), total: file.size });
          if (outcome === 'hold') {
            signal.addEventListener('abort', () => reject(new Error('aborted')));
            return;
          }
          setTimeout(() => {
            if (outcome === 'tooLarge') return reject(httpError(413, documentTooLargeMessage));
            if (outcome === 'refusedType') return reject(httpError(415, documentRefusedTypeMessage));
            if (outcome === 'serverError') return reject(httpError(500, 'Something went wrong on our side.'));
            const info: DocumentInfo = {
              kind,
              fileName: file.name,
              contentType: 'application/pdf',
              size: file.size,
              uploadedAt: new Date().toISOString(),
            };
            server.documents[kind] = info;
            onProgress({ loaded: file.size, total: file.size });
            resolve(info);
          }, 0);
        }),
    ),
    submit: fromPromise<SellerProfile, SubmitRequest>(async ({ input }) => {
      calls.submissions.push(input);
      await wait();
      if (fail.submit) throw httpError(400, 'Primary ID is required');
      server.approvalStatus = 0;
      server.submittedAt = new Date().toISOString();
      return {
        email: 'ana@tindahan.ph',
        sellerName: 'Ana Reyes',
        spStoreName: 'Tindahan ni Ana',
        isVerified: true,
        hasOnboarded: true,
        approvalStatus: 0,
      };
    }),
    placeSearch: placeSearchMachine.provide({
      actors: {
        autocomplete: fromPromise<PlacePrediction[], { query: string }>(async ({ input }) => {
          calls.searches.push(input.query);
          if (fail.autocomplete) throw httpError(500, 'Error fetching places');
          const query = input.query.toLowerCase();
          return fakePlaces
            .filter((place) => `${place.barangay} ${place.city} ${place.state}`.toLowerCase().includes(query))
            .map(prediction);
        }),
        geocode: fromPromise<PlaceDetails, GeocodeRequest>(async ({ input }) => {
          calls.geocodes.push(input);
          if (fail.geocode) throw httpError(500, 'Error geocoding places');
          if ('placeId' in input) {
            const place = fakePlaces.find((candidate) => candidate.placeId === input.placeId);
            if (!place) throw httpError(404, 'Failed to fetch place details');
            return place;
          }
          return { ...fakePlaces[0]!, lat: input.latLng.lat, lng: input.latLng.lng, approx: true };
        }),
      },
      delays: { searchDelay: 0 },
    }),
  };
  return { actors, calls, server };
}
export type FakeOnboarding = ReturnType<typeof createFakeOnboarding>;
