// Responses carry exactly what their schema declares: undeclared keys are dropped at every depth.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, envelope } from '#schemas/api';
import { sellerProfileResponseSchema } from '#schemas/seller';
import { writerFor, responseSerializerCompiler } from '../../server/lib/serializer.ts';

const serialize = (schema: z.ZodType, data: unknown) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' })(data);

describe('the response serializer', () => {
  it('drops what the seller profile schema does not declare (ids, session hashes, password hashes)', () => {
    const json = serialize(sellerProfileResponseSchema, {
      data: {
        id: 'b7c0…',
        email: 'ana@example.ph',
        sellerName: 'Ana',
        spStoreName: 'Tindahan',
        isVerified: true,
        hasOnboarded: false,
        approvalStatus: null,
        sessionHash: 'abc',
        passwordHash: '$argon2id$…',
      },
      debug: 'internal',
    });
    expect(JSON.parse(json)).toEqual({
      data: {
        email: 'ana@example.ph',
        sellerName: 'Ana',
        spStoreName: 'Tindahan',
        isVerified: true,
        hasOnboarded: false,
        approvalStatus: null,
      },
    });
  });

  it('walks arrays, optional and nullable objects and records', () => {
    const schema = envelope(
      z.object({
        items: z.array(z.object({ id: z.string(), price: z.number().int() })),
        owner: z.object({ name: z.string() }).nullable(),
        extra: z.object({ note: z.string() }).optional(),
        byId: z.record(z.string(), z.object({ ok: z.boolean() })),
        status: z.union([z.literal(0), z.literal(1)]),
      }),
    );
    const json = serialize(schema, {
      data: {
        items: [{ id: 'a', price: 1250, cost: 900 }],
        owner: null,
        byId: { a: { ok: true, secret: 1 } },
        status: 1,
        hidden: true,
      },
    });
    expect(JSON.parse(json)).toEqual({
      data: { items: [{ id: 'a', price: 1250 }], owner: null, byId: { a: { ok: true } }, status: 1 },
    });
    expect(JSON.parse(serialize(apiErrorSchema, { error: 'x', code: 'NOT_FOUND', stack: 'at …' }))).toEqual({
      error: 'x',
      code: 'NOT_FOUND',
    });
  });

  it('writes the same JSON as JSON.stringify of the declared part: escapes, dates, nulls, empty lists', () => {
    const schema = envelope(
      z.object({
        name: z.string(),
        at: z.iso.datetime({ offset: true }),
        tags: z.array(z.string()),
        note: z.string().nullable(),
        lines: z.array(z.object({ text: z.string() })),
      }),
    );
    const declared = {
      name: 'Ana "Ate" Santos \\ ñ 🛒\n',
      at: new Date('2026-01-02T03:04:05.000Z'),
      tags: [],
      note: null,
      lines: [{ text: '</script>' }],
    };
    expect(serialize(schema, { data: { ...declared, hidden: 1 } })).toBe(JSON.stringify({ data: declared }));
  });

  it('leaves schemas it cannot walk to the validating serializer, which still strips and checks', () => {
    const withTransform = z.object({ at: z.date().transform((date) => date.toISOString()) });
    expect(writerFor(withTransform)).toBeNull();
    const objectUnion = z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]);
    expect(writerFor(objectUnion)).toBeNull();
    expect(JSON.parse(serialize(objectUnion, { a: 'x', hidden: 1 }))).toEqual({ a: 'x' });
    expect(() => serialize(objectUnion, { c: 1 })).toThrow();
  });
});
