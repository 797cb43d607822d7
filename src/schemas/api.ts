// The envelope every API answer travels in: `{ data }` on success, `{ error, code, fields? }` on failure.
import { z } from 'zod';

export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'AWAITING_APPROVAL',
  'NOT_FOUND',
  'CONFLICT',
  /** A storefront order asked for more than a line's stock (issue 12); nothing was taken. */
  'OUT_OF_STOCK',
  /** A payout request for more than the seller's available balance, read under the seller's lock (issue 13). */
  'INSUFFICIENT_BALANCE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  /** The listing assistant (issue 15): the AI provider is busy (429), refused the photo or words (422), failed (502). */
  'AI_BUSY',
  'AI_REFUSED',
  'AI_UNAVAILABLE',
  /** Past the backgrounds one seller may make from one photo in a day (spec §8's 429). */
  'IMAGE_LIMIT',
  'DATABASE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'BAD_REQUEST',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const okSchema = envelope(z.object({ ok: z.literal(true) }));
export type Ok = z.infer<typeof okSchema>;

export const healthSchema = envelope(z.object({ status: z.literal('ok') }));
