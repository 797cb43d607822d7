// /verify-email: where the link went, resending it, and the outcome of opening it.
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Paragraph } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';
import { AuthCard } from './AuthCard.tsx';
import * as styles from './AuthCard.css.ts';

export type VerificationStatus = 'awaitingLink' | 'verifying' | 'verified' | 'failed';

export type VerifyEmailScreenProps = {
  status: VerificationStatus;
  /** The signed-in seller's address; null when nobody is signed in on this device. */
  email: string | null;
  isResending: boolean;
  failureMessage?: string;
  onResend: () => void;
  /** For a seller who registered with the wrong address: sign out and start again. */
  onLogout?: () => void;
};

export function VerifyEmailScreen({
  status,
  email,
  isResending,
  failureMessage,
  onResend,
  onLogout,
}: VerifyEmailScreenProps) {
  const isSignedIn = email !== null;
  const resend = isSignedIn ? (
    <div className={styles.actions}>
      <Paragraph muted>Did not get it? Check your spam folder, or send a new link.</Paragraph>
      <Button variant="secondary" onPress={onResend} isPending={isResending} fullWidth>
        Resend
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

  if (status === 'verified')
    return (
      <AuthCard title="Email verified">
        <Banner tone="success">Your email address is verified.</Banner>
        {isSignedIn ? (
          <Paragraph muted>Taking you to onboarding…</Paragraph>
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
            We sent a verification link to <strong>{email}</strong>. Open it to continue setting up your
            store.
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
