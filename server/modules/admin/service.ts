// Admin accounts as use cases: sign-in and sign-out.
import type { ModuleContext } from '../../lib/context.ts';
import { signInWith } from '../../lib/sign-in.ts';
import { createAdminRepository } from './repository.ts';

export function createAdminService({ database, sessions, throttle }: ModuleContext) {
  const admins = createAdminRepository(database.db);
  return {
    signIn: signInWith({
      area: 'admin',
      throttle,
      findAccount: admins.findByEmail,
      startSession: sessions.startAdmin,
    }),

    signOut: (sessionHash: string) => sessions.endAdmin(sessionHash),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
