// The account e-mails, plain text and HTML, branded Suki Merchant. Every value put into HTML is escaped.
import type { MailMessage } from '../../lib/mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

type Letter = {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
};

const brandGold = '#d8b15a';

function compose({ to, subject, greeting, paragraphs, action, footnote }: Letter): MailMessage {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${action.label}: ${action.url}`,
    '',
    footnote,
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
        ${paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('\n        ')}
        <p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${brandGold};color:#1f2937;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>
        <p style="margin:0 0 16px;font-size:13px;color:#6b7280">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>
        <p style="margin:0;font-size:13px;color:#6b7280">${escapeHtml(footnote)}</p>
      </td></tr>
    </table>
  </body>
</html>`;

  return { to, subject, text, html };
}

export const verificationEmail = (to: string, sellerName: string, url: string): MailMessage =>
  compose({
    to,
    subject: 'Verify your email address for Suki Merchant',
    greeting: `Hi ${sellerName},`,
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
