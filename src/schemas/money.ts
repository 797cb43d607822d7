// Money and measures as people type them (spec §5: a price-like pattern, digits with up to 2 decimals). Money
// is integer centavos everywhere past this file; "0.29" becomes 29 by reading its digits, never by float
// arithmetic (0.29 * 100 is 28.999999999999996).
import { z } from 'zod';

/** Spec §5's price-like pattern: digits, then at most 2 decimals. No sign, no exponent, no thousands separator. */
export const decimalPattern = /^\d+(?:\.\d{1,2})?$/;
const anyDecimals = /^\d+(?:\.\d+)?$/;

/** The most a price may be: ₱10,000,000.00, far above any listing, well inside an integer's exact range. */
export const priceMaxCentavos = 1_000_000_000;

/**
 * A value as a form or a JSON body carries it, as text: a number is written the way JavaScript prints it
 * (0.29 -> "0.29", the shortest text that reads back as the same number), so "0.29" and 0.29 agree.
 */
const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;

/** "12.5" -> 1250; only for text that matches `decimalPattern`. */
export function toCentavos(pesos: string): number {
  const [whole = '0', fraction = ''] = pesos.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 -> 12.5, the JSON number of an amount: the nearest double to the exact decimal, which prints as it. */
export const toPesos = (centavos: number): number => centavos / 100;

const peso = new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  currencyDisplay: 'symbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * `123456` centavos -> '₱1,234.56' (spec §1: the peso sign, thousands separators, exactly 2 decimals), as
 * people read an amount on a screen, in a message or in an e-mail; negative amounts keep their sign first.
 */
export const formatPeso = (centavos: number): string => {
  const formatted = peso.format(Math.abs(centavos) / 100).replace(/^PHP\s?/, '₱');
  return centavos < 0 ? `-${formatted}` : formatted;
};

/** 1250 -> "12.50": an amount as a form field shows it. */
export const pesosText = (centavos: number): string =>
  `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

export type AmountMessages = {
  /** Not a number at all, or missing when required. */
  invalid: string;
  negative: string;
  decimals: string;
  tooLarge: string;
};

/**
 * An amount of pesos with at most 2 decimals, as text or as a number, parsed to integer centavos. Each
 * refusal is worded by the caller (spec §5 words price and discounted price alike).
 */
export const pesos = (messages: AmountMessages, maxCentavos = priceMaxCentavos) =>
  z
    .unknown()
    .optional()
    .transform((value, context): number => {
      const text = asText(value);
      const fail = (message: string) => {
        context.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      };
      if (text === undefined || text === '' || text.length > 20) return fail(messages.invalid);
      if (text.startsWith('-') && anyDecimals.test(text.slice(1))) return fail(messages.negative);
      if (!anyDecimals.test(text)) return fail(messages.invalid);
      if (!decimalPattern.test(text)) return fail(messages.decimals);
      const centavos = toCentavos(text);
      return centavos > maxCentavos ? fail(messages.tooLarge) : centavos;
    });

/** Text that is missing, blank or absent counts as not given: optional form fields arrive as "". */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
