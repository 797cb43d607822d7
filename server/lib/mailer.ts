// Outgoing e-mail: through SMTP_URL when set, otherwise written as .eml files to $DATA_DIR/mail (the dev outbox).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** Where the outbox lives when no SMTP server is configured. */
export const outboxDirectory = (dataDir: string) => path.join(dataDir, 'mail');

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
        // Subject and recipient only: the body holds single-use links.
        log.info({ mail: { to: message.to, subject: message.subject } }, 'e-mail sent');
      },
      close: () => transport.close(),
    };
  }

  const outbox = outboxDirectory(config.dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const { message: eml } = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(outbox, { recursive: true });
      // Sortable by time, unique without coordination.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(outbox, name), eml);
      log.info(
        { mail: { to: message.to, subject: message.subject, file: name } },
        'e-mail written to outbox',
      );
    },
    close: () => transport.close(),
  };
}
