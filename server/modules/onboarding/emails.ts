// The approval decision e-mails in the branded letter of server/lib/letter.ts.
import { composeLetter as compose } from '../../lib/letter.ts';
import type { MailMessage } from '../../lib/mailer.ts';

export const approvedEmail = (to: string, sellerName: string, dashboardUrl: string): MailMessage =>
  compose({
    to,
    subject: 'Your Suki Merchant account is approved',
    greeting: `Hi ${sellerName},`,
    paragraphs: [
      'Good news: an admin reviewed your store details and approved your account.',
      'You can now add products, apply to campaigns and request cash-outs.',
    ],
    action: { label: 'Open your dashboard', url: dashboardUrl },
  });

export const rejectedEmail = (
  to: string,
  sellerName: string,
  reason: string,
  dashboardUrl: string,
): MailMessage =>
  compose({
    to,
    subject: 'Your Suki Merchant account was not approved',
    greeting: `Hi ${sellerName},`,
    paragraphs: [
      'An admin reviewed your store details and could not approve your account yet. The reason given:',
      reason,
      'Update your details in the portal and submit them again; we will review them once more.',
    ],
    action: { label: 'Update your details', url: dashboardUrl },
  });
