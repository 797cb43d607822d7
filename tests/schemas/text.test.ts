// Every string a form or a request takes is bounded and clean (issue 9, defects 2 and 8): the building block
// refuses what PostgreSQL cannot store or no one types, the forms say so under the field, and every schema
// of src/schemas, present or added later, is built with it.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiErrorSchema } from '#schemas/api';
import { changePasswordFormSchema, loginSchema, registerSchema } from '#schemas/auth';
import {
  businessInfoSchema,
  onboardingDraftSchema,
  onboardingSubmissionSchema,
  storeAddressSchema,
} from '#schemas/onboarding';
import { rejectSellerSchema } from '#schemas/admin-sellers';
import { text } from '#schemas/text';
import { fieldErrors } from '../../src/machines/form/context.ts';
import { validSubmission } from '../helpers/sample-onboarding.ts';
import { isSchema, partsOf, plainStrings } from './plain-strings.ts';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const validRegistration = {
  sellerName: 'Ana Reyes',
  spStoreName: 'Tindahan ni Ana',
  country: 'PH',
  email: 'ana@tindahan.ph',
  password: 'abc12',
  confirmPassword: 'abc12',
};

describe('text()', () => {
  const name = text({ label: 'Seller name', max: 20 });
  const notes = text({ label: 'Notes', max: 20, multiline: true });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['an escape', '\u001b[31m'],
    ['DEL', 'a\u007fb'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
    ['a pair in the wrong order', '\ude00\ud83d'],
    ['a tab in one line', 'a\tb'],
    ['a line break in one line', 'a\nb'],
  ])('refuses %s', (_, value) => {
    expect(messages(name, value)).toEqual({ '': 'Seller name contains characters that are not allowed' });
  });

  it.each([
    ['letters of any script', 'Ñoño 名前'],
    ['an emoji (a surrogate pair)', 'Ana 😀'],
    ['punctuation', `O'Brien & Co.`],
  ])('takes %s', (_, value) => {
    expect(name.safeParse(value)).toEqual({ success: true, data: value });
  });

  it('takes tabs and line breaks where the field is multi-line, and nothing else of the kind', () => {
    expect(notes.safeParse('a\tb\r\nc').success).toBe(true);
    expect(messages(notes, 'a\u0000b')).toEqual({ '': 'Notes contains characters that are not allowed' });
    expect(messages(notes, 'a\u000bb')).toEqual({ '': 'Notes contains characters that are not allowed' });
  });

  it('keeps a text area’s line breaks as the seller typed them, however a form sent them (CRLF, CR)', () => {
    expect(notes.parse('Abaca\r\nwoven\rBicol')).toBe('Abaca\nwoven\nBicol');
    // Counted as typed: 20 characters with LF, 21 as a form sends them.
    expect(notes.safeParse('1234567890\r\n123456789').success).toBe(true);
    expect(name.parse('Ana\r')).toBe('Ana');
  });

  it('counts the length after trimming, and refuses a huge value with one message', () => {
    const twenty = '1234567890'.repeat(2);
    expect(name.safeParse(`  ${twenty}  `)).toEqual({ success: true, data: twenty });
    expect(messages(name, `${'x'.repeat(700_000)}\u0000`)).toEqual({
      '': 'Seller name must be at most 20 characters',
    });
  });
});

describe('the forms say it under the field', () => {
  it('refuses a NUL in the seller name and a 700,000-character one', () => {
    expect(messages(registerSchema, { ...validRegistration, sellerName: 'a\u0000b' })).toEqual({
      sellerName: 'Seller name contains characters that are not allowed',
    });
    expect(messages(registerSchema, { ...validRegistration, sellerName: 'x'.repeat(700_000) })).toEqual({
      sellerName: 'Seller name must be at most 100 characters',
    });
  });

  it('gives the browser form the same messages (the form machine reads them from the schema)', () => {
    expect(fieldErrors(registerSchema, { ...validRegistration, spStoreName: 'Store\ud800' })).toEqual({
      spStoreName: 'Store name contains characters that are not allowed',
    });
    expect(
      fieldErrors(storeAddressSchema, { ...validSubmission().storeAddress, city: 'x'.repeat(101) }),
    ).toEqual({ city: 'City must be at most 100 characters' });
  });

  it('bounds e-mail addresses at 254 characters and sign-in passwords at 128', () => {
    const longEmail = `${'a'.repeat(247)}@suki.ph`;
    expect(messages(registerSchema, { ...validRegistration, email: longEmail })).toEqual({
      email: 'Email must be at most 254 characters',
    });
    expect(messages(loginSchema, { email: 'ana@suki.ph', password: 'p'.repeat(129) })).toEqual({
      password: 'Password must be at most 128 characters',
    });
    expect(loginSchema.safeParse({ email: 'ana@suki.ph', password: 'p'.repeat(128) }).success).toBe(true);
  });

  it('refuses control characters in passwords, which are never trimmed', () => {
    expect(messages(loginSchema, { email: 'ana@suki.ph', password: 'abc\u0000def' })).toEqual({
      password: 'Password contains characters that are not allowed',
    });
    expect(
      messages(changePasswordFormSchema, {
        oldPassword: 'old12',
        newPassword: 'new\u000012',
        confirmNewPassword: 'new\u000012',
      }),
    ).toEqual({
      newPassword: 'New password contains characters that are not allowed',
      confirmNewPassword: 'Password confirmation contains characters that are not allowed',
    });
    expect(loginSchema.parse({ email: 'ana@suki.ph', password: ' spaced ' }).password).toBe(' spaced ');
  });

  it('keeps the spec’s one sentence for patterned fields', () => {
    const store = validSubmission().storeAddress;
    expect(
      messages(storeAddressSchema, { ...store, zipcode: '12\u000034', contact: '0917\ud8001234567' }),
    ).toEqual({
      zipcode: 'Please enter a valid 4-digit zip code',
      contact: 'Must be a valid contact number',
    });
  });

  it('takes line breaks in the long texts of the business step, not in its names', () => {
    const business = validSubmission().businessInfo;
    expect(
      businessInfoSchema.safeParse({ ...business, companyProfile: 'Since 1998.\n\nFamily run.' }).success,
    ).toBe(true);
    expect(messages(businessInfoSchema, { ...business, businessName: 'Santos\nTrading' })).toEqual({
      businessName: 'Name of business contains characters that are not allowed',
    });
  });

  it('refuses a lone surrogate in the draft, the submission and the reject reason', () => {
    expect(messages(onboardingDraftSchema, { businessInfo: { companyProfile: 'a\ud800b' } })).toEqual({
      'businessInfo.companyProfile': 'Company profile contains characters that are not allowed',
    });
    const submission = validSubmission();
    submission.officers[0]!.name = 'Ana\u0000';
    expect(messages(onboardingSubmissionSchema, submission)).toEqual({
      'officers.0.name': 'Name contains characters that are not allowed',
    });
    expect(messages(rejectSellerSchema, { reason: 'Missing\u0000permit' })).toEqual({
      reason: 'The reason contains characters that are not allowed',
    });
    expect(rejectSellerSchema.safeParse({ reason: 'Missing permit.\nPlease upload it.' }).success).toBe(true);
  });
});

describe('every schema of src/schemas', () => {
  const modules = import.meta.glob<Record<string, unknown>>('../../src/schemas/*.ts', { eager: true });
  const exported = Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(module)
      .filter((entry): entry is [string, z.core.$ZodType] => isSchema(entry[1]))
      .map(([name, schema]) => ({ name: `${file.replace(/^.*\//, '')} ${name}`, schema })),
  );

  /**
   * API answers may stay plain: every answer is an envelope `{ data }` or the error shape (decision 002),
   * and anything inside one is part of an answer. Whatever else is exported is a form or a request.
   */
  const isEnvelope = (schema: z.core.$ZodType) =>
    schema._zod.def.type === 'object' &&
    Object.keys((schema as z.core.$ZodObject)._zod.def.shape).join() === 'data';
  const answerParts = new Set(
    exported
      .filter(({ schema }) => isEnvelope(schema) || schema === apiErrorSchema)
      .flatMap(({ schema }) => [...partsOf(schema)]),
  );
  const requests = exported.filter(({ schema }) => !answerParts.has(schema));

  it('finds the forms and requests (the walk is not vacuous)', () => {
    expect(requests.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'auth.ts registerSchema',
        'auth.ts loginSchema',
        'auth.ts changePasswordFormSchema',
        'admin-sellers.ts rejectSellerSchema',
        'onboarding.ts businessInfoSchema',
        'maps.ts autocompleteQuerySchema',
      ]),
    );
    expect(requests.map(({ name }) => name)).not.toContain('seller.ts sellerProfileSchema');
  });

  it.each(requests.map(({ name, schema }) => [name, schema] as const))(
    '%s builds every string with text()',
    (_, schema) => {
      expect(plainStrings(schema)).toEqual([]);
    },
  );

  it('catches a plain string wherever it hides', async () => {
    const { z } = await import('zod');
    const clean = text({ label: 'Clean', max: 5 });
    expect(
      plainStrings(
        z.object({
          clean,
          email: clean.pipe(z.email()),
          id: z.uuid(),
          name: z.string().max(10),
          pattern: z.string().regex(/^\d+$/),
          list: z.array(z.object({ note: z.string().optional() })),
          either: z.union([z.number(), z.string().trim()]),
          nested: z.object({ deep: z.string().nullable().default('') }).transform((value) => value),
          keyed: z.record(z.string(), clean),
          preprocessed: z.preprocess((value) => value, z.string()),
        }),
      ),
    ).toEqual(['name', 'pattern', 'list[].note', 'either', 'nested.deep', 'keyed{key}', 'preprocessed']);
  });
});
