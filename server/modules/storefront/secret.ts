// The secret the storefront and we sign events with (decision 025): STOREFRONT_WEBHOOK_SECRET when set,
// else one generated on first start and kept under DATA_DIR, so a fresh install works at once and keeps
// working across restarts; the start banner says where it is, for whoever configures the storefront.
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

/** The shortest secret we accept, the same bound as STOREFRONT_WEBHOOK_SECRET's (config.ts). */
const minimumLength = 32;

/** Where the generated secret is kept. */
export const storefrontSecretFile = (dataDir: string): string =>
  path.join(dataDir, 'storefront-webhook-secret');

/**
 * The storefront's signing secret: the configured one, else the one in `$DATA_DIR/storefront-webhook-secret`,
 * created (mode 0600, 32 random bytes as hex) when it does not exist yet.
 */
export async function storefrontSecret(
  config: Pick<Config, 'storefrontWebhookSecret' | 'dataDir'>,
): Promise<string> {
  if (config.storefrontWebhookSecret !== undefined) return config.storefrontWebhookSecret;
  const file = storefrontSecretFile(config.dataDir);
  const existing = await readSecret(file);
  if (existing !== undefined) return existing;
  await mkdir(config.dataDir, { recursive: true });
  // Written whole under a private name, then linked into place: link fails if the file appeared meanwhile
  // (a second process starting on the same DATA_DIR), so nobody ever reads a half-written secret and
  // both processes end up with the same one.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  const created = await readSecret(file);
  if (created === undefined) throw new Error(`${file} disappeared while it was being created`);
  return created;
}

async function readSecret(file: string): Promise<string | undefined> {
  let contents: string;
  try {
    contents = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = contents.trim();
  if (secret.length < minimumLength)
    throw new Error(
      `${file} must hold a secret of at least ${minimumLength} characters; delete it to have a new one generated`,
    );
  return secret;
}
