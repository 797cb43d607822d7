// /api/maps: place search and geocoding for the address pickers (spec §7, §8 fallbacks).
import {
  autocompleteResponseSchema,
  geocodeResponseSchema,
  type PlaceDetails,
  type PlacePrediction,
} from '../schemas/maps.ts';
import { request } from './client.ts';

/** Blank queries are never sent (spec §5): they answer no places. */
export const autocompletePlaces = async (query: string, signal?: AbortSignal): Promise<PlacePrediction[]> => {
  if (query.trim() === '') return [];
  return (
    await request(autocompleteResponseSchema, '/api/maps/autocomplete', {
      query: { query: query.trim() },
      signal,
      fallback: 'Error fetching places',
    })
  ).data;
};

export const geocodePlace = async (
  place: { placeId: string } | { latLng: { lat: number; lng: number } },
  signal?: AbortSignal,
): Promise<PlaceDetails> =>
  (
    await request(geocodeResponseSchema, '/api/maps/geocode', {
      query:
        'placeId' in place
          ? { placeId: place.placeId }
          : { latLng: `${place.latLng.lat},${place.latLng.lng}` },
      signal,
      fallback: 'Error geocoding places',
    })
  ).data;
