// /verify-email: where the link went, resending it, and the outcome of opening it.
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Paragraph } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';
import { AuthCard } from './AuthCard.tsx';
import * as styles from './AuthCard.css.ts';

export type VerificationStatus = 'awaitingLink' | 'verifying' | 'verified' | 'alreadyVerified' | 'failed';

/** 75 → "1:15": the wait as a countdown reads it. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export type VerifyEmailScreenProps = {
  status: VerificationStatus;
  /** The signed-in seller's address; null when nobody is signed in on this device. */
  email: string | null;
  isResending: boolean;
  /** Seconds before the server sends another link; 0 when Resend may be pressed. */
  resendWaitSeconds?: number;
  failureMessage?: string;
  onResend: () => void;
  /** For a seller who registered with the wrong address: sign out and start again. */
  onLogout?: () => void;
};

export function VerifyEmailScreen({
  status,
  email,
  isResending,
  resendWaitSeconds = 0,
  failureMessage,
  onResend,
  onLogout,
}: VerifyEmailScreenProps) {
  const isSignedIn = email !== null;
  const isCoolingDown = resendWaitSeconds > 0;
  const resend = isSignedIn ? (
    <div className={styles.actions}>
      <Paragraph muted>Did not get it? Check your spam folder, or send a new link.</Paragraph>
      <Button
        variant="secondary"
        onPress={onResend}
        isPending={isResending}
        isDisabled={isCoolingDown}
        fullWidth
      >
        {isCoolingDown ? `Resend in ${clock(resendWaitSeconds)}` : 'Resend'}
      </Button>
      {onLogout ? (
        <Button variant="ghost" onPress={onLogout} fullWidth>
          Wrong address? Log out
        </Button>
      ) : null}
    </div>
  ) : (
    <Link href="/login" variant="primary">
      Log in
    </Link>
  );

  if (status === 'verifying')
    return (
      <AuthCard title="Verifying your email">
        <Banner tone="info">Checking your verification link…</Banner>
      </AuthCard>
    );

  if (status === 'verified' || status === 'alreadyVerified')
    return (
      <AuthCard title={status === 'verified' ? 'Email verified' : 'Email already verified'}>
        <Banner tone="success">
          {status === 'verified'
            ? 'Your email address is verified.'
            : 'Your email address was verified already. There is nothing more to do with this link.'}
        </Banner>
        {isSignedIn ? (
          <Paragraph muted>
            {status === 'verified' ? 'Taking you to onboarding…' : 'Taking you to your store…'}
          </Paragraph>
        ) : (
          <>
            <Paragraph muted>Log in to continue setting up your store.</Paragraph>
            <Link href="/login" variant="primary">
              Log in
            </Link>
          </>
        )}
      </AuthCard>
    );

  if (status === 'failed')
    return (
      <AuthCard title="We could not verify your email">
        <Banner tone="error">{failureMessage ?? 'This verification link is invalid or has expired.'}</Banner>
        {isSignedIn ? (
          <Paragraph muted>Links expire after a while. Send yourself a new one.</Paragraph>
        ) : null}
        {resend}
      </AuthCard>
    );

  return (
    <AuthCard
      title="Verify your email"
      intro={
        isSignedIn ? (
          <>
            We sent a verification link to <strong className={styles.address}>{email}</strong>. Open it to
            continue setting up your store.
          </>
        ) : (
          'Open the verification link we e-mailed you to continue. To get a new link, log in first.'
        )
      }
    >
      {resend}
    </AuthCard>
  );
}
