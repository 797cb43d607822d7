// The approval decision e-mails, plain text and HTML, in the look of the account e-mails (auth/emails.ts).
import type { MailMessage } from '../../lib/mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const brandGold = '#d8b15a';

type Letter = {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
};

function compose({ to, subject, greeting, paragraphs, action }: Letter): MailMessage {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${action.label}: ${action.url}`,
    '',
    '— Suki Merchant',
  ].join('\n');

  const html = `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f6f5f2;font-family:Inter,Arial,sans-serif;color:#1f2937">
    <table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
      <tr><td>
        <p style="margin:0 0 24px;font-size:20px;font-weight:700">Suki <span style="color:${brandGold}">Merchant</span></p>
        <p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
        ${paragraphs.map((paragraph) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(paragraph)}</p>`).join('\n        ')}
        <p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${brandGold};color:#1f2937;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>
      </td></tr>
    </table>
  </body>
</html>`;

  return { to, subject, text, html };
}

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
