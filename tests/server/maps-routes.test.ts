// GET /api/maps/autocomplete and /api/maps/geocode on a small Fastify instance with the app's error handler;
// authentication is a stand-in hook here because it is not what is under test (issue 4).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#schemas/api';
import { autocompleteResponseSchema, geocodeResponseSchema } from '#schemas/maps';
import { handleError } from '../../server/lib/error-handler.ts';
import { unauthenticated } from '../../server/lib/errors.ts';
import { createGoogleProvider } from '../../server/modules/maps/google-provider.ts';
import { createOfflineProvider, loadGazetteer } from '../../server/modules/maps/offline-provider.ts';
import type { MapsProvider } from '../../server/modules/maps/provider.ts';
import { mapsRoutes } from '../../server/modules/maps/routes.ts';

const sellerToken = 'seller-token';
const auth = { authorization: `Bearer ${sellerToken}` };

async function buildMapsApp(provider: MapsProvider): Promise<FastifyInstance> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  await app.register(fastifySwagger, {
    openapi: { openapi: '3.1.0', info: { title: 'maps', version: '0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(mapsRoutes, {
    prefix: '/api/maps',
    provider,
    authenticate: async (request) => {
      if (request.headers.authorization !== `Bearer ${sellerToken}`) throw unauthenticated();
    },
  });
  await app.ready();
  return app;
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildMapsApp(createOfflineProvider(loadGazetteer()));
});

afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = auth) =>
  app.inject({ method: 'GET', url, headers });

describe('GET /api/maps/autocomplete', () => {
  it('answers places in the data envelope', async () => {
    const response = await get('/api/maps/autocomplete?query=makati');
    expect(response.statusCode).toBe(200);
    const body = autocompleteResponseSchema.parse(response.json());
    expect(body.data[0]).toMatchObject({
      placeId: 'psgc:1380300000',
      description: 'Makati City, Metro Manila 1200',
    });
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await get('/api/maps/autocomplete?query=xqzvvv');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('refuses a blank or missing query with VALIDATION_FAILED', async () => {
    for (const url of [
      '/api/maps/autocomplete?query=%20%20',
      '/api/maps/autocomplete?query=',
      '/api/maps/autocomplete',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(apiErrorSchema.parse(response.json()), url).toEqual({
        error: 'Enter a place to search',
        code: 'VALIDATION_FAILED',
        fields: { query: 'Enter a place to search' },
      });
    }
  });

  it('needs a seller token, checked before the query', async () => {
    const response = await get('/api/maps/autocomplete?query=', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('GET /api/maps/geocode', () => {
  it('answers the details of a place id', async () => {
    const response = await get('/api/maps/geocode?placeId=psgc:0730600000');
    expect(response.statusCode).toBe(200);
    expect(geocodeResponseSchema.parse(response.json()).data).toMatchObject({
      placeId: 'psgc:0730600000',
      city: 'Cebu City',
      state: 'Cebu',
      zipCode: '6000',
      provider: 'offline-psgc',
    });
  });

  it('answers the town at a map pin', async () => {
    const response = await get('/api/maps/geocode?latLng=14.5995,120.9842');
    expect(response.statusCode).toBe(200);
    expect(geocodeResponseSchema.parse(response.json()).data).toMatchObject({
      city: 'Manila City',
      state: 'Metro Manila',
      lat: 14.5995,
      lng: 120.9842,
    });
  });

  it('answers 404 for an unknown place or a pin at sea', async () => {
    for (const url of ['/api/maps/geocode?placeId=psgc:0000000000', '/api/maps/geocode?latLng=0,0']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'Failed to fetch place details', code: 'NOT_FOUND' });
    }
  });

  it('refuses malformed coordinates, neither parameter, or both', async () => {
    for (const url of [
      '/api/maps/geocode?latLng=abc',
      '/api/maps/geocode?latLng=14.5995',
      '/api/maps/geocode?latLng=95,120',
      '/api/maps/geocode?latLng=14.5,190',
      '/api/maps/geocode',
      '/api/maps/geocode?placeId=psgc:0730600000&latLng=14.5995,120.9842',
      '/api/maps/geocode?placeId=%20',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.code, url).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields ?? {}), url).toHaveLength(1);
    }
  });

  it('needs a seller token', async () => {
    const response = await get('/api/maps/geocode?placeId=psgc:0730600000', { authorization: 'Bearer nope' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('describes both routes and their parameters', () => {
    const document = app.swagger() as { paths: Record<string, { get: { parameters: { name: string }[] } }> };
    expect(document.paths['/api/maps/autocomplete']?.get.parameters.map((p) => p.name)).toEqual(['query']);
    expect(document.paths['/api/maps/geocode']?.get.parameters.map((p) => p.name)).toEqual([
      'placeId',
      'latLng',
    ]);
  });
});

/** A loopback address where nothing listens: a port just opened and closed again. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('when the provider is down', () => {
  it("answers 502 with the address picker's failure texts", async () => {
    const deadUrl = await closedPortUrl();
    const down = await buildMapsApp(
      createGoogleProvider({
        apiKey: 'key',
        gazetteer: loadGazetteer(),
        placesBaseUrl: deadUrl,
        geocodingBaseUrl: deadUrl,
      }),
    );
    try {
      const search = await down.inject({
        method: 'GET',
        url: '/api/maps/autocomplete?query=makati',
        headers: auth,
      });
      expect(search.statusCode).toBe(502);
      expect(search.json()).toEqual({ error: 'Error fetching places', code: 'INTERNAL_ERROR' });
      const pin = await down.inject({
        method: 'GET',
        url: '/api/maps/geocode?latLng=14.6,121',
        headers: auth,
      });
      expect(pin.statusCode).toBe(502);
      expect(pin.json()).toEqual({ error: 'Error geocoding places', code: 'INTERNAL_ERROR' });
    } finally {
      await down.close();
    }
  });
});
