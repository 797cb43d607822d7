// Secret tokens for sessions and e-mail links: 256 random bits out, only their sha-256 kept in the database.
import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret: 32 random bytes, base64url (43 characters, safe in URLs and headers). */
export const createToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a token: sha-256, hex. Fast on purpose: tokens carry full entropy, unlike passwords. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
