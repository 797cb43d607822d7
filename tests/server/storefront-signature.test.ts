// The storefront's signature and secret (decision 025): what signs, what verifies, and where the secret lives.
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signatureToleranceSeconds } from '#schemas/orders';
import { storefrontSecret, storefrontSecretFile } from '../../server/modules/storefront/secret.ts';
import { signPayload, verifySignature } from '../../server/modules/storefront/signature.ts';

const secret = 'a-storefront-secret-of-at-least-32-characters';
const body =
  '{"id":"evt_1","type":"order.delivered","createdAt":"2026-11-24T06:00:00Z","data":{"orderNumber":"SK-1"}}';
const now = 1_795_000_000;

const run = promisify(execFile);

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

describe('signPayload', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">, the same for a string and its bytes', () => {
    expect(signPayload(secret, body, now)).toBe(`t=${now},v1=${hmac(secret, `${now}.${body}`)}`);
    expect(signPayload(secret, Buffer.from(body), now)).toBe(signPayload(secret, body, now));
  });
});

describe('verifySignature', () => {
  const signed = signPayload(secret, body, now);

  it('accepts the signature of these bytes within the tolerance, either way', () => {
    expect(verifySignature(secret, signed, body, now)).toEqual({ ok: true, timestamp: now });
    expect(verifySignature(secret, signed, Buffer.from(body), now + signatureToleranceSeconds).ok).toBe(true);
    expect(verifySignature(secret, signed, body, now - signatureToleranceSeconds).ok).toBe(true);
  });

  it('refuses a timestamp more than 5 minutes old or ahead', () => {
    expect(verifySignature(secret, signed, body, now + signatureToleranceSeconds + 1)).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifySignature(secret, signed, body, now - signatureToleranceSeconds - 1)).toEqual({
      ok: false,
      reason: 'stale',
    });
  });

  it('refuses another body, another secret, and a timestamp changed after signing', () => {
    expect(verifySignature(secret, signed, body.replace('SK-1', 'SK-2'), now)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifySignature(`${secret}!`, signed, body, now).ok).toBe(false);
    const moved = signed.replace(`t=${now}`, `t=${now + 1}`);
    expect(verifySignature(secret, moved, body, now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('says missing without a header, malformed for a header it cannot read', () => {
    expect(verifySignature(secret, undefined, body, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature(secret, ' ', body, now)).toEqual({ ok: false, reason: 'missing' });
    const v1 = hmac(secret, `${now}.${body}`);
    for (const header of [
      `v1=${v1}`, // no timestamp
      `t=${now}`, // no signature
      `t=${now},v1=${v1.slice(2)}`, // too short
      `t=${now},v1=${v1.replace(/^../, 'zz')}`, // not hex
      `t=soon,v1=${v1}`,
      `t=${now},t=${now},v1=${v1}`,
      `t=${now};v1=${v1}`,
      'Bearer abc',
    ])
      expect(verifySignature(secret, header, body, now), header).toEqual({ ok: false, reason: 'malformed' });
  });

  it('accepts any one of several v1 values (a sender rotating its secret), and ignores schemes it does not know', () => {
    const withNew = signPayload(secret, body, now);
    const withOld = signPayload('the-old-storefront-secret-of-32-characters', body, now);
    const both = `${withOld},v1=${withNew.split('v1=')[1]},v2=whatever`;
    expect(verifySignature(secret, both, body, now).ok).toBe(true);
    expect(verifySignature(secret, withOld, body, now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('checks the timestamp as the header spells it', () => {
    const padded = `0${now}`;
    const header = `t=${padded},v1=${hmac(secret, `${padded}.${body}`)}`;
    expect(verifySignature(secret, header, body, now).ok).toBe(true);
  });
});

describe('storefrontSecret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'suki-secret-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('is STOREFRONT_WEBHOOK_SECRET when set, and then writes nothing', async () => {
    await expect(storefrontSecret({ storefrontWebhookSecret: secret, dataDir })).resolves.toBe(secret);
    await expect(stat(storefrontSecretFile(dataDir))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('is generated once under DATA_DIR (32 random bytes as hex, readable by the owner only) and kept', async () => {
    const config = { storefrontWebhookSecret: undefined, dataDir: path.join(dataDir, 'fresh') };
    const [first, second] = await Promise.all([storefrontSecret(config), storefrontSecret(config)]);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    await expect(storefrontSecret(config)).resolves.toBe(first);
    const file = storefrontSecretFile(config.dataDir);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await expect(storefrontSecret({ ...config, dataDir })).resolves.not.toBe(first);
  });

  it('refuses a kept secret too short to be one, saying how to get a new one', async () => {
    await writeFile(storefrontSecretFile(dataDir), 'short\n');
    await expect(storefrontSecret({ storefrontWebhookSecret: undefined, dataDir })).rejects.toThrow(
      /at least 32 characters; delete it/,
    );
  });
});

describe("README's shell recipe", () => {
  it('signs with openssl exactly as signPayload does', async () => {
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Storefront events'));
    const recipe = /^V1=.*$/m.exec(section)?.[0];
    expect(recipe).toContain('openssl dgst -sha256 -hmac');
    const { stdout } = await run('sh', ['-c', `${recipe}\nprintf '%s' "$V1"`], {
      env: { PATH: process.env.PATH, T: String(now), BODY: body, SECRET: secret },
    });
    expect(`t=${now},v1=${stdout}`).toBe(signPayload(secret, body, now));
  });
});
