// Logs: one line per request with its id, and never a password, a token or a reset link in any line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenSchema } from '#schemas/auth';
import { humanLogLine, standardLogDestination } from '../../server/lib/logging.ts';
import { latestMailTo, tokenIn } from '../helpers/outbox.ts';
import { call, login, multipart, registerSeller, startTestApp, type TestApp } from './support.ts';

const lines: string[] = [];
/** The completion line is written once the response has gone, which can be just after inject resolves. */
const responseLogged = () => new Promise((resolve) => setTimeout(resolve, 20));
let t: TestApp;

beforeAll(async () => {
  // Debug, the most talkative level the server has: what holds here holds at info a fortiori.
  t = await startTestApp({
    env: { LOG_LEVEL: 'debug' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => t.close());

describe('logging', () => {
  it('writes no password, session token, e-mail token or reset link at any level, whatever the flow', async () => {
    const secrets: string[] = [];
    const password = 'Sikreto-123';
    const { form, token: registrationToken } = await registerSeller(t.app, {
      password,
      confirmPassword: password,
    });
    secrets.push(password, registrationToken);

    const verifyToken = tokenIn(await latestMailTo(t.dataDir, form.email), '/verify-email');
    secrets.push(verifyToken);
    await call(t.app, 'POST', '/api/auth/verify-email', { body: { token: verifyToken } });

    const loginToken = await login(t.app, form.email, password);
    secrets.push(loginToken);
    await call(t.app, 'POST', '/api/auth/login', { body: { email: form.email, password: 'Wrong-pass-1' } });
    secrets.push('Wrong-pass-1');
    await call(t.app, 'GET', '/api/seller/me', { token: loginToken });

    await call(t.app, 'POST', '/api/seller/forgot-password', multipart({ email: form.email }));
    const resetToken = tokenIn(
      await latestMailTo(t.dataDir, form.email, { subject: /Reset your Suki Merchant password/ }),
      '/reset-password',
    );
    secrets.push(resetToken);
    // The browser opens the link from the e-mail: its token sits in the URL.
    await call(t.app, 'GET', `/reset-password?token=${resetToken}`);
    const reset = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token: resetToken, newPassword: 'Bago-456' },
    });
    expect(reset.statusCode).toBe(200);
    secrets.push('Bago-456');

    const afterReset = tokenSchema.parse(
      (
        await call(t.app, 'POST', '/api/auth/login', { body: { email: form.email, password: 'Bago-456' } })
      ).json(),
    ).data.token;
    secrets.push(afterReset);
    await call(t.app, 'PATCH', '/api/seller/change-password', {
      token: afterReset,
      ...multipart({ oldPassword: 'Bago-456', newPassword: 'Panibago-789' }),
    });
    secrets.push('Panibago-789');

    const log = lines.join('');
    expect(log).toContain('request completed');
    for (const secret of secrets) expect(log, `log mentions ${secret.slice(0, 4)}…`).not.toContain(secret);
    expect(log).not.toMatch(/reset-password\?token=[\w-]{10}/);
    expect(log).not.toMatch(/verify-email\?token=[\w-]{10}/);
  });

  it('writes one line for a failed request, with its id, method, path and status, and echoes the id', async () => {
    lines.length = 0;
    const response = await call(t.app, 'GET', '/api/seller/me');
    expect(response.statusCode).toBe(401);
    await responseLogged();
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const forRequest = entries.filter((entry) => entry.reqId === requestId);
    expect(forRequest).toHaveLength(1);
    expect(forRequest[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/seller/me' },
      res: { statusCode: 401 },
    });
  });

  it('keeps successful requests out of the info log and writes them at debug', async () => {
    lines.length = 0;
    const atDebug = await call(t.app, 'GET', '/api/health');
    await responseLogged();
    const entry = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((candidate) => candidate.reqId === atDebug.headers['x-request-id']);
    expect(entry).toMatchObject({ level: 20, msg: 'request completed', res: { statusCode: 200 } });

    const infoLines: string[] = [];
    const info = await startTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void infoLines.push(line) },
    });
    try {
      const ok = await call(info.app, 'GET', '/api/health');
      const failed = await call(info.app, 'GET', '/api/seller/me');
      await responseLogged();
      expect(ok.statusCode).toBe(200);
      expect(infoLines.join('')).not.toContain(String(ok.headers['x-request-id']));
      expect(infoLines.join('')).toContain(String(failed.headers['x-request-id']));
    } finally {
      await info.close();
    }
  });

  it('logs the subject and recipient of each e-mail, not its link', async () => {
    lines.length = 0;
    const { form } = await registerSeller(t.app);
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; mail?: Record<string, string> });
    const mailEntry = entries.find((entry) => entry.mail);
    expect(mailEntry?.mail).toMatchObject({
      to: form.email,
      subject: 'Verify your email address for Suki Merchant',
    });
  });

  it('redacts a body, headers or a secret that a module logs by mistake', () => {
    lines.length = 0;
    t.app.log.info(
      { body: { password: 'hunter22' }, headers: { authorization: 'Bearer abc123' }, token: 'tok-456' },
      'careless',
    );
    const [line] = lines;
    expect(line).toContain('[REDACTED]');
    for (const secret of ['hunter22', 'abc123', 'tok-456']) expect(line).not.toContain(secret);
  });
});

describe('logs in a terminal', () => {
  /** An output like process.stdout, terminal or not, that keeps what is written to it. */
  const output = (isTTY: boolean) => {
    const chunks: string[] = [];
    return { isTTY, write: (chunk: string) => void chunks.push(chunk), text: () => chunks.join('') };
  };
  /** Standard output is written once per event-loop turn. */
  const flushed = () => new Promise((resolve) => setImmediate(resolve));

  it('are short human lines on a terminal and JSON lines for anything else', async () => {
    const terminal = output(true);
    const pipe = output(false);
    const apps = await Promise.all(
      [terminal, pipe].map((destination) =>
        startTestApp({ env: { LOG_LEVEL: 'info' }, logStream: standardLogDestination(destination) }),
      ),
    );
    try {
      const [human, machine] = await Promise.all(apps.map((app) => call(app.app, 'GET', '/api/seller/me')));
      await responseLogged();
      await flushed();
      const requestId = String(human!.headers['x-request-id']);
      const line = terminal
        .text()
        .split('\n')
        .find((candidate) => candidate.includes(requestId));
      expect(line).toMatch(
        new RegExp(`^\\d\\d:\\d\\d:\\d\\d  GET /api/seller/me 401 \\d+ ms  req=${requestId}$`),
      );
      expect(terminal.text()).not.toContain('{');
      const entries = pipe
        .text()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { reqId?: string });
      expect(entries.map((entry) => entry.reqId)).toContain(machine!.headers['x-request-id']);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('shows an event with what it carries, and an error with its level and stack', () => {
    const time = new Date(2026, 10, 24, 9, 5, 7).getTime();
    const base = { time, pid: 1, hostname: 'vm' };
    expect(
      humanLogLine(
        JSON.stringify({
          ...base,
          level: 30,
          msg: 'e-mail sent',
          mail: { to: 'ana@tindahan.ph', subject: 'Verify your email address for Suki Merchant' },
        }),
      ),
    ).toBe(
      '09:05:07  e-mail sent  mail.to=ana@tindahan.ph  mail.subject="Verify your email address for Suki Merchant"\n',
    );
    expect(
      humanLogLine(
        JSON.stringify({
          ...base,
          level: 50,
          reqId: 'abc-1',
          msg: 'unexpected error',
          err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at handler (routes.ts:1:1)' },
        }),
      ),
    ).toBe(
      '09:05:07  ERROR  unexpected error  req=abc-1\n    Error: boom\n        at handler (routes.ts:1:1)\n',
    );
    expect(humanLogLine('not json\n')).toBe('not json\n');
  });
});
