// Place search for one address section (spec §2 address pickers, §5 'Map search ignores blank queries'):
// debounced autocomplete, then geocoding of the chosen place or of the moved map pin; the found place is
// handed to the onboarding machine as 'address.place'.
import type { PlaceDetails, PlacePrediction } from '#schemas/maps';
import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate';
import { outputOf } from '../shared/actor-events.ts';
import type { AddressSection } from './context.ts';

export const FETCH_PLACES_FAILED = 'Error fetching places';
export const NO_PLACES_FOUND = 'No places found';
export const GEOCODE_FAILED = 'Error geocoding places';
export const PLACE_DETAILS_FAILED = 'Failed to fetch place details';

export type GeocodeRequest = { placeId: string } | { latLng: { lat: number; lng: number } };

export type PlaceSearchEvent =
  | { type: 'query.change'; query: string }
  | { type: 'place.select'; placeId: string }
  | { type: 'pin.move'; lat: number; lng: number };

export interface PlaceSearchContext {
  section: AddressSection;
  query: string;
  predictions: PlacePrediction[];
  error: string | null;
}

const notProvided = (name: string) => () => {
  throw new Error(`placeSearch: "${name}" was not provided; use placeSearchMachine.provide()`);
};

export const placeSearchMachine = setup({
  types: {} as {
    context: PlaceSearchContext;
    events: PlaceSearchEvent;
    input: { section: AddressSection };
  },
  actors: {
    autocomplete: fromPromise<PlacePrediction[], { query: string }>(notProvided('autocomplete')),
    geocode: fromPromise<PlaceDetails, GeocodeRequest>(notProvided('geocode')),
  },
  delays: { searchDelay: 250 },
  guards: {
    isBlank: ({ event }) => event.type === 'query.change' && event.query.trim() === '',
  },
  actions: {
    setQuery: assign({
      query: ({ event }) => {
        assertEvent(event, 'query.change');
        return event.query;
      },
    }),
    clearResults: assign({ predictions: [], error: null }),
    setPredictions: assign({ predictions: ({ event }) => outputOf<PlacePrediction[]>(event), error: null }),
    clearPredictions: assign({ predictions: [] }),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    /** Hands the geocoded place to the onboarding machine, which writes it into the address. */
    reportPlace: sendParent(({ context, event }) => ({
      type: 'address.place',
      section: context.section,
      place: outputOf<PlaceDetails>(event),
    })),
  },
}).createMachine({
  id: 'placeSearch',
  description:
    'Finding a place for one address: suggestions while the seller types, then the place chosen or under the moved pin.',
  context: ({ input }) => ({ section: input.section, query: '', predictions: [], error: null }),
  initial: 'idle',
  on: {
    'query.change': [
      { guard: 'isBlank', target: '.idle', actions: ['setQuery', 'clearResults'] },
      { target: '.debouncing', actions: 'setQuery', reenter: true },
    ],
    'place.select': { target: '.geocoding', actions: 'clearResults' },
    'pin.move': { target: '.locating' },
  },
  states: {
    idle: {
      description: 'Nothing to search for: the query is blank, or a place was just found.',
    },
    debouncing: {
      description: 'The seller is typing: the search waits for a pause.',
      after: { searchDelay: 'searching' },
    },
    searching: {
      description: 'The suggestions for the query are on their way.',
      tags: 'busy',
      invoke: {
        src: 'autocomplete',
        input: ({ context }) => ({ query: context.query.trim() }),
        onDone: { target: 'results', actions: 'setPredictions' },
        onError: {
          target: 'failed',
          actions: ['clearPredictions', { type: 'setError', params: { message: FETCH_PLACES_FAILED } }],
        },
      },
    },
    results: {
      description: 'The suggestions are listed for the seller to choose from.',
    },
    geocoding: {
      description: 'The chosen suggestion is being turned into an address and a pin.',
      tags: 'busy',
      // Choosing a place writes its text into the input: that is not a new search.
      on: { 'query.change': { actions: 'setQuery' } },
      invoke: {
        src: 'geocode',
        input: ({ event }) => ({ placeId: event.type === 'place.select' ? event.placeId : '' }),
        onDone: { target: 'idle', actions: 'reportPlace' },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: { message: PLACE_DETAILS_FAILED } },
        },
      },
    },
    locating: {
      description: 'The moved pin is being turned into an address.',
      tags: 'busy',
      on: { 'query.change': { actions: 'setQuery' } },
      invoke: {
        src: 'geocode',
        input: ({ event }) => ({
          latLng: event.type === 'pin.move' ? { lat: event.lat, lng: event.lng } : { lat: 0, lng: 0 },
        }),
        onDone: { target: 'idle', actions: 'reportPlace' },
        onError: { target: 'failed', actions: { type: 'setError', params: { message: GEOCODE_FAILED } } },
      },
    },
    failed: {
      description: 'The search or the geocoding failed; the error shows until the seller tries again.',
    },
  },
});

export type PlaceSearchMachine = typeof placeSearchMachine;
