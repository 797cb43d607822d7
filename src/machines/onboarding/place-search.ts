// Place search for one address section (spec §2 address pickers, §5 'Map search ignores blank queries'):
// debounced autocomplete, then geocoding of the chosen place or of the moved map pin; the found place is
// handed to the onboarding machine as 'address.place'.
import type { PlaceDetails, PlacePrediction } from '#schemas/maps';
import { assign, fromPromise, sendParent, setup } from 'xstate';
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
    setQuery: assign(({ event }) => (event.type === 'query.change' ? { query: event.query } : {})),
    clearResults: assign({ predictions: [], error: null }),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
  },
}).createMachine({
  id: 'placeSearch',
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
    idle: {},
    debouncing: { after: { searchDelay: 'searching' } },
    searching: {
      tags: 'busy',
      invoke: {
        src: 'autocomplete',
        input: ({ context }) => ({ query: context.query.trim() }),
        onDone: {
          target: 'results',
          actions: assign({ predictions: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ predictions: [] }),
            { type: 'setError', params: { message: FETCH_PLACES_FAILED } },
          ],
        },
      },
    },
    results: {},
    geocoding: {
      tags: 'busy',
      // Choosing a place writes its text into the input: that is not a new search.
      on: { 'query.change': { actions: 'setQuery' } },
      invoke: {
        src: 'geocode',
        input: ({ event }) => ({ placeId: event.type === 'place.select' ? event.placeId : '' }),
        onDone: {
          target: 'idle',
          actions: sendParent(({ context, event }) => ({
            type: 'address.place',
            section: context.section,
            place: event.output,
          })),
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: { message: PLACE_DETAILS_FAILED } },
        },
      },
    },
    locating: {
      tags: 'busy',
      on: { 'query.change': { actions: 'setQuery' } },
      invoke: {
        src: 'geocode',
        input: ({ event }) => ({
          latLng: event.type === 'pin.move' ? { lat: event.lat, lng: event.lng } : { lat: 0, lng: 0 },
        }),
        onDone: {
          target: 'idle',
          actions: sendParent(({ context, event }) => ({
            type: 'address.place',
            section: context.section,
            place: event.output,
          })),
        },
        onError: { target: 'failed', actions: { type: 'setError', params: { message: GEOCODE_FAILED } } },
      },
    },
    failed: {},
  },
});

export type PlaceSearchMachine = typeof placeSearchMachine;
