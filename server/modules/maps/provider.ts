// The seam between the maps routes and whoever answers them: the offline gazetteer or an online service.
import type { PlaceDetails, PlacePrediction } from '#schemas/maps';

export type { PlaceDetails, PlacePrediction };

export type GeocodeInput = { placeId: string } | { lat: number; lng: number };

export interface MapsProvider {
  /** Places matching what the seller typed, best first, at most 10. */
  autocomplete(query: string): Promise<PlacePrediction[]>;
  /** A place chosen from autocomplete, or the place at a map pin; `null` when there is none. */
  geocode(input: GeocodeInput): Promise<PlaceDetails | null>;
}

/** The provider could not answer (network, quota, bad key): the route answers 502, not 404. */
export class MapsProviderError extends Error {
  override readonly name = 'MapsProviderError';
}
