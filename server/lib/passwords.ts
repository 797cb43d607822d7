// Password hashing with argon2id (OWASP's minimum: 19 MiB, 2 passes, 1 lane).
import { hash, verify, type Algorithm } from '@node-rs/argon2';

const argon2id: Algorithm = 2;
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/**
 * A hash of a password nobody has, checked when the e-mail is unknown so that an unknown account takes as
 * long to refuse as a wrong password (no account enumeration by timing).
 */
let decoyHash: Promise<string> | undefined;
export const verifyDecoy = async (password: string): Promise<false> => {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(await decoyHash, password);
  return false;
};
