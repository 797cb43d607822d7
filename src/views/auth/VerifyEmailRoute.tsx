// /verify-email wired to its machine and the session.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectProfile } from '#machines/session/selectors.ts';
import { useAppLogic } from '../app/app-logic.tsx';
import { useFlow } from '../app/use-flow.ts';
import { useToken } from './use-token.ts';
import { VerifyEmailScreen, type VerificationStatus } from './VerifyEmailScreen.tsx';

const statuses = ['verifying', 'verified', 'alreadyVerified', 'failed'] as const;

export function VerifyEmailRoute() {
  const logic = useAppLogic();
  const token = useToken();
  const profile = useSelector(logic.session, selectProfile);
  const verification = useFlow(logic.verifyEmail, { input: { token } });
  const status = useSelector(
    verification,
    (snapshot): VerificationStatus =>
      statuses.find((state) => snapshot.matches({ verification: state })) ?? 'awaitingLink',
  );
  const isResending = useSelector(verification, (snapshot) => snapshot.hasTag('resending'));
  const resendWaitSeconds = useSelector(verification, (snapshot) =>
    snapshot.hasTag('coolingDown') ? snapshot.context.coolDownSeconds : 0,
  );
  const failure = useSelector(verification, (snapshot) => snapshot.context.failure);

  // The machine checks for a verification made elsewhere only while the seller can see the page.
  useEffect(() => {
    const report = () =>
      verification.send({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' });
    if (document.visibilityState === 'hidden') report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [verification]);

  return (
    <VerifyEmailScreen
      status={status}
      email={profile?.email ?? null}
      isResending={isResending}
      resendWaitSeconds={resendWaitSeconds}
      failureMessage={failure?.message}
      onResend={() => verification.send({ type: 'email.resend' })}
      onLogout={() => logic.session.send({ type: 'session.logout' })}
    />
  );
}
