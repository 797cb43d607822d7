// Every route of the app, those added later included, takes only strings built with text() (src/schemas/
// text.ts) in its body, query, parameters and headers: bounded, and refusing what PostgreSQL cannot store.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { startRecordedApp, type RegisteredRoute } from '../helpers/route-table.ts';
import { plainStrings } from '../schemas/plain-strings.ts';
import type { TestApp } from './support.ts';

let t: TestApp;
let table: RegisteredRoute[];
beforeAll(async () => {
  ({ t, table } = await startRecordedApp());
});
afterAll(() => t.close());

it('takes only text() strings in the body, query, parameters and headers of every route', () => {
  const inputs = table.flatMap(({ key, schema }) =>
    (['body', 'querystring', 'params', 'headers'] as const).flatMap((part) => {
      const input = schema[part];
      return input instanceof z.ZodType ? [{ key, part, input }] : [];
    }),
  );
  expect(inputs.map(({ key }) => key)).toEqual(
    expect.arrayContaining(['POST /api/auth/register', 'PUT /api/seller/onboarding/draft']),
  );
  const plain = inputs.flatMap(({ key, part, input }) =>
    plainStrings(input).map((path) => `${key} ${part}: ${path}`),
  );
  expect(plain).toEqual([]);
});
