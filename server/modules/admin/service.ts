// Admin accounts as use cases: sign-in and sign-out.
import type { ModuleContext } from '../../lib/context.ts';
import { signIn } from '../../lib/sign-in.ts';
import { createAdminRepository } from './repository.ts';

export function createAdminService({ database, sessions, throttle }: ModuleContext) {
  const admins = createAdminRepository(database.db);
  return {
    signIn: async (attempt: { email: string; password: string; address: string }) =>
      signIn(
        throttle,
        { area: 'admin', ...attempt },
        await admins.findByEmail(attempt.email),
        sessions.startAdmin,
      ),

    signOut: (sessionHash: string) => sessions.endAdmin(sessionHash),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
