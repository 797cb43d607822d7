// GET /api/maps/autocomplete and /api/maps/geocode for the address pickers, over a MapsProvider.
// Mount with `app.register(mapsRoutes, { prefix: '/api/maps', provider })`.
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  geocodeQuerySchema,
  geocodeResponseSchema,
} from '#schemas/maps';
import { errorResponses, HttpError, notFound } from '../../lib/errors.ts';
import { createGoogleProvider } from './google-provider.ts';
import { createOfflineProvider, loadGazetteer } from './offline-provider.ts';
import { MapsProviderError, type MapsProvider } from './provider.ts';

export interface MapsRoutesOptions {
  provider: MapsProvider;
  /**
   * The seller bearer-token check, run before validation. Inside buildApp the access control of
   * server/lib/access.ts already guards every non-public /api route, so leave it out there (it would run
   * twice); pass it when mounting the routes on another instance.
   */
  authenticate?: onRequestHookHandler;
}

export const mapsProviderChoices = ['offline', 'google'] as const;

/**
 * The provider named by MAPS_PROVIDER ('offline' by default). 'google' needs GOOGLE_MAPS_API_KEY; the
 * base URLs are overridable (GOOGLE_PLACES_BASE_URL, GOOGLE_GEOCODING_BASE_URL) for stand-ins and proxies.
 */
export function createMapsProvider(env: Record<string, string | undefined> = process.env): MapsProvider {
  const name = env.MAPS_PROVIDER?.trim() || 'offline';
  if (name === 'offline') return createOfflineProvider();
  if (name === 'google') {
    const apiKey = env.GOOGLE_MAPS_API_KEY?.trim();
    if (!apiKey) throw new Error('MAPS_PROVIDER=google needs GOOGLE_MAPS_API_KEY');
    return createGoogleProvider({
      apiKey,
      gazetteer: loadGazetteer(),
      placesBaseUrl: env.GOOGLE_PLACES_BASE_URL || undefined,
      geocodingBaseUrl: env.GOOGLE_GEOCODING_BASE_URL || undefined,
    });
  }
  throw new Error(`MAPS_PROVIDER must be one of ${mapsProviderChoices.join(', ')}, not '${name}'`);
}

/** The provider could not answer: 502 with the text the address picker shows for that failure. */
const upstreamFailure = (error: unknown, message: string) =>
  error instanceof MapsProviderError ? new HttpError(502, 'INTERNAL_ERROR', message) : error;

export const mapsRoutes: FastifyPluginAsyncZod<MapsRoutesOptions> = async (
  app,
  { provider, authenticate },
) => {
  const onRequest = authenticate ? [authenticate] : [];

  app.get(
    '/autocomplete',
    {
      onRequest,
      schema: {
        summary: 'Places matching a search text (at most 10)',
        tags: ['maps'],
        querystring: autocompleteQuerySchema,
        response: { 200: autocompleteResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      try {
        return { data: await provider.autocomplete(request.query.query) };
      } catch (error) {
        throw upstreamFailure(error, 'Error fetching places');
      }
    },
  );

  app.get(
    '/geocode',
    {
      onRequest,
      schema: {
        summary: 'Details of a place chosen from autocomplete (placeId) or found at a map pin (latLng)',
        tags: ['maps'],
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { placeId, latLng } = request.query;
      let place;
      try {
        place = await provider.geocode(placeId !== undefined ? { placeId } : latLng!);
      } catch (error) {
        throw upstreamFailure(error, 'Error geocoding places');
      }
      if (!place) throw notFound('Failed to fetch place details');
      return { data: place };
    },
  );
};
