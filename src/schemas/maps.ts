// Place search and geocoding for the address pickers (issue 4): GET /api/maps/autocomplete and /geocode.
import { z } from 'zod';
import { envelope } from './api.ts';
import { text } from './text.ts';

export const placePredictionSchema = z.object({
  /** Opaque id for /api/maps/geocode: `psgc:<10-digit PSGC code>` offline, Google's place id online. */
  placeId: z.string().min(1),
  /** One line: 'Lahug, Cebu City, Cebu 6000'. */
  description: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
});
export type PlacePrediction = z.infer<typeof placePredictionSchema>;

export const mapsProviderNames = ['offline-psgc', 'google'] as const;

export const placeDetailsSchema = z.object({
  placeId: z.string().min(1),
  /** Street and number; empty when the provider has none (the offline gazetteer never has streets). */
  street: z.string(),
  barangay: z.string(),
  city: z.string(),
  /** The province as a seller writes it ('Metro Manila', 'Cebu'); the form's `state` field. */
  state: z.string(),
  /** Four digits, or empty when unknown. */
  zipCode: z.string().regex(/^(\d{4})?$/),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** True when lat/lng or the town is only approximate: a centroid inherited from a parent area, or a
   * reverse lookup that picked the nearest town centre. The pin should then be checked by the seller. */
  approx: z.boolean(),
  provider: z.enum(mapsProviderNames),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

export const autocompleteQuerySchema = z.object({
  query: text({ label: 'Search text', max: 200, error: 'Enter a place to search' }).min(1, {
    error: 'Enter a place to search',
  }),
});

const latLngPattern = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
const latLngMessage = 'latLng must be "lat,lng" in degrees, e.g. 14.5995,120.9842';

/** 'lat,lng' as the map pin sends it, decoded to numbers. */
export const latLngSchema = text({
  label: 'latLng',
  max: 64,
  error: latLngMessage,
  tooLong: latLngMessage,
  notAllowed: latLngMessage,
})
  .regex(latLngPattern, { error: latLngMessage })
  .transform((text) => {
    const [, lat, lng] = latLngPattern.exec(text)!;
    return { lat: Number(lat), lng: Number(lng) };
  })
  .refine((point) => Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180, { error: latLngMessage });

export const geocodeQuerySchema = z
  .object({
    placeId: text({ label: 'placeId', max: 300 }).min(1, { error: 'placeId must not be blank' }).optional(),
    latLng: latLngSchema.optional(),
  })
  .refine((query) => (query.placeId === undefined) !== (query.latLng === undefined), {
    error: 'Send either placeId or latLng',
    path: ['placeId'],
  });

export const autocompleteResponseSchema = envelope(z.array(placePredictionSchema));
export const geocodeResponseSchema = envelope(placeDetailsSchema);
