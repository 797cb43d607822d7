// The decision e-mails (approval, rejection, suspension, reinstatement) in the branded letter of
// server/lib/letter.ts. Each promises only what exists when it is sent: seller tools arrive with later
// releases, so the approval points to the dashboard, where they appear as they open.
import type { SellerDecision } from '#schemas/admin-sellers';
import { composeLetter as compose } from '../../lib/letter.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** Where a signed-in seller goes, and where a suspended one is told to turn. */
export type DecisionLinks = { dashboardUrl: string; supportUrl: string };

type DecisionLetter = { to: string; sellerName: string; reason: string | null };

const letters: Record<SellerDecision, (letter: DecisionLetter, links: DecisionLinks) => MailMessage> = {
  approved: ({ to, sellerName }, { dashboardUrl }) =>
    compose({
      to,
      subject: 'Your Suki Merchant account is approved',
      greeting: `Hi ${sellerName},`,
      paragraphs: [
        'Good news: an admin reviewed your store details and approved your account.',
        'Your store is approved. You can now sign in to your dashboard; new seller tools appear there as they open.',
      ],
      action: { label: 'Open your dashboard', url: dashboardUrl },
    }),
  rejected: ({ to, sellerName, reason }, { dashboardUrl }) =>
    compose({
      to,
      subject: 'Your Suki Merchant account was not approved',
      greeting: `Hi ${sellerName},`,
      paragraphs: [
        'An admin reviewed your store details and could not approve your account yet. The reason given:',
        reason ?? '',
        'Update your details in the portal and submit them again; we will review them once more.',
      ],
      action: { label: 'Update your details', url: dashboardUrl },
    }),
  suspended: ({ to, sellerName, reason }, { supportUrl }) =>
    compose({
      to,
      subject: 'Your Suki Merchant account is suspended',
      greeting: `Hi ${sellerName},`,
      paragraphs: [
        'An admin suspended your seller account, so you have been signed out and cannot sign in or sell until it is reinstated. The reason given:',
        reason ?? '',
        'If you have questions or have fixed the problem, contact Suki support.',
      ],
      action: { label: 'Contact support', url: supportUrl },
    }),
  reinstated: ({ to, sellerName }, { dashboardUrl }) =>
    compose({
      to,
      subject: 'Your Suki Merchant account is reinstated',
      greeting: `Hi ${sellerName},`,
      paragraphs: [
        'An admin reinstated your seller account: it is approved again.',
        'You can sign in to your dashboard again; your seller tools are there as before.',
      ],
      action: { label: 'Open your dashboard', url: dashboardUrl },
    }),
};

export const decisionEmail = (decision: SellerDecision, letter: DecisionLetter, links: DecisionLinks) =>
  letters[decision](letter, links);
