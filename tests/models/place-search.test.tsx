// Model-based test of the place search (spec §2 address pickers, §5 'Map search ignores blank queries')
// through the real store-address step: typing a query, choosing a suggestion, moving the map pin, and the
// maps service answering or failing when the model says so. At every model state the screen AND the
// production place-search machine (the onboarding machine's child) are checked.
import { createTestModel } from '@xstate/graph';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPromise, setup, type EventFrom, type SnapshotFrom } from 'xstate';
import type { PlaceDetails, PlacePrediction } from '#schemas/maps';
import { placeSearchMachine, type GeocodeRequest } from '#machines/onboarding/place-search.ts';
import { FailureError } from '#machines/shared/failure.ts';
import { fakePlaces, placePrediction } from '../services/onboarding.ts';
import { transitionPaths, waitingServer } from './model-support.ts';
import { onboardingHarness, slow, type OnboardingHarness } from './onboarding-support.tsx';

const searchBehaviour = setup({
  types: {} as {
    events:
      | { type: 'TYPE_QUERY' }
      | { type: 'TYPE_BLANK' }
      | { type: 'MOVE_PIN' }
      | { type: 'CHOOSE' }
      | { type: 'SERVER_FINDS' }
      | { type: 'SERVER_FINDS_NOTHING' }
      | { type: 'SERVER_FAILS' };
  },
}).createMachine({
  id: 'placeSearchBehaviour',
  initial: 'idle',
  states: {
    idle: {
      description: 'the search box is empty and nothing is asked',
      on: { TYPE_QUERY: 'searching', TYPE_BLANK: 'idle', MOVE_PIN: 'locating' },
    },
    searching: {
      description: 'the suggestions for the query are on their way',
      on: { SERVER_FINDS: 'results', SERVER_FINDS_NOTHING: 'noResults', SERVER_FAILS: 'searchFailed' },
    },
    results: {
      description: 'the suggestions are listed',
      on: { CHOOSE: 'geocoding', TYPE_BLANK: 'idle' },
    },
    noResults: { description: 'the list says no places were found', on: { TYPE_QUERY: 'searching' } },
    searchFailed: { description: 'the search failed and says so', on: { TYPE_QUERY: 'searching' } },
    geocoding: {
      description: 'the chosen suggestion is being turned into an address',
      on: { SERVER_FINDS: 'placed', SERVER_FAILS: 'geocodeFailed' },
    },
    placed: { description: 'province, city and zip code come from the chosen place', type: 'final' },
    geocodeFailed: { description: 'the place details could not be fetched', on: { TYPE_QUERY: 'searching' } },
    locating: {
      description: 'the moved pin is being turned into an address',
      on: { TYPE_QUERY: 'locatingWhileTyping', SERVER_FINDS: 'placedFromPin', SERVER_FAILS: 'locateFailed' },
    },
    locatingWhileTyping: {
      description: 'typing while the pin is located only changes the text',
      on: { SERVER_FINDS: 'placedFromPin' },
    },
    placedFromPin: { description: 'the address comes from under the pin', type: 'final' },
    locateFailed: { description: 'the pin could not be geocoded', on: { TYPE_QUERY: 'searching' } },
  },
});

type BehaviourEvent = EventFrom<typeof searchBehaviour>;
const everyEvent = (
  [
    'TYPE_QUERY',
    'TYPE_BLANK',
    'MOVE_PIN',
    'CHOOSE',
    'SERVER_FINDS',
    'SERVER_FINDS_NOTHING',
    'SERVER_FAILS',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(searchBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

const lahug = fakePlaces[0]!;
const serverError = (message: string) =>
  new FailureError({ kind: 'http', status: 500, code: 'INTERNAL_ERROR', message });

describe(`place search on the store address (${paths.length} paths)`, () => {
  afterAll(() => console.info(`place search model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const server = waitingServer();
      const h: OnboardingHarness = onboardingHarness({
        state: { draft: { currentStep: 'storeAddress' } },
        actors: {
          placeSearch: placeSearchMachine.provide({
            actors: {
              autocomplete: fromPromise<PlacePrediction[], { query: string }>(({ input }) =>
                server.call('autocomplete', input.query),
              ),
              geocode: fromPromise<PlaceDetails, GeocodeRequest>(({ input }) =>
                server.call('geocode', input),
              ),
            },
            delays: { searchDelay: 0 },
          }),
        },
      });
      const places = () =>
        h.snapshot().children['places.storeAddress']!.getSnapshot() as SnapshotFrom<
          typeof placeSearchMachine
        >;
      const search = () => screen.getByRole('combobox', { name: 'Search for a place' });
      // The open suggestion list hides the rest of the page from assistive technology; the fields are there.
      const field = (name: string) => screen.getByRole('textbox', { name, hidden: true });
      const placeIs = (value: 'idle' | 'searching' | 'results' | 'geocoding' | 'locating' | 'failed') =>
        waitFor(() => expect(places().value).toBe(value));
      /** The call the model answers next: the search, or the geocoding of a place or of the pin. */
      const pending = () => (server.count('autocomplete') > 0 ? 'autocomplete' : 'geocode');
      let queries = 0;

      h.open();
      await h.heading('storeAddress');
      try {
        await path.test({
          states: {
            idle: async () => {
              await placeIs('idle');
              expect(
                screen.getByText('Choose a place to fill in the province, city and zip code.'),
              ).toBeVisible();
              expect(server.count('autocomplete')).toBe(0);
              expect(server.sent('autocomplete').every((query) => String(query).trim() !== '')).toBe(true);
            },
            searching: async () => {
              await placeIs('searching');
              expect(server.count('autocomplete')).toBe(1);
            },
            results: async () => {
              await placeIs('results');
              expect(await screen.findByRole('option', { name: /Lahug/ }, slow)).toBeVisible();
            },
            noResults: async () => {
              await placeIs('results');
              expect(await screen.findByText('No places found', {}, slow)).toBeVisible();
            },
            searchFailed: async () => {
              await placeIs('failed');
              expect((await screen.findAllByText('Error fetching places', {}, slow)).length).toBeGreaterThan(
                0,
              );
            },
            geocoding: async () => {
              await placeIs('geocoding');
              expect(server.count('geocode')).toBe(1);
              expect(server.sent('geocode').at(-1)).toEqual({ placeId: lahug.placeId });
            },
            placed: async () => {
              await placeIs('idle');
              await waitFor(() => expect(field('City')).toHaveValue(lahug.city));
              expect(field('Province')).toHaveValue(lahug.state);
              expect(field('Zip code')).toHaveValue(lahug.zipCode);
              expect(h.snapshot().context.values.storeAddress.latitude).toBe(lahug.lat);
            },
            geocodeFailed: async () => {
              await placeIs('failed');
              expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
                'Failed to fetch place details',
              );
            },
            locating: async () => {
              await placeIs('locating');
              expect(server.sent('geocode').at(-1)).toMatchObject({ latLng: expect.any(Object) });
            },
            locatingWhileTyping: async () => {
              await placeIs('locating');
              expect(places().context.query).toBe(`Lahug ${queries}`);
              expect(server.count('autocomplete')).toBe(0);
            },
            placedFromPin: async () => {
              await placeIs('idle');
              await waitFor(() => expect(field('City')).toHaveValue(lahug.city));
              expect(h.snapshot().context.values.storeAddress.longitude).not.toBeNull();
            },
            locateFailed: async () => {
              await placeIs('failed');
              expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Error geocoding places');
            },
          },
          events: {
            TYPE_QUERY: async () => {
              queries += 1;
              await h.user.clear(search());
              await h.user.click(search());
              await h.user.paste(`Lahug ${queries}`);
            },
            TYPE_BLANK: async () => {
              if ((search() as HTMLInputElement).value === '') {
                await h.user.click(search());
                await h.user.paste('   ');
              } else await h.user.clear(search());
            },
            MOVE_PIN: async () => {
              // Close the suggestion list first, as a seller would, to reach the map.
              if (screen.queryByRole('listbox')) await h.user.keyboard('{Escape}');
              await h.user.click(screen.getByRole('button', { name: 'Show map' }));
              const pin = await screen.findByRole('button', { name: /Store address pin/ }, slow);
              pin.focus();
              await h.user.keyboard('{ArrowRight}');
            },
            CHOOSE: async () => h.user.click(screen.getByRole('option', { name: /Lahug/ })),
            SERVER_FINDS: () =>
              pending() === 'autocomplete'
                ? server.resolve('autocomplete', [placePrediction(lahug)])
                : server.resolve('geocode', lahug),
            SERVER_FINDS_NOTHING: () => server.resolve('autocomplete', []),
            SERVER_FAILS: () =>
              pending() === 'autocomplete'
                ? server.reject('autocomplete', serverError('Error fetching places'))
                : server.reject('geocode', serverError('Error geocoding places')),
          },
        });
      } finally {
        h.close();
      }
    });
  }
});
