// The account e-mails (verification, password reset) in the branded letter of server/lib/letter.ts.
import { composeLetter as compose } from '../../lib/letter.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/**
 * Goes to an address no one has verified, at anyone's request: it carries nothing the requester typed (a
 * seller name could be a phishing line with a link, and would read as ours).
 */
export const verificationEmail = (to: string, url: string): MailMessage =>
  compose({
    to,
    subject: 'Verify your email address for Suki Merchant',
    greeting: 'Hi,',
    paragraphs: [
      'Thank you for registering your store on Suki Merchant.',
      'Please confirm that this is your email address so you can continue setting up your store.',
    ],
    action: { label: 'Verify email address', url },
    footnote:
      'This link works once and expires in 24 hours. If you did not create a Suki Merchant account, you can ignore this email.',
  });

export const passwordResetEmail = (to: string, url: string): MailMessage =>
  compose({
    to,
    subject: 'Reset your Suki Merchant password',
    greeting: 'Hi,',
    paragraphs: ['We received a request to reset the password of your Suki Merchant account.'],
    action: { label: 'Choose a new password', url },
    footnote:
      'This link works once and expires in 1 hour. If you did not ask to reset your password, you can ignore this email; your password stays the same.',
  });
