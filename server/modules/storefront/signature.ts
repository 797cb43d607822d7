// The storefront's signature, both ways (decision 025): header `Suki-Signature: t=<unix s>,v1=<hex>`, where
// v1 is HMAC-SHA256("<t>.<raw body>") with the shared secret. Signing the timestamp with the body lets a
// receiver refuse an old copy replayed by whoever saw it; the raw bytes are signed, not a re-serialised
// JSON, so both ends agree without agreeing on a serialiser.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signatureToleranceSeconds } from '#schemas/orders';

/** Why a signature was refused; each is a 401 to the sender, and none says more than that. */
export type SignatureRefusal = 'missing' | 'malformed' | 'stale' | 'mismatch';

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: SignatureRefusal };

// The timestamp is signed as written in the header, so a sender's spelling of it never breaks the match.
const digest = (secret: string, rawBody: string | Uint8Array, timestamp: string): Buffer =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();

/** The `Suki-Signature` header value for `rawBody` sent at `unixSeconds`. */
export function signPayload(secret: string, rawBody: string | Uint8Array, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${digest(secret, rawBody, String(unixSeconds)).toString('hex')}`;
}

const timestampPattern = /^\d{1,12}$/;
const v1Pattern = /^[0-9a-f]{64}$/i;

/**
 * Checks a `Suki-Signature` header against `rawBody`. The header may carry several `v1` values (a sender
 * rotating its secret signs with the old and the new one); one matching is enough. Unknown keys are
 * ignored, so a later scheme (v2) can be added beside v1. The comparison takes the same time whatever
 * the bytes, so a forger learns nothing from how long a refusal took.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: string | Uint8Array,
  nowSeconds: number,
): SignatureCheck {
  if (header === undefined || header.trim() === '') return { ok: false, reason: 'missing' };
  let timestamp: string | undefined;
  const candidates: Buffer[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) return { ok: false, reason: 'malformed' };
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't') {
      if (timestamp !== undefined || !timestampPattern.test(value)) return { ok: false, reason: 'malformed' };
      timestamp = value;
    } else if (key === 'v1') {
      if (!v1Pattern.test(value)) return { ok: false, reason: 'malformed' };
      candidates.push(Buffer.from(value, 'hex'));
    }
  }
  if (timestamp === undefined || candidates.length === 0) return { ok: false, reason: 'malformed' };
  const seconds = Number(timestamp);
  if (Math.abs(nowSeconds - seconds) > signatureToleranceSeconds) return { ok: false, reason: 'stale' };
  const expected = digest(secret, rawBody, timestamp);
  // Every candidate is compared, even after a match, so the time taken does not say which one matched.
  let matched = false;
  for (const candidate of candidates) matched = timingSafeEqual(candidate, expected) || matched;
  return matched ? { ok: true, timestamp: seconds } : { ok: false, reason: 'mismatch' };
}
