// The machines the views run, handed in by the composition root (src/app) or by a test or story with fakes.
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '#machines/change-password/machine.ts';
import type { notificationsMachine } from '#machines/notifications/machine.ts';
import type { privacyPolicyMachine, supportDetailsMachine } from '#machines/resource/machine.ts';
import type { SessionMachine } from '#machines/session/machine.ts';
import type { verifyEmailMachine } from '#machines/session/verify-email-machine.ts';
import type { forgotPasswordMachine, resetPasswordMachine } from '#machines/submission/machine.ts';

export type AppLogic = {
  /** The one running session; the router reports every location change to it. */
  session: ActorRefFrom<SessionMachine>;
  verifyEmail: typeof verifyEmailMachine;
  forgotPassword: typeof forgotPasswordMachine;
  resetPassword: typeof resetPasswordMachine;
  privacyPolicy: typeof privacyPolicyMachine;
  supportDetails: typeof supportDetailsMachine;
  changePassword: typeof changePasswordMachine;
  notifications: typeof notificationsMachine;
};

const AppLogicContext = createContext<AppLogic | null>(null);

export function AppLogicProvider({ logic, children }: { logic: AppLogic; children: ReactNode }) {
  return <AppLogicContext.Provider value={logic}>{children}</AppLogicContext.Provider>;
}

export function useAppLogic(): AppLogic {
  const logic = useContext(AppLogicContext);
  if (!logic) throw new Error('useAppLogic needs an <AppLogicProvider> above it');
  return logic;
}
