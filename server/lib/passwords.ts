// Password hashing with argon2id (OWASP's minimum: 19 MiB, 2 passes, 1 lane), a few hashes at a time.
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

const argon2id: Algorithm = 2;
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Runs at most `size` tasks at once; the others start in the order they were queued. */
export function concurrencyLimit(size: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    size,
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < size) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        // The slot passes straight to the next task waiting, or is freed.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/**
 * argon2 runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which file
 * reads and DNS lookups share. Unbounded, a burst of sign-ins takes every pool thread and every core and a
 * document download waits behind them (100 wrong sign-ins and 100 registrations at once held one for
 * 0.8 s); each hash also holds 19 MiB. So hashes leave a core to the event loop and a thread to the pool,
 * and the rest wait here in turn. On 2 cores that is one at a time, and sign-ins are no slower for it.
 */
const threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const argon2Work = concurrencyLimit(
  Math.max(1, Math.min(availableParallelism() - 1, threadPoolSize - 1)),
);

export const hashPassword = (password: string): Promise<string> =>
  argon2Work.run(() => hash(password, options));

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  argon2Work.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });

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
