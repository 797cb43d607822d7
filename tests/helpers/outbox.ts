// Reads the .eml outbox the server writes to `$DATA_DIR/mail` when no SMTP_URL is set.
import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export type OutboxMail = ParsedMail & { file: string };

function recipients(mail: ParsedMail): string[] {
  const to = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return to.flatMap((address) => address.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

/** Every message to `recipient`, oldest first (the file names start with an ISO timestamp). */
export async function mailTo(dataDir: string, recipient: string): Promise<OutboxMail[]> {
  const outbox = path.join(dataDir, 'mail');
  const files = (await fs.readdir(outbox).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort();
  const messages = await Promise.all(
    files.map(async (file) => ({
      ...(await simpleParser(await fs.readFile(path.join(outbox, file)))),
      file,
    })),
  );
  return messages.filter((mail) => recipients(mail).includes(recipient.toLowerCase()));
}

/**
 * The newest message to `recipient` (optionally whose subject matches), waiting for it to be written:
 * the server may answer the request before the file lands.
 */
export async function latestMailTo(
  dataDir: string,
  recipient: string,
  options: { subject?: RegExp; after?: OutboxMail; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const candidates = (await mailTo(dataDir, recipient)).filter(
      (mail) =>
        (options.subject === undefined || options.subject.test(mail.subject ?? '')) &&
        (options.after === undefined || mail.file > options.after.file),
    );
    const newest = candidates.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) {
      throw new Error(
        `No e-mail to ${recipient}${options.subject ? ` matching ${options.subject}` : ''} in ${dataDir}/mail`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in the message whose path is `pathname` (e.g. '/verify-email'), as an absolute URL. */
export function linkIn(mail: ParsedMail, pathname: string): URL {
  const bodies = [mail.text ?? '', typeof mail.html === 'string' ? mail.html : ''];
  for (const body of bodies) {
    for (const match of body.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
      const url = new URL(match[0].replace(/&amp;/g, '&'));
      if (url.pathname === pathname) return url;
    }
  }
  throw new Error(`No ${pathname} link in the e-mail "${mail.subject ?? ''}"`);
}

/** The `token` query parameter of that link. */
export function tokenIn(mail: ParsedMail, pathname: string): string {
  const token = linkIn(mail, pathname).searchParams.get('token');
  if (!token) throw new Error(`The ${pathname} link in "${mail.subject ?? ''}" has no token`);
  return token;
}
