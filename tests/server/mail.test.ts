// E-mail delivery: through a real SMTP server when SMTP_URL is set, else .eml files in $DATA_DIR/mail.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerProfileResponseSchema } from '#schemas/seller';
import { composeLetter } from '../../server/lib/letter.ts';
import { latestMailTo, linkIn, tokenIn } from '../helpers/outbox.ts';
import { call, registerSeller, startTestApp, type TestApp } from './support.ts';

type Received = { envelopeTo: string[]; mail: ParsedMail };

describe('with SMTP_URL', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await startTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Suki Merchant <hello@suki.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the verification e-mail, whose link verifies the account', async () => {
    const { form, token } = await registerSeller(t.app);
    const delivery = received.find((entry) => entry.envelopeTo.includes(form.email));
    expect(delivery, 'the SMTP server received the verification e-mail').toBeDefined();
    const { mail } = delivery!;

    expect(mail.subject).toBe('Verify your email address for Suki Merchant');
    expect(mail.from?.value).toEqual([{ name: 'Suki Merchant', address: 'hello@suki.test' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(form.email);
    expect(mail.text).toContain('Suki Merchant');
    expect(mail.html).toContain('Suki');

    const link = linkIn(mail, '/verify-email');
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/verify-email`);
    const verified = await call(t.app, 'POST', '/api/auth/verify-email', {
      body: { token: link.searchParams.get('token') },
    });
    expect(verified.statusCode).toBe(200);
    const profile = sellerProfileResponseSchema.parse(
      (await call(t.app, 'GET', '/api/seller/me', { token })).json(),
    );
    expect(profile.data.isVerified).toBe(true);
    // Nothing goes to the outbox when SMTP is configured.
    expect(await readdir(path.join(t.dataDir, 'mail')).catch(() => [])).toEqual([]);
  });

  it('delivers the reset e-mail with a link to $PUBLIC_URL/reset-password', async () => {
    const { form } = await registerSeller(t.app);
    await call(t.app, 'POST', '/api/seller/forgot-password', { body: { email: form.email } });
    const delivery = received.find(
      (entry) =>
        entry.envelopeTo.includes(form.email) && entry.mail.subject === 'Reset your Suki Merchant password',
    );
    expect(delivery).toBeDefined();
    expect(tokenIn(delivery!.mail, '/reset-password')).toMatch(/^[\w-]{43}$/);
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('writes each message as an .eml file to $DATA_DIR/mail, plain text and HTML, from MAIL_FROM', async () => {
    const { form } = await registerSeller(t.app);
    const outbox = path.join(t.dataDir, 'mail');
    const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);

    const mail = await simpleParser(await readFile(path.join(outbox, files[0]!)));
    expect(mail.from?.value).toEqual([{ name: 'Suki Merchant', address: 'no-reply@suki.local' }]);
    expect(mail.subject).toBe('Verify your email address for Suki Merchant');
    expect(mail.text).toMatch(new RegExp(`${t.config.publicUrl}/verify-email\\?token=[\\w-]{43}`));
    expect(linkIn(mail, '/verify-email').origin).toBe(t.config.publicUrl);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(form.email);
  });

  it('puts nothing the registering person typed into the verification e-mail, which anyone can send anywhere', async () => {
    const phishing = 'Your GCash is locked! Unlock it at https://gcash-unlock.example/login';
    const { form } = await registerSeller(t.app, { sellerName: phishing, spStoreName: phishing });
    const mail = await latestMailTo(t.dataDir, form.email);
    expect(mail.text).toContain('Hi,');
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toContain('GCash');
      expect(part).not.toContain('gcash-unlock.example');
    }
  });
});

describe('the letter', () => {
  it('escapes every value in the HTML part and keeps it as written in the plain text', () => {
    const letter = composeLetter({
      to: 'ana@example.ph',
      subject: 'Subject',
      greeting: 'Hi Ana <b>Santos</b>,',
      paragraphs: ['<a href="https://evil.example">click</a> & more'],
      action: { label: 'Open "it"', url: 'https://portal.test/x?a=1&b=2' },
      footnote: "It's <i>small</i>",
    });
    expect(letter.text).toContain('Hi Ana <b>Santos</b>,');
    expect(letter.html).toContain('Hi Ana &#60;b&#62;Santos&#60;/b&#62;,');
    expect(letter.html).toContain(
      '&#60;a href=&#34;https://evil.example&#34;&#62;click&#60;/a&#62; &#38; more',
    );
    expect(letter.html).toContain('href="https://portal.test/x?a=1&#38;b=2"');
    expect(letter.html).toContain('It&#39;s &#60;i&#62;small&#60;/i&#62;');
    expect(letter.html).not.toMatch(/<(b>|i>|a href="https:\/\/evil)/);
  });
});
