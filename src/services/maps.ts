// /api/maps: place search and geocoding for the address pickers (spec §7, §8 fallbacks).
import {
  autocompleteResponseSchema,
  geocodeResponseSchema,
  type PlaceDetails,
  type PlacePrediction,
} from '../schemas/maps.ts';
import type { HttpClient } from './client.ts';

export type GeocodeQuery = { placeId: string } | { latLng: { lat: number; lng: number } };

export const createMapsService = (http: HttpClient) => ({
  /** Blank queries are never sent (spec §5): they answer no places. */
  autocompletePlaces: async (query: string, signal?: AbortSignal): Promise<PlacePrediction[]> => {
    if (query.trim() === '') return [];
    return (
      await http.request(autocompleteResponseSchema, '/api/maps/autocomplete', {
        query: { query: query.trim() },
        signal,
        fallback: 'Error fetching places',
      })
    ).data;
  },

  geocodePlace: async (place: GeocodeQuery, signal?: AbortSignal): Promise<PlaceDetails> =>
    (
      await http.request(geocodeResponseSchema, '/api/maps/geocode', {
        query:
          'placeId' in place
            ? { placeId: place.placeId }
            : { latLng: `${place.latLng.lat},${place.latLng.lng}` },
        signal,
        fallback: 'Error geocoding places',
      })
    ).data,
});

export type MapsService = ReturnType<typeof createMapsService>;
