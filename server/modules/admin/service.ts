// Admin accounts as use cases: sign-in and sign-out.
import type { ModuleContext } from '../../lib/context.ts';
import { ok } from '../../lib/outcome.ts';
import { checkSignIn } from '../../lib/sign-in.ts';
import { createAdminRepository } from './repository.ts';

export function createAdminService({ database, sessions, throttle }: ModuleContext) {
  const admins = createAdminRepository(database.db);
  return {
    async signIn(attempt: { email: string; password: string; address: string }) {
      const account = await admins.findByEmail(attempt.email);
      const checked = await checkSignIn(throttle, { area: 'admin', ...attempt }, account);
      if (!checked.ok) return checked;
      return ok({ token: await sessions.startAdmin(checked.value.id) });
    },

    signOut: (sessionHash: string) => sessions.endAdmin(sessionHash),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
