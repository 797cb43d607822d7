// Sellers made through the real API of the e2e server, as the browser would make them.
import { inject } from 'vitest';
import { documentKinds, type DocumentKind } from '#schemas/onboarding';
import { samplePdf, samplePng } from '../../server/modules/onboarding/sample-documents.ts';
import { latestMailTo, tokenIn } from './outbox.ts';
import { validSubmission } from './sample-onboarding.ts';

const baseUrl = inject('e2eBaseUrl');
const dataDir = inject('e2eDataDir');

export async function api<T = unknown>(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    ...init,
    headers: {
      ...(init.headers as Record<string, string> | undefined),
      ...(init.body && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  const body = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * A made-up client address in the documentation ranges (RFC 5737) for each registration, so the e2e server
 * (which trusts its loopback proxy) counts every test seller against a network of its own.
 */
const networkOfItsOwn = () =>
  `${['192.0.2', '198.51.100', '203.0.113'][Math.floor(Math.random() * 3)]}.${1 + Math.floor(Math.random() * 254)}`;

const documentFile = (kind: DocumentKind): [Blob, string] =>
  kind === 'primaryId'
    ? [new Blob([new Uint8Array(samplePng(64, 40))], { type: 'image/png' }), 'primary-id.png']
    : [new Blob([new Uint8Array(samplePdf(`Sample ${kind}`))], { type: 'application/pdf' }), `${kind}.pdf`];

/** A registered seller who has opened the verification link from the e-mail; not onboarded yet. */
export async function verifiedSeller(storeName: string) {
  const email = `${storeName.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@e2e.suki.test`;
  const password = 'secret12';
  const {
    data: { token },
  } = await api<{ data: { token: string } }>('/api/auth/register', {
    method: 'POST',
    headers: { 'x-forwarded-for': networkOfItsOwn() },
    body: JSON.stringify({
      sellerName: 'Ana Santos',
      spStoreName: storeName,
      country: 'PH',
      email,
      password,
      confirmPassword: password,
    }),
  });
  const mail = await latestMailTo(dataDir, email, { subject: /verify/i });
  await api('/api/auth/verify-email', {
    method: 'POST',
    body: JSON.stringify({ token: tokenIn(mail, '/verify-email') }),
  });
  return { email, password, token, storeName };
}

/** A verified seller who has submitted onboarding with all five documents; approval pending. */
export async function submittedSeller(storeName: string) {
  const seller = await verifiedSeller(storeName);
  const { token } = seller;
  for (const kind of documentKinds) {
    const form = new FormData();
    const [blob, name] = documentFile(kind);
    form.append('file', blob, name);
    await api(`/api/seller/onboarding/documents/${kind}`, { method: 'PUT', body: form, token });
  }
  const form = new FormData();
  const submission = validSubmission();
  submission.businessInfo.businessName = `${storeName} Trading`;
  form.append('data', JSON.stringify(submission));
  await api('/api/seller/onboard', { method: 'PATCH', body: form, token });
  return seller;
}

/** A signed-in admin's token (the e2e setup's admin). */
export async function adminToken(): Promise<string> {
  const { data } = await api<{ data: { token: string } }>('/api/admin/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: inject('e2eAdminEmail'), password: inject('e2eAdminPassword') }),
  });
  return data.token;
}

/** The id of the pending seller with this e-mail, from the admin's queue. */
export async function pendingSellerId(token: string, email: string): Promise<string> {
  const { data } = await api<{ data: { sellers: { id: string; email: string }[] } }>(
    '/api/admin/sellers?status=pending&limit=100',
    { token },
  );
  const seller = data.sellers.find((candidate) => candidate.email === email);
  if (!seller) throw new Error(`${email} is not in the pending queue`);
  return seller.id;
}

/** The admin approves the pending seller with this e-mail, through the admin API. */
export async function approveSeller(email: string): Promise<void> {
  const token = await adminToken();
  await api(`/api/admin/sellers/${await pendingSellerId(token, email)}/approve`, { method: 'POST', token });
}

/** The admin rejects the pending seller with this e-mail, giving `reason`, through the admin API. */
export async function rejectSeller(email: string, reason: string): Promise<void> {
  const token = await adminToken();
  await api(`/api/admin/sellers/${await pendingSellerId(token, email)}/reject`, {
    method: 'POST',
    token,
    body: JSON.stringify({ reason }),
  });
}

/** A seller who has registered, onboarded and been approved by the admin: one who may sell. */
export async function approvedSeller(storeName: string) {
  const seller = await submittedSeller(storeName);
  await approveSeller(seller.email);
  return seller;
}
