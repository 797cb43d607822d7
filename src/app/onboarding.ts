// The onboarding machine joined to the onboarding and maps services, the session and the router.
import { fromCallback, fromPromise, waitFor, type ActorRefFrom, type EventObject } from 'xstate';
import type { PlaceDetails, PlacePrediction } from '../schemas/maps.ts';
import type { OnboardingState } from '../schemas/onboarding.ts';
import type { SellerProfile } from '../schemas/seller.ts';
import { UPLOAD_FALLBACK } from '../machines/onboarding/failure.ts';
import {
  onboardingMachine,
  type SaveDraftRequest,
  type SubmitRequest,
  type UploadRequest,
} from '../machines/onboarding/machine.ts';
import { placeSearchMachine, type GeocodeRequest } from '../machines/onboarding/place-search.ts';
import type { SessionMachine } from '../machines/session/machine.ts';
import { toFailure } from '../machines/shared/failure.ts';
import type { MapsService } from '../services/maps.ts';
import type { OnboardingService } from '../services/onboarding.ts';
import type { Navigate } from './logic.ts';

/** The machine's `uploadDocument`: progress and the outcome as events; stopping the actor aborts the upload. */
const uploadActor = (service: OnboardingService) =>
  fromCallback<EventObject, UploadRequest>(({ input, sendBack }) => {
    const controller = new AbortController();
    const { kind, file } = input;
    service
      .uploadDocument(
        kind,
        file,
        ({ loaded, total }) => sendBack({ type: 'document.progress', kind, loaded, total }),
        controller.signal,
      )
      .then(
        (info) => sendBack({ type: 'document.uploaded', kind, info }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            sendBack({ type: 'document.failed', kind, failure: toFailure(error, UPLOAD_FALLBACK) });
        },
      );
    return () => controller.abort();
  });

/** The machine's actors over an onboarding and a maps service, real or in-memory. */
export const onboardingActors = (onboarding: OnboardingService, maps: MapsService) => ({
  loadOnboarding: fromPromise<OnboardingState>(() => onboarding.getOnboarding()),
  saveDraft: fromPromise<{ savedAt: string }, SaveDraftRequest>(({ input }) =>
    onboarding.saveDraft(input.draft),
  ),
  uploadDocument: uploadActor(onboarding),
  submit: fromPromise<SellerProfile, SubmitRequest>(({ input }) =>
    onboarding.submitOnboarding(input.mode, input.data),
  ),
  placeSearch: placeSearchMachine.provide({
    actors: {
      autocomplete: fromPromise<PlacePrediction[], { query: string }>(({ input, signal }) =>
        maps.autocompletePlaces(input.query, signal),
      ),
      geocode: fromPromise<PlaceDetails, GeocodeRequest>(({ input, signal }) =>
        maps.geocodePlace(input, signal),
      ),
    },
  }),
});

/**
 * The machine's `finish`: refresh the session, then go to /dashboard. The session must hold the onboarded
 * profile first, or its redirect would send the seller back to /onboarding; a refresh that fails ends the
 * session, which redirects by itself.
 */
export const finishOnboarding = (session: ActorRefFrom<SessionMachine>, navigate: (to: string) => void) => {
  session.send({ type: 'session.refresh' });
  void waitFor(session, (snapshot) => snapshot.matches({ seller: { signedIn: 'ready' } })).then(
    () => navigate('/dashboard'),
    () => undefined,
  );
};

export const provideOnboarding = (
  services: { onboarding: OnboardingService; maps: MapsService },
  session: ActorRefFrom<SessionMachine>,
  navigate: Navigate,
) =>
  onboardingMachine.provide({
    actors: onboardingActors(services.onboarding, services.maps),
    actions: {
      navigate: (_, { to, replace }) => navigate(to, { replace }),
      finish: () => finishOnboarding(session, navigate),
    },
  });
