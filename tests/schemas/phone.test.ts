// PH mobile numbers as people write them (issue 10): the forms the issue names, every grouping of the same
// digits, and the contact fields of the onboarding schemas that store them as +639….
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { officerSchema, storeAddressSchema } from '#schemas/onboarding';
import { formatMobile, isMobileNumber, normalizeMobile } from '#schemas/phone';

/** The 9 digits after 09 / +639. */
const subscriber = fc.stringMatching(/^\d{9}$/);
/** What people put between digit groups. */
const separator = fc.constantFrom('', ' ', '-', '.', '  ', ' - ');

/** `digits` written with separators between random groups, optionally with the area part in brackets. */
const written = (prefix: string, digits: string) =>
  fc
    .tuple(fc.array(separator, { minLength: digits.length, maxLength: digits.length }), fc.boolean())
    .map(([gaps, bracketed]) => {
      const body = [...digits].map((digit, index) => `${gaps[index]}${digit}`).join('');
      return bracketed ? `(${prefix})${body}` : `${prefix}${body}`;
    });

const store = {
  storeAddress: '12 Gorordo Ave',
  state: 'Cebu',
  city: 'Cebu City',
  zipcode: '6000',
  useStoreAddressForPickup: true,
};

describe('PH mobile numbers', () => {
  it('accepts the forms Filipinos write, stores +639… and shows them grouped', () => {
    for (const input of [
      '0917 123 4567',
      '0917-123-4567',
      '+63 917 123 4567',
      '(0917) 123 4567',
      '+63 (917) 123-4567',
      '09171234567',
      '+639171234567',
    ]) {
      expect(isMobileNumber(input), input).toBe(true);
      expect(normalizeMobile(input), input).toBe('+639171234567');
      expect(formatMobile(input), input).toBe('+63 917 123 4567');
    }
  });

  it('refuses what is not a PH mobile number', () => {
    for (const input of [
      '',
      '0917 123 456',
      '0917 123 45678',
      '08171234567',
      '+63 817 123 4567',
      '63 917 123 4567',
      '++639171234567',
      '0917/123/4567',
      '0917 123 4567 ext 2',
      '０９１７１２３４５６７',
    ]) {
      expect(isMobileNumber(input), input).toBe(false);
      expect(normalizeMobile(input), input).toBeNull();
      expect(formatMobile(input), input).toBe(input);
    }
  });

  it('reads any grouping of 09 + 9 digits or +639 + 9 digits as the one number', () => {
    fc.assert(
      fc.property(
        subscriber.chain((digits) =>
          fc.tuple(fc.constant(digits), fc.oneof(written('09', digits), written('+639', digits))),
        ),
        ([digits, input]) => {
          expect(normalizeMobile(input)).toBe(`+639${digits}`);
          expect(formatMobile(input)).toBe(
            `+63 9${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
          );
        },
      ),
    );
  });

  it('normalises and groups idempotently: the stored and the shown forms read back as themselves', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const normal = normalizeMobile(input);
        if (normal === null) return;
        expect(normalizeMobile(normal)).toBe(normal);
        expect(normalizeMobile(formatMobile(input))).toBe(normal);
        expect(formatMobile(formatMobile(input))).toBe(formatMobile(input));
      }),
    );
  });

  it('never accepts a digit more or less, or a letter among the digits', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{0,8}$|^\d{10,12}$/),
        fc.constantFrom('09', '+639'),
        (digits, prefix) => {
          expect(isMobileNumber(`${prefix}${digits}`)).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(
        subscriber,
        fc.integer({ min: 0, max: 8 }),
        fc.stringMatching(/^[a-zA-Z]$/),
        (digits, at, letter) => {
          expect(isMobileNumber(`09${digits.slice(0, at)}${letter}${digits.slice(at)}`)).toBe(false);
        },
      ),
    );
  });
});

describe('contact numbers in the onboarding forms (spec §5)', () => {
  it('parses a written number to +639…, and keeps the spec message for anything else', () => {
    expect(storeAddressSchema.parse({ ...store, contact: ' 0917-123-4567 ' }).contact).toBe('+639171234567');
    expect(
      officerSchema.parse({ name: 'Ana', email: 'ana@tindahan.ph', contact: '+63 917 123 4567' }).contact,
    ).toBe('+639171234567');
    for (const contact of ['', '0917 123 456', 'call me', '0917 123 4567 0917 123 4567']) {
      const result = storeAddressSchema.safeParse({ ...store, contact });
      expect(result.success, contact).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Must be a valid contact number']);
    }
  });
});
