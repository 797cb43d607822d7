// At start: make sure someone can sign in to the admin area (ADMIN_EMAIL/ADMIN_PASSWORD, or a generated admin).
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createAdminRepository } from './repository.ts';

export const generatedAdminEmail = 'admin@suki.local';

/**
 * With ADMIN_EMAIL and ADMIN_PASSWORD set, that admin exists afterwards with that password. With neither
 * and no admin yet, admin@suki.local is created with a random password, returned so the caller prints it
 * once; it is never stored in clear and never returned again.
 */
export async function ensureAdmin(
  database: Database,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<{ email: string; password?: string }> {
  const admins = createAdminRepository(database.db);

  if (config.adminEmail !== undefined && config.adminPassword !== undefined) {
    const existing = await admins.findByEmail(config.adminEmail);
    if (!existing) {
      await admins.create(config.adminEmail, await hashPassword(config.adminPassword));
    } else if (!(await verifyPassword(existing.passwordHash, config.adminPassword))) {
      await admins.setPassword(existing.id, await hashPassword(config.adminPassword));
    }
    return { email: existing?.email ?? config.adminEmail };
  }

  const oldest = await admins.oldest();
  if (oldest) return { email: oldest.email };
  // 16 characters of base64url: 96 random bits, typeable from the console.
  const password = randomBytes(12).toString('base64url');
  const created = await admins.create(generatedAdminEmail, await hashPassword(password));
  return created ? { email: generatedAdminEmail, password } : { email: generatedAdminEmail };
}
