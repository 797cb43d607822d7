// The onboarding machine joined to the onboarding and maps APIs, the session and the router.
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { PlaceDetails, PlacePrediction } from '../schemas/maps.ts';
import type { OnboardingState } from '../schemas/onboarding.ts';
import { finishOnboarding, uploadActor } from '../machines/onboarding/actors.ts';
import {
  onboardingMachine,
  type SaveDraftRequest,
  type SubmitRequest,
} from '../machines/onboarding/machine.ts';
import { placeSearchMachine, type GeocodeRequest } from '../machines/onboarding/place-search.ts';
import type { SessionMachine } from '../machines/session/machine.ts';
import * as maps from '../services/maps.ts';
import * as onboarding from '../services/onboarding.ts';

export const provideOnboarding = (session: ActorRefFrom<SessionMachine>, navigate: (to: string) => void) =>
  onboardingMachine.provide({
    actors: {
      loadOnboarding: fromPromise<OnboardingState>(() => onboarding.getOnboarding()),
      saveDraft: fromPromise<{ savedAt: string }, SaveDraftRequest>(({ input }) =>
        onboarding.saveDraft(input.draft),
      ),
      uploadDocument: uploadActor(({ kind, file }, onProgress, signal) =>
        onboarding.uploadDocument(kind, file, onProgress, signal),
      ),
      submit: fromPromise(({ input }: { input: SubmitRequest }) =>
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
    },
    actions: {
      finish: () => finishOnboarding(session, navigate),
    },
  });
