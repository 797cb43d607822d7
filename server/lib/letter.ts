// The one branded letter every e-mail uses: plain text and HTML, Suki Merchant's look, every value escaped.
// A letter speaks for Suki Merchant, so text someone else chose (a seller name, a store name) goes only into
// letters to an address its owner has verified: anyone can have a verification e-mail sent to any address,
// and a name written as a sentence with a link would read as ours there. Escaping keeps such text from
// becoming markup; it cannot stop it reading as ours.
import type { MailMessage } from './mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export type Letter = {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Small print under the button (why the mail came, how long the link works). */
  footnote?: string;
};

const brandGold = '#d8b15a';

export function composeLetter({ to, subject, greeting, paragraphs, action, footnote }: Letter): MailMessage {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${action.label}: ${action.url}`,
    '',
    ...(footnote ? [footnote, ''] : []),
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
        <p style="margin:0 0 16px;font-size:13px;color:#6b7280">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>
        ${footnote ? `<p style="margin:0;font-size:13px;color:#6b7280">${escapeHtml(footnote)}</p>` : ''}
      </td></tr>
    </table>
  </body>
</html>`;

  return { to, subject, text, html };
}
