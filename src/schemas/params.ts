// Query-string parameters as every list route reads them: an empty parameter is one not sent, and whole
// numbers arrive as text.
import { z } from 'zod';

/** A query parameter sent empty (`status=`) is the same as one not sent. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const wholeParam = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} must be at most ${max}` });
