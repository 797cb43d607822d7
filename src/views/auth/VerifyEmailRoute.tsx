// /verify-email wired to its machine and the session.
import { useSelector } from '@xstate/react';
import { selectProfile } from '#machines/session/selectors.ts';
import { useAppLogic } from '../app/app-logic.tsx';
import { useFlow } from '../app/use-flow.ts';
import { useToken } from './use-token.ts';
import { VerifyEmailScreen, type VerificationStatus } from './VerifyEmailScreen.tsx';

export function VerifyEmailRoute() {
  const logic = useAppLogic();
  const token = useToken();
  const profile = useSelector(logic.session, selectProfile);
  const verification = useFlow(logic.verifyEmail, { input: { token } });
  const status = useSelector(verification, (snapshot): VerificationStatus => {
    if (snapshot.matches({ verification: 'verifying' })) return 'verifying';
    if (snapshot.matches({ verification: 'verified' })) return 'verified';
    if (snapshot.matches({ verification: 'failed' })) return 'failed';
    return 'awaitingLink';
  });
  const isResending = useSelector(verification, (snapshot) => snapshot.hasTag('resending'));
  const failure = useSelector(verification, (snapshot) => snapshot.context.failure);
  return (
    <VerifyEmailScreen
      status={status}
      email={profile?.email ?? null}
      isResending={isResending}
      failureMessage={failure?.message}
      onResend={() => verification.send({ type: 'email.resend' })}
      onLogout={() => logic.session.send({ type: 'session.logout' })}
    />
  );
}
