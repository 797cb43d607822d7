// The Google maps provider against a local stand-in for Places API (New) and the Geocoding API: the
// requests it sends and how Google's answers become our place details (issue 4).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { placeDetailsSchema, placePredictionSchema } from '#schemas/maps';
import { createGoogleProvider, detailsFieldMask } from '../../server/modules/maps/google-provider.ts';
import { loadGazetteer } from '../../server/modules/maps/offline-provider.ts';
import { MapsProviderError, type MapsProvider } from '../../server/modules/maps/provider.ts';
import { createMapsProvider } from '../../server/modules/maps/routes.ts';

const apiKey = 'test-key-123';

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

const component = (longText: string, types: string[], shortText = longText) => ({
  longText,
  shortText,
  types,
});

/** Place Details answers by place id, shaped like Places API (New). */
const places: Record<string, unknown> = {
  // Makati as Google gives it: no postal code, the city under level 1 'Metro Manila'.
  ChIJmakati: {
    id: 'ChIJmakati',
    formattedAddress: 'Ayala Ave, Makati, Metro Manila, Philippines',
    addressComponents: [
      component('6750', ['street_number']),
      component('Ayala Avenue', ['route'], 'Ayala Ave'),
      component('Legazpi Village', ['neighborhood', 'political']),
      component('Makati', ['locality', 'political']),
      component('Metro Manila', ['administrative_area_level_1', 'political']),
      component('Philippines', ['country', 'political'], 'PH'),
    ],
    location: { latitude: 14.5565, longitude: 121.0233 },
  },
  // Cebu as Google gives it: region at level 1, province at level 2, a postal code.
  ChIJlahug: {
    id: 'ChIJlahug',
    addressComponents: [
      component('Gorordo Avenue', ['route']),
      component('Lahug', ['sublocality_level_1', 'sublocality', 'political']),
      component('Cebu City', ['locality', 'political']),
      component('Cebu', ['administrative_area_level_2', 'political']),
      component('Central Visayas', ['administrative_area_level_1', 'political']),
      component('6000', ['postal_code']),
      component('Philippines', ['country', 'political'], 'PH'),
    ],
    location: { latitude: 10.3321, longitude: 123.9007 },
  },
};

let server: Server;
let baseUrl: string;
let requests: Recorded[];
let geocodeStatus: string;
let maps: MapsProvider;

function reply(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://stand-in');
      const raw = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: req.method!,
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
      });
      if (req.method === 'POST' && url.pathname === '/v1/places:autocomplete') {
        return reply(res, 200, {
          suggestions: [
            {
              placePrediction: {
                placeId: 'ChIJmakati',
                text: { text: 'Makati, Metro Manila, Philippines' },
                structuredFormat: {
                  mainText: { text: 'Makati' },
                  secondaryText: { text: 'Metro Manila, Philippines' },
                },
              },
            },
            { queryPrediction: { text: { text: 'makati restaurants' } } },
          ],
        });
      }
      const detailsId = /^\/v1\/places\/([^/]+)$/.exec(url.pathname)?.[1];
      if (req.method === 'GET' && detailsId) {
        const place = places[decodeURIComponent(detailsId)];
        return place
          ? reply(res, 200, place)
          : reply(res, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
      }
      if (req.method === 'GET' && url.pathname === '/maps/api/geocode/json') {
        if (geocodeStatus !== 'OK') return reply(res, 200, { status: geocodeStatus, results: [] });
        return reply(res, 200, {
          status: 'OK',
          results: [
            {
              place_id: 'ChIJreverse',
              formatted_address: 'Rizal Park, Ermita, Manila, Metro Manila, Philippines',
              address_components: [
                {
                  long_name: 'Ermita',
                  short_name: 'Ermita',
                  types: ['sublocality_level_1', 'sublocality', 'political'],
                },
                { long_name: 'Manila', short_name: 'Manila', types: ['locality', 'political'] },
                {
                  long_name: 'Metro Manila',
                  short_name: 'Metro Manila',
                  types: ['administrative_area_level_1', 'political'],
                },
                { long_name: '1000', short_name: '1000', types: ['postal_code'] },
              ],
              geometry: { location: { lat: 14.5831, lng: 120.9794 } },
            },
          ],
        });
      }
      reply(res, 500, { error: 'unexpected request' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  maps = createGoogleProvider({
    apiKey,
    gazetteer: loadGazetteer(),
    placesBaseUrl: baseUrl,
    geocodingBaseUrl: baseUrl,
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  geocodeStatus = 'OK';
});

describe('autocomplete', () => {
  it('posts the search to places:autocomplete with the key header, limited to the Philippines', async () => {
    const predictions = await maps.autocomplete('makati');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/places:autocomplete' });
    expect(request!.headers['x-goog-api-key']).toBe(apiKey);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({ input: 'makati', includedRegionCodes: ['ph'], languageCode: 'en' });
    expect(request!.query.has('key')).toBe(false);

    // Query predictions ("makati restaurants") are not places and are left out.
    expect(predictions).toEqual([
      {
        placeId: 'ChIJmakati',
        description: 'Makati, Metro Manila, Philippines',
        mainText: 'Makati',
        secondaryText: 'Metro Manila, Philippines',
      },
    ]);
    for (const prediction of predictions) placePredictionSchema.parse(prediction);
  });
});

describe('geocode by place id', () => {
  it('asks Place Details for the fields it needs only', async () => {
    await maps.geocode({ placeId: 'ChIJlahug' });
    const [request] = requests;
    expect(request).toMatchObject({ method: 'GET', path: '/v1/places/ChIJlahug' });
    expect(request!.headers['x-goog-api-key']).toBe(apiKey);
    expect(request!.headers['x-goog-fieldmask']).toBe(detailsFieldMask);
  });

  it('maps street, barangay, city, province (level 2) and zip', async () => {
    const place = placeDetailsSchema.parse(await maps.geocode({ placeId: 'ChIJlahug' }));
    expect(place).toEqual({
      placeId: 'ChIJlahug',
      street: 'Gorordo Avenue',
      barangay: 'Lahug',
      city: 'Cebu City',
      state: 'Cebu',
      zipCode: '6000',
      lat: 10.3321,
      lng: 123.9007,
      approx: false,
      provider: 'google',
    });
  });

  it('fills the zip Google lacks from the gazetteer and calls NCR Metro Manila', async () => {
    const place = placeDetailsSchema.parse(await maps.geocode({ placeId: 'ChIJmakati' }));
    expect(place).toMatchObject({
      street: '6750 Ayala Avenue',
      barangay: 'Legazpi Village',
      city: 'Makati',
      state: 'Metro Manila',
      zipCode: '1200',
    });
  });

  it('answers null for a place Google does not know', async () => {
    expect(await maps.geocode({ placeId: 'ChIJunknown' })).toBeNull();
  });

  it('answers gazetteer ids itself, without calling Google', async () => {
    const place = await maps.geocode({ placeId: 'psgc:0730600000' });
    expect(place).toMatchObject({
      city: 'Cebu City',
      state: 'Cebu',
      zipCode: '6000',
      provider: 'offline-psgc',
    });
    expect(requests).toHaveLength(0);
  });
});

describe('geocode by map pin', () => {
  it('calls the Geocoding API with latlng and key, and keeps the pin', async () => {
    const place = placeDetailsSchema.parse(await maps.geocode({ lat: 14.5826, lng: 120.9787 }));
    const [request] = requests;
    expect(request).toMatchObject({ method: 'GET', path: '/maps/api/geocode/json' });
    expect(request!.query.get('latlng')).toBe('14.5826,120.9787');
    expect(request!.query.get('key')).toBe(apiKey);
    expect(place).toEqual({
      placeId: 'ChIJreverse',
      street: '',
      barangay: 'Ermita',
      city: 'Manila',
      state: 'Metro Manila',
      zipCode: '1000',
      lat: 14.5826,
      lng: 120.9787,
      approx: false,
      provider: 'google',
    });
  });

  it('answers null for ZERO_RESULTS and fails loudly for a refused key', async () => {
    geocodeStatus = 'ZERO_RESULTS';
    expect(await maps.geocode({ lat: 0, lng: 0 })).toBeNull();
    geocodeStatus = 'REQUEST_DENIED';
    await expect(maps.geocode({ lat: 14.6, lng: 121 })).rejects.toBeInstanceOf(MapsProviderError);
  });
});

describe('failures and configuration', () => {
  it('turns an unreachable Google into a MapsProviderError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createGoogleProvider({
      apiKey,
      gazetteer: loadGazetteer(),
      placesBaseUrl: deadUrl,
      geocodingBaseUrl: deadUrl,
    });
    await expect(unreachable.autocomplete('makati')).rejects.toBeInstanceOf(MapsProviderError);
    await expect(unreachable.geocode({ placeId: 'ChIJmakati' })).rejects.toBeInstanceOf(MapsProviderError);
  });

  it('chooses the provider from MAPS_PROVIDER', async () => {
    const offline = createMapsProvider({});
    expect((await offline.autocomplete('makati'))[0]?.placeId).toBe('psgc:1380300000');

    const google = createMapsProvider({
      MAPS_PROVIDER: 'google',
      GOOGLE_MAPS_API_KEY: apiKey,
      GOOGLE_PLACES_BASE_URL: baseUrl,
      GOOGLE_GEOCODING_BASE_URL: baseUrl,
    });
    expect((await google.autocomplete('makati'))[0]?.placeId).toBe('ChIJmakati');

    expect(() => createMapsProvider({ MAPS_PROVIDER: 'google' })).toThrow(/GOOGLE_MAPS_API_KEY/);
    expect(() => createMapsProvider({ MAPS_PROVIDER: 'bing' })).toThrow(/MAPS_PROVIDER/);
  });
});
