// Google behind the maps provider interface: Places API (New) for search and details, the Geocoding API
// for map pins. Google rarely gives PH zip codes, so missing zip/province come from the offline gazetteer.
import { MapsProviderError, type GeocodeInput, type MapsProvider, type PlaceDetails } from './provider.ts';
import type { Gazetteer } from './offline-provider.ts';

export interface GoogleProviderOptions {
  apiKey: string;
  gazetteer: Gazetteer;
  /** Places API (New) origin; tests point it at a local stand-in. */
  placesBaseUrl?: string;
  /** Geocoding API origin. */
  geocodingBaseUrl?: string;
  timeoutMs?: number;
}

export const googleDefaults = {
  placesBaseUrl: 'https://places.googleapis.com',
  geocodingBaseUrl: 'https://maps.googleapis.com',
  timeoutMs: 5000,
};

/** Fields asked of Place Details; Google bills by the field mask, so only what the form needs. */
export const detailsFieldMask = 'id,formattedAddress,addressComponents,location';

interface AddressComponent {
  long: string;
  short: string;
  types: string[];
}

interface PlacesAutocompleteResponse {
  suggestions?: {
    placePrediction?: {
      placeId: string;
      text?: { text: string };
      structuredFormat?: { mainText?: { text: string }; secondaryText?: { text: string } };
    };
  }[];
}

interface PlaceDetailsResponse {
  id: string;
  formattedAddress?: string;
  addressComponents?: { longText: string; shortText: string; types: string[] }[];
  location?: { latitude: number; longitude: number };
}

interface GeocodeResponse {
  status: string;
  error_message?: string;
  results?: {
    place_id: string;
    formatted_address?: string;
    address_components?: { long_name: string; short_name: string; types: string[] }[];
    geometry?: { location: { lat: number; lng: number } };
  }[];
}

export function createGoogleProvider(options: GoogleProviderOptions): MapsProvider {
  const { apiKey, gazetteer } = options;
  const placesBaseUrl = trimSlash(options.placesBaseUrl ?? googleDefaults.placesBaseUrl);
  const geocodingBaseUrl = trimSlash(options.geocodingBaseUrl ?? googleDefaults.geocodingBaseUrl);
  const timeoutMs = options.timeoutMs ?? googleDefaults.timeoutMs;

  async function call<T>(url: string, init: RequestInit, notFound?: number): Promise<T | null> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      throw new MapsProviderError(`Google request failed: ${(cause as Error).message}`, { cause });
    }
    if (response.status === notFound) return null;
    if (!response.ok) {
      // Google's error body names the problem (bad key, quota) but may echo the request: log status only.
      throw new MapsProviderError(`Google answered ${response.status} for ${new URL(url).pathname}`);
    }
    return (await response.json()) as T;
  }

  /** Google's components -> our fields; zip and province filled from the gazetteer when Google has none. */
  function toDetails(
    placeId: string,
    components: AddressComponent[],
    lat: number,
    lng: number,
  ): PlaceDetails {
    const find = (...types: string[]) =>
      types.map((type) => components.find((c) => c.types.includes(type))?.long).find(Boolean) ?? '';
    const street = [find('street_number'), find('route')].filter(Boolean).join(' ') || find('premise');
    const city = find('locality', 'administrative_area_level_3', 'postal_town');
    // In PH, level 1 is the region and level 2 the province, except NCR whose cities sit under level 1
    // 'Metro Manila' and, sometimes, a level 2 district ('Fourth District').
    const level1 = find('administrative_area_level_1');
    const level2 = find('administrative_area_level_2');
    const ncr = gazetteer.canonicalState(level1) === 'Metro Manila' || /\bdistrict\b/i.test(level2);
    const reported = ncr ? 'Metro Manila' : level2;
    const town = gazetteer.findTown(city, reported || undefined) ?? gazetteer.nearestTown(lat, lng);
    const state =
      (reported && (gazetteer.canonicalState(reported) ?? reported)) ||
      (town ? gazetteer.stateName(town) : '');
    const zip = find('postal_code');
    return {
      placeId,
      street,
      barangay: find('sublocality_level_1', 'sublocality', 'neighborhood', 'administrative_area_level_5'),
      city,
      state,
      zipCode: /^\d{4}$/.test(zip) ? zip : (town?.zip ?? ''),
      lat,
      lng,
      approx: false,
      provider: 'google',
    };
  }

  return {
    async autocomplete(query) {
      const body = await call<PlacesAutocompleteResponse>(`${placesBaseUrl}/v1/places:autocomplete`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': apiKey },
        body: JSON.stringify({ input: query, includedRegionCodes: ['ph'], languageCode: 'en' }),
      });
      return (body?.suggestions ?? []).flatMap(({ placePrediction: p }) =>
        p
          ? [
              {
                placeId: p.placeId,
                description: p.text?.text ?? p.structuredFormat?.mainText?.text ?? '',
                mainText: p.structuredFormat?.mainText?.text ?? p.text?.text ?? '',
                secondaryText: p.structuredFormat?.secondaryText?.text ?? '',
              },
            ]
          : [],
      );
    },

    async geocode(input: GeocodeInput) {
      if ('placeId' in input) {
        // Ids from the offline gazetteer stay answerable, e.g. a draft saved before the switch to Google.
        const offline = gazetteer.byPlaceId(input.placeId);
        if (offline) return gazetteer.details(offline);
        const place = await call<PlaceDetailsResponse>(
          `${placesBaseUrl}/v1/places/${encodeURIComponent(input.placeId)}?languageCode=en&regionCode=ph`,
          { headers: { 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': detailsFieldMask } },
          404,
        );
        if (!place?.location) return null;
        const components = (place.addressComponents ?? []).map((c) => ({
          long: c.longText,
          short: c.shortText,
          types: c.types,
        }));
        return toDetails(place.id, components, place.location.latitude, place.location.longitude);
      }
      const query = new URLSearchParams({ latlng: `${input.lat},${input.lng}`, key: apiKey, language: 'en' });
      const body = await call<GeocodeResponse>(`${geocodingBaseUrl}/maps/api/geocode/json?${query}`, {});
      if (body?.status === 'ZERO_RESULTS') return null;
      if (body?.status !== 'OK') throw new MapsProviderError(`Google geocoding status ${body?.status}`);
      const best = body.results?.[0];
      if (!best) return null;
      const components = (best.address_components ?? []).map((c) => ({
        long: c.long_name,
        short: c.short_name,
        types: c.types,
      }));
      // The pin stays where the seller put it; Google only names what is there.
      return toDetails(best.place_id, components, input.lat, input.lng);
    },
  };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
