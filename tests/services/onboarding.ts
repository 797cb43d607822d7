// The in-memory onboarding and maps services, for stories and tests: the draft saves and reloads like the
// server's, uploads report progress and are refused as the server refuses them, and each call can be made
// to fail; held to the real routes by tests/server/contract-onboarding.test.ts.
import type { PlaceDetails, PlacePrediction } from '#schemas/maps';
import {
  documentContentTypes,
  documentKinds,
  documentMaxBytes,
  documentRefusedMessage,
  documentRequiredMessage,
  documentTooLargeMessage,
  type DocumentInfo,
  type DocumentKind,
  type OnboardingDraft,
  type OnboardingState,
} from '#schemas/onboarding';
import { FailureError } from '#machines/shared/failure.ts';
import { onboardingActors } from '../../src/app/onboarding.ts';
import type { GeocodeQuery, MapsService } from '../../src/services/maps.ts';
import type { OnboardingService } from '../../src/services/onboarding.ts';

export type UploadOutcome = 'ok' | 'tooLarge' | 'refusedType' | 'serverError' | 'hold';

const notEditableMessage =
  'Your onboarding details were submitted and cannot be changed now. They can be edited again only if the admin does not approve them.';

/** The server's merge of a saved draft: object sections merge field by field; officers and the step replace. */
const mergeDraft = (saved: OnboardingDraft, update: OnboardingDraft): OnboardingDraft => ({
  ...saved,
  ...(update.currentStep !== undefined && { currentStep: update.currentStep }),
  ...(update.storeAddress && { storeAddress: { ...saved.storeAddress, ...update.storeAddress } }),
  ...(update.warehouseAddress && {
    warehouseAddress: { ...saved.warehouseAddress, ...update.warehouseAddress },
  }),
  ...(update.businessInfo && { businessInfo: { ...saved.businessInfo, ...update.businessInfo } }),
  ...(update.officers && { officers: update.officers }),
  ...(update.agreement && { agreement: { ...saved.agreement, ...update.agreement } }),
});

export type FakeOnboardingOptions = {
  state?: Partial<OnboardingState>;
  fail?: { load?: boolean; save?: boolean; submit?: boolean; autocomplete?: boolean; geocode?: boolean };
  /**
   * How each kind's upload ends, whatever the file; by default the file decides, as on the server (a type
   * other than PDF, JPEG, PNG or WebP is refused, then anything over 10 MB). 'hold' stays at half
   * progress until stopped (the uploading state).
   */
  upload?: Partial<Record<DocumentKind, UploadOutcome>> | UploadOutcome;
  /** Answer after this many milliseconds; 'never' keeps the load pending. */
  latencyMs?: number | 'never';
};

/** Places exactly as the server's offline gazetteer answers them (checked by the contract test). */
export const fakePlaces: PlaceDetails[] = [
  {
    placeId: 'psgc:0730600041',
    street: '',
    barangay: 'Lahug',
    city: 'Cebu City',
    state: 'Cebu',
    zipCode: '6000',
    lat: 10.3167,
    lng: 123.8907,
    approx: true,
    provider: 'offline-psgc',
  },
  {
    placeId: 'psgc:1380300020',
    street: '',
    barangay: 'Poblacion',
    city: 'Makati City',
    state: 'Metro Manila',
    zipCode: '1210',
    lat: 14.5503,
    lng: 121.0327,
    approx: true,
    provider: 'offline-psgc',
  },
];

export const placePrediction = (place: PlaceDetails): PlacePrediction => ({
  placeId: place.placeId,
  description: `${place.barangay}, ${place.city}, ${place.state} ${place.zipCode}`,
  mainText: place.barangay,
  secondaryText: `${place.city}, ${place.state} ${place.zipCode}`,
});

const codes: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

const httpError = (status: number, message: string, fields?: Record<string, string>) =>
  new FailureError({ kind: 'http', status, code: codes[status] ?? 'INTERNAL_ERROR', message, fields });

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
    submissions: [] as { mode: 'onboard' | 'resubmit'; data: Record<string, unknown> }[],
    searches: [] as string[],
    geocodes: [] as GeocodeQuery[],
  };
  const wait = () =>
    new Promise<void>((resolve) => {
      if (options.latencyMs === 'never') return;
      setTimeout(resolve, options.latencyMs ?? 0);
    });
  const outcomeOf = (kind: DocumentKind, file: File): UploadOutcome =>
    (typeof options.upload === 'string' ? options.upload : options.upload?.[kind]) ??
    (!(documentContentTypes as readonly string[]).includes(file.type)
      ? 'refusedType'
      : file.size > documentMaxBytes
        ? 'tooLarge'
        : 'ok');
  // As on the server: once submitted, the details are closed until the admin rejects them.
  const refuseEdits = () => {
    if (server.approvalStatus === 0 || server.approvalStatus === 1) throw httpError(409, notEditableMessage);
  };

  const service: OnboardingService = {
    getOnboarding: async () => {
      await wait();
      if (fail.load) throw httpError(500, 'Something went wrong on our side.');
      return structuredClone(server);
    },
    saveDraft: async (draft) => {
      calls.saves.push(draft);
      if (fail.save) throw new FailureError({ kind: 'network', message: 'offline' });
      refuseEdits();
      server.draft = mergeDraft(server.draft, structuredClone(draft));
      return { savedAt: new Date().toISOString() };
    },
    uploadDocument: (kind, file, onProgress, signal) =>
      new Promise<DocumentInfo>((resolve, reject) => {
        calls.uploads.push(kind);
        const outcome = outcomeOf(kind, file);
        onProgress({ loaded: Math.round(file.size / 2), total: file.size });
        if (outcome === 'hold') {
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
          return;
        }
        setTimeout(() => {
          if (outcome === 'refusedType')
            return reject(
              httpError(415, documentRefusedMessage(file.name), { file: documentRefusedMessage(file.name) }),
            );
          if (outcome === 'tooLarge')
            return reject(httpError(413, documentTooLargeMessage, { file: documentTooLargeMessage }));
          if (outcome === 'serverError') return reject(httpError(500, 'Something went wrong on our side.'));
          try {
            refuseEdits();
          } catch (error) {
            return reject(error as Error);
          }
          const info: DocumentInfo = {
            kind,
            fileName: file.name,
            contentType: (documentContentTypes as readonly string[]).includes(file.type)
              ? (file.type as DocumentInfo['contentType'])
              : 'application/pdf',
            size: file.size,
            uploadedAt: new Date().toISOString(),
          };
          server.documents[kind] = info;
          onProgress({ loaded: file.size, total: file.size });
          resolve(info);
        }, 0);
      }),
    submitOnboarding: async (mode, data) => {
      calls.submissions.push({ mode, data });
      await wait();
      if (mode === 'onboard' && server.approvalStatus !== null)
        throw httpError(409, 'Your onboarding was already submitted.');
      if (mode === 'resubmit' && server.approvalStatus !== 2)
        throw httpError(409, 'Only an application the admin did not approve can be resubmitted.');
      const missing = fail.submit
        ? ['primaryId' as const]
        : documentKinds.filter((kind) => !server.documents[kind]);
      if (missing.length > 0)
        throw httpError(
          400,
          documentRequiredMessage(missing[0]!),
          Object.fromEntries(missing.map((kind) => [kind, documentRequiredMessage(kind)])),
        );
      server.approvalStatus = 0;
      server.rejectionReason = null;
      server.submittedAt = new Date().toISOString();
      return {
        email: 'ana@tindahan.ph',
        sellerName: 'Ana Reyes',
        spStoreName: 'Tindahan ni Ana',
        isVerified: true,
        hasOnboarded: true,
        approvalStatus: 0,
      };
    },
  };

  const maps: MapsService = {
    autocompletePlaces: async (query) => {
      calls.searches.push(query);
      if (fail.autocomplete) throw httpError(500, 'Error fetching places');
      const words = query.toLowerCase();
      return fakePlaces
        .filter((place) => `${place.barangay} ${place.city} ${place.state}`.toLowerCase().includes(words))
        .map(placePrediction);
    },
    geocodePlace: async (place) => {
      calls.geocodes.push(place);
      if (fail.geocode) throw httpError(500, 'Error geocoding places');
      if ('placeId' in place) {
        const found = fakePlaces.find((candidate) => candidate.placeId === place.placeId);
        if (!found) throw httpError(404, 'Failed to fetch place details');
        return found;
      }
      return { ...fakePlaces[0]!, lat: place.latLng.lat, lng: place.latLng.lng, approx: true };
    },
  };

  const actors = onboardingActors(service, maps);
  return {
    service,
    maps,
    // Tests and stories search without the debounce; the app (createAppLogic) keeps it.
    actors: { ...actors, placeSearch: actors.placeSearch.provide({ delays: { searchDelay: 0 } }) },
    calls,
    server,
  };
}

export type FakeOnboarding = ReturnType<typeof createFakeOnboarding>;
