// The one building block of every string a request or a form takes: bounded, and refusing the characters
// no one types and PostgreSQL will not store (NUL, other control characters, lone UTF-16 surrogates).
import { z } from 'zod';

/**
 * What a one-line field may hold: no C0 control character (tab and line breaks included), no DEL, and no
 * surrogate that is not half of a pair (with the `u` flag a pair is one code point, outside the class).
 */
// eslint-disable-next-line no-control-regex -- naming control characters is this pattern's job
export const oneLinePattern = /^[^\u0000-\u001F\u007F\uD800-\uDFFF]*$/u;
/** What a multi-line field may hold: the same, but tabs and line breaks (LF, CR) are text there. */
// eslint-disable-next-line no-control-regex -- naming control characters is this pattern's job
export const multiLinePattern = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]*$/u;

export type TextOptions = {
  /** The field as its messages name it: 'Seller name' → 'Seller name contains characters that are not allowed'. */
  label: string;
  /** The most characters (UTF-16 code units, as `String.length` counts) the field may hold. */
  max: number;
  /** A text area's value: tabs and line breaks are allowed. */
  multiline?: boolean;
  /** Leading and trailing whitespace is dropped before any rule applies; off for secrets and drafts. */
  trim?: boolean;
  /** When the value is missing or not a string. */
  error?: string;
  /** Overrides `${label} must be at most ${max} characters` where the spec words it differently. */
  tooLong?: string;
  /** Overrides `${label} contains characters that are not allowed` where the spec words every refusal alike. */
  notAllowed?: string;
};

/**
 * A string field: `text({ label: 'Seller name', max: 100 })`, then the field's own rules (`.min(1, …)`,
 * `.regex(…)`, `.pipe(z.email())`). The length is checked first and stops the rest, so a huge value costs
 * one comparison; tests/schemas walks every schema and refuses a string built without this.
 */
export function text({
  label,
  max,
  multiline = false,
  trim = true,
  error,
  tooLong,
  notAllowed,
}: TextOptions) {
  const typed = z.string(error === undefined ? undefined : { error });
  // A browser sends a text area's line breaks as CRLF in a form (multipart, URL-encoded), and as LF in its
  // value and in JSON: one LF each, so what is counted and stored is what the seller typed.
  const string = multiline ? typed.overwrite((value) => value.replace(/\r\n?/g, '\n')) : typed;
  return (trim ? string.trim() : string)
    .max(max, { error: tooLong ?? `${label} must be at most ${max} characters`, abort: true })
    .regex(multiline ? multiLinePattern : oneLinePattern, {
      error: notAllowed ?? `${label} contains characters that are not allowed`,
    });
}
