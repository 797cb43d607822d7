// The accounts the route walks call as, in the states routes care about, made through the real API
// (registration, uploads, submission, the admin's decision) as a browser would. Each set-up request comes
// from an address of its own, so no per-address throttle counts the walks' set-up against them.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { z } from 'zod';
import { tokenSchema } from '#schemas/auth';
import { adminCampaignResponseSchema, campaignCoverResponseSchema } from '#schemas/campaigns';
import { categoriesResponseSchema } from '#schemas/categories';
import { payoutRequestResponseSchema } from '#schemas/earnings';
import { orderListResponseSchema, signatureHeader, storefrontEventSchema } from '#schemas/orders';
import { productResponseSchema, productStatus } from '#schemas/products';
import { documentKinds } from '#schemas/onboarding';
import { ensureAdmin } from '../../server/modules/admin/ensure-admin.ts';
import { orderServiceAtEventTime } from '../../server/modules/earnings/demo-data.ts';
import { samplePdf } from '../../server/modules/onboarding/sample-documents.ts';
import { createSellerRepository } from '../../server/modules/seller/repository.ts';
import { storefrontSecret } from '../../server/modules/storefront/secret.ts';
import { signPayload } from '../../server/modules/storefront/signature.ts';
import type { TestApp } from '../server/support.ts';
import { validSubmission } from './sample-onboarding.ts';

let addresses = 0;
/** A client address no other request of this process has used (10.0.0.0/8, never loopback). */
export const freshAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** A multipart/form-data body: text parts, and file parts as `{ filename, contentType, data }`. */
export type FormPart = string | { filename: string; contentType: string; data: Buffer };

export function formData(parts: Array<[string, FormPart]>, boundary = 'suki-walk-boundary-7MA4YWxkTrZu0gW') {
  const chunks: Buffer[] = [];
  for (const [name, part] of parts) {
    const disposition = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"`;
    chunks.push(
      typeof part === 'string'
        ? Buffer.from(`${disposition}\r\n\r\n${part}\r\n`)
        : Buffer.concat([
            Buffer.from(
              `${disposition}; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
            ),
            part.data,
            Buffer.from('\r\n'),
          ]),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A document file as the onboarding routes take it; `marker` is written into the PDF's text. */
export const documentFile = (marker: string) => ({
  filename: 'document.pdf',
  contentType: 'application/pdf',
  data: samplePdf(marker),
});

async function expectOk(response: LightMyRequestResponse, what: string): Promise<LightMyRequestResponse> {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

const request = (app: FastifyInstance, options: InjectOptions & { token?: string }) => {
  const { token, headers, ...rest } = options;
  return app.inject({
    remoteAddress: freshAddress(),
    ...rest,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
};

export type Account = { id: string; email: string; password: string; token: string };

/** How far a seller has come: each state includes the ones before it. */
export type SellerState =
  'unverified' | 'verified' | 'documented' | 'pending' | 'rejected' | 'approved' | 'suspended';

let sellers = 0;

/**
 * A seller in `state`; `marker` goes into every text the seller writes (names, draft, documents), so a
 * walk can tell whether an answer carries this seller's data. `rejected`, `approved` and `suspended` need an
 * admin's token; a suspended seller's token is the one they held before the suspension.
 */
export async function createSeller(
  t: TestApp,
  state: SellerState,
  {
    marker = 'seller',
    adminToken,
    withOrders = true,
  }: {
    marker?: string;
    adminToken?: string;
    /**
     * An approved seller gets a product, three orders and a payout request for the walks; a contract test
     * counts its own.
     */
    withOrders?: boolean;
  } = {},
): Promise<Account> {
  sellers += 1;
  const email = `${marker.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${sellers}@walk.suki.test`;
  const password = 'secret123';
  const registered = await expectOk(
    await request(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        sellerName: `${marker} owner`,
        spStoreName: `${marker} store`,
        country: 'PH',
        email,
        password,
        confirmPassword: password,
      },
    }),
    'register',
  );
  const token = tokenSchema.parse(registered.json()).data.token;
  const repository = createSellerRepository(t.database.db);
  const id = (await repository.findByEmail(email))!.id;
  const account = { id, email, password, token };
  if (state === 'unverified') return account;
  // The link in the e-mail does the same; reading the outbox would cost a parse of every letter.
  await repository.markVerified(id);

  const submission = validSubmission();
  submission.businessInfo.companyProfile = `${marker} profile`;
  await expectOk(
    await request(t.app, {
      method: 'PUT',
      url: '/api/seller/onboarding/draft',
      token,
      payload: { businessInfo: submission.businessInfo, currentStep: 'documents' },
    }),
    'save draft',
  );
  if (state === 'verified') return account;

  for (const kind of documentKinds) {
    const { payload, contentType } = formData([['file', documentFile(`${marker} ${kind}`)]]);
    await expectOk(
      await request(t.app, {
        method: 'PUT',
        url: `/api/seller/onboarding/documents/${kind}`,
        token,
        payload,
        headers: { 'content-type': contentType },
      }),
      `upload ${kind}`,
    );
  }
  if (state === 'documented') return account;

  const { payload, contentType } = formData([['data', JSON.stringify(submission)]]);
  await expectOk(
    await request(t.app, {
      method: 'PATCH',
      url: '/api/seller/onboard',
      token,
      payload,
      headers: { 'content-type': contentType },
    }),
    'onboard',
  );
  if (state === 'pending') return account;

  if (!adminToken) throw new Error(`A ${state} seller needs an admin to decide on it`);
  const decide = async (action: string, reason?: string) =>
    expectOk(
      await request(t.app, {
        method: 'POST',
        url: `/api/admin/sellers/${id}/${action}`,
        token: adminToken,
        ...(reason === undefined ? {} : { payload: { reason } }),
      }),
      action,
    );
  if (state === 'rejected') {
    await decide('reject', `${marker}: the permit is blurred`);
    return account;
  }
  await decide('approve');
  if (withOrders) await placeSampleOrders(t, account, { marker, adminToken });
  if (state === 'suspended') await decide('suspend', `${marker}: counterfeit goods`);
  return account;
}

let admins = 0;

/** An admin account, signed in. */
export async function createAdmin(t: TestApp): Promise<Account> {
  admins += 1;
  const email = `walk-admin-${admins}@suki.test`;
  const password = 'walk-admin-password';
  await ensureAdmin(t.database, { adminEmail: email, adminPassword: password });
  const account = { id: '', email, password, token: '' };
  return { ...account, token: await signIn(t, 'admin', account) };
}

/** A new session of an account (the walks end sessions on purpose: logout, password changes). */
export async function signIn(t: TestApp, kind: 'seller' | 'admin', account: Omit<Account, 'token'>) {
  const response = await expectOk(
    await request(t.app, {
      method: 'POST',
      url: kind === 'seller' ? '/api/auth/login' : '/api/admin/auth/login',
      payload: { email: account.email, password: account.password },
    }),
    `${kind} sign-in`,
  );
  return tokenSchema.parse(response.json()).data.token;
}

/** A small real PNG, as a product picture. */
export const samplePicture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c9a227' } })
    .png()
    .toBuffer();

/** A seller's product as the walks name it: its id, its variants (S and M of a Size with S, M, L), its picture. */
export type SampleProduct = {
  id: number;
  sku: string;
  variantIds: number[];
  imageId: number;
  imageKey: string;
};

/** A subcategory of the starter tree (migration 0006), as a product's category. */
async function starterChildCategory(t: TestApp, token: string): Promise<number> {
  const response = await expectOk(
    await request(t.app, { method: 'GET', url: '/api/product-categories', token }),
    'categories',
  );
  const child = categoriesResponseSchema.parse(response.json()).data.find((each) => each.parentCategory);
  if (!child) throw new Error('the starter tree has no subcategory');
  return child.id;
}

let productCount = 0;

/**
 * A product of the approved seller behind `token`, made through the API as the browser sends it (multipart,
 * one picture), in `categoryId` or a subcategory of the starter tree; `marker` goes into its name, so a walk
 * can tell whether an answer carries it.
 */
export async function createProduct(
  t: TestApp,
  token: string,
  { marker = 'walk', categoryId }: { marker?: string; categoryId?: number } = {},
): Promise<SampleProduct> {
  productCount += 1;
  const sku = `WALK-${productCount}`;
  const { payload, contentType } = formData([
    ['productName', `${marker} abaca tote`],
    ['productDescription', 'Hand-woven in Bicol.'],
    ['productTag', 'bag, woven'],
    ['productCategoryIds', JSON.stringify([categoryId ?? (await starterChildCategory(t, token))])],
    ['price', '450.50'],
    ['chargeTaxes', 'true'],
    ['sku', sku],
    ['quantity', '0'],
    ['weight', '350'],
    ['length', '40'],
    ['width', '30'],
    ['height', '5'],
    ['options', JSON.stringify([{ name: 'Size', values: ['S', 'M', 'L'] }])],
    [
      'variants',
      JSON.stringify([
        { option1: 'S', quantity: 2, price: '450.50', sku: `${sku}-S` },
        { option1: 'M', quantity: 3, price: '450.50', sku: `${sku}-M` },
      ]),
    ],
    ['images', { filename: 'tote.png', contentType: 'image/png', data: await samplePicture() }],
  ]);
  const response = await expectOk(
    await request(t.app, {
      method: 'POST',
      url: '/api/products',
      token,
      payload,
      headers: { 'content-type': contentType },
    }),
    'create product',
  );
  const product = productResponseSchema.parse(response.json()).data;
  const image = product.images[0];
  if (!image) throw new Error('the product has no picture');
  return {
    id: product.id,
    sku: product.sku,
    variantIds: product.variants.map((variant) => variant.id),
    imageId: image.id,
    imageKey: image.url.split('/').at(-1)!.split('?')[0]!,
  };
}

/**
 * An approved seller's orders as the walks name them: one the seller has yet to decide on, one accepted, and
 * one delivered long enough ago that its earning is released; a payout request from that earning, pending;
 * and two campaigns open for applications, the product of the orders applied to `campaign` (pending), none
 * to `spareCampaign`, which a walk may delete while the others go on naming `campaign`.
 */
export type SampleOrders = {
  pending: number;
  accepted: number;
  delivered: number;
  payoutRequest: number;
  campaign: number;
  spareCampaign: number;
  /** The product of the orders, applied to `campaign` (the review's path names the product). */
  campaignProduct: number;
  /** `/media/campaigns/<key>`, the campaigns' cover. */
  campaignCover: string;
};

const sampleOrders = new Map<string, SampleOrders>();

/**
 * The orders and the payout request `createSeller` made for an approved seller (every order route's path
 * names one of them, the payout desk's the request).
 */
export function sampleOrdersOf(account: Pick<Account, 'id'>): SampleOrders {
  const orders = sampleOrders.get(account.id);
  if (!orders)
    throw new Error(`seller ${account.id} was not made approved by createSeller: it has no orders`);
  return orders;
}

let orderCount = 0;

/** Sends the storefront's `event` as the storefront does: JSON, signed with the shared secret. */
async function sendStorefrontEvent(t: TestApp, event: z.input<typeof storefrontEventSchema>) {
  const body = JSON.stringify(event);
  const secret = await storefrontSecret(t.config);
  return request(t.app, {
    method: 'POST',
    url: '/api/storefront/events',
    payload: body,
    headers: {
      'content-type': 'application/json',
      [signatureHeader]: signPayload(secret, body, Math.floor(Date.now() / 1000)),
    },
  });
}

const dayMs = 24 * 60 * 60 * 1000;

let campaignCount = 0;

/**
 * An admin's campaign open for applications (running a week, applications for six days) with `cover`, made
 * through the admin's API; its title names no seller, as no seller's data is in a campaign.
 */
async function createCampaign(t: TestApp, adminToken: string, cover: string): Promise<number> {
  campaignCount += 1;
  const now = Date.now();
  const response = await expectOk(
    await request(t.app, {
      method: 'POST',
      url: '/api/admin/campaigns',
      token: adminToken,
      payload: {
        title: `Walk campaign ${campaignCount}`,
        description: 'A week of deals for the walks.',
        heading: '20% off',
        backgroundImageUrl: cover,
        startDate: new Date(now - dayMs).toISOString(),
        endDate: new Date(now + 7 * dayMs).toISOString(),
        allowApplication: true,
        applicationEndDate: new Date(now + 6 * dayMs).toISOString(),
        displayType: 'PERCENTAGE_OFF',
        displayValue: '20',
      },
    }),
    'create campaign',
  );
  return adminCampaignResponseSchema.parse(response.json()).data.id;
}

/** A cover photo uploaded through the admin's API; answers its public URL. */
async function uploadCampaignCover(t: TestApp, adminToken: string): Promise<string> {
  const { payload, contentType } = formData([
    ['image', { filename: 'cover.png', contentType: 'image/png', data: await samplePicture() }],
  ]);
  const response = await expectOk(
    await request(t.app, {
      method: 'POST',
      url: '/api/admin/campaigns/cover',
      token: adminToken,
      payload,
      headers: { 'content-type': contentType },
    }),
    'upload campaign cover',
  );
  return campaignCoverResponseSchema.parse(response.json()).data.url;
}

/** Two campaigns of the admin sharing one cover, the seller's `productId` applied to the first, pending. */
async function sampleCampaigns(t: TestApp, seller: Account, adminToken: string, productId: number) {
  const campaignCover = await uploadCampaignCover(t, adminToken);
  const campaign = await createCampaign(t, adminToken, campaignCover);
  const spareCampaign = await createCampaign(t, adminToken, campaignCover);
  await expectOk(
    await request(t.app, {
      method: 'POST',
      url: '/api/campaign-applications',
      token: seller.token,
      payload: { campaignId: campaign, products: [{ productId, discountPrice: 350.5 }] },
    }),
    'apply to campaign',
  );
  return { campaign, spareCampaign, campaignProduct: productId, campaignCover };
}

/**
 * The storefront's delivery of an order dated `daysAgo` days back, applied by an orders service whose ledger
 * reads that date (the app's own clock is now): the order's earning was credited then, its hold may be over.
 */
async function deliveredDaysAgo(t: TestApp, orderNumber: string, daysAgo: number) {
  const orders = orderServiceAtEventTime({ config: t.config, database: t.database, jobs: t.app.jobs });
  const outcome = await orders.applyStorefrontEvent(
    storefrontEventSchema.parse({
      id: randomUUID(),
      type: 'order.delivered',
      createdAt: new Date(Date.now() - daysAgo * dayMs).toISOString(),
      data: { orderNumber },
    }),
  );
  if (!outcome.ok) throw new Error(`deliver ${orderNumber}: ${JSON.stringify(outcome)}`);
}

/**
 * Three orders of a product of the seller's own, which an admin approved for sale, placed by the storefront
 * with signed events (one line each, paid): the seller accepts the second; the third is shipped and was
 * delivered past the hold, and the seller asks to cash out the least allowed of its earning. `marker` goes
 * into the product's name, and so into the orders' lines.
 */
async function placeSampleOrders(
  t: TestApp,
  seller: Account,
  { marker, adminToken }: { marker: string; adminToken: string },
) {
  const product = await createProduct(t, seller.token, { marker });
  await expectOk(
    await request(t.app, {
      method: 'PATCH',
      url: `/api/admin/products/${product.id}/review`,
      token: adminToken,
      payload: { status: productStatus.approved },
    }),
    'approve product',
  );
  const place = async (variantId: number) => {
    orderCount += 1;
    const orderNumber = `WALK-${orderCount}`;
    const placedAt = new Date().toISOString();
    await expectOk(
      await sendStorefrontEvent(t, {
        id: randomUUID(),
        type: 'order.placed',
        createdAt: placedAt,
        data: {
          orderNumber,
          buyer: { name: 'Liza Soberano', email: 'liza@buyer.suki.test', phone: '+63 917 555 0199' },
          shippingAddress: {
            address: '7 Kalayaan Avenue',
            barangay: 'Poblacion',
            city: 'Makati City',
            state: 'Metro Manila',
            zipcode: '1210',
          },
          lines: [{ productId: product.id, variantId, quantity: 1, unitPrice: 450.5 }],
          shippingFee: 50,
          paymentStatus: 'paid',
          placedAt,
        },
      }),
      `place ${orderNumber}`,
    );
    const listed = await expectOk(
      await request(t.app, { method: 'GET', url: '/api/orders?limit=1', token: seller.token }),
      'list orders',
    );
    const [order] = orderListResponseSchema.parse(listed.json()).data.orders;
    if (order?.orderNumber !== orderNumber)
      throw new Error(`${orderNumber} is not the seller's newest order`);
    return { id: order.id, orderNumber };
  };
  const accept = async (id: number) =>
    expectOk(
      await request(t.app, {
        method: 'PATCH',
        url: `/api/orders/${id}/status`,
        token: seller.token,
        payload: { status: 'accepted' },
      }),
      'accept order',
    );
  const pending = await place(product.variantIds[0]!);
  const accepted = await place(product.variantIds[1]!);
  await accept(accepted.id);
  const delivered = await place(product.variantIds[1]!);
  await accept(delivered.id);
  await expectOk(
    await request(t.app, {
      method: 'POST',
      url: `/api/orders/${delivered.id}/fulfill`,
      token: seller.token,
      payload: { courier: 'LBC Express' },
    }),
    'ship order',
  );
  await deliveredDaysAgo(t, delivered.orderNumber, t.config.earnings.holdDays + 1);
  const payout = await expectOk(
    await request(t.app, {
      method: 'POST',
      url: '/api/payout-requests',
      token: seller.token,
      payload: {
        channelCode: 'PH_GCASH',
        accountNumber: '09171234567',
        accountName: `${marker} owner`,
        amount: t.config.earnings.payoutMin / 100,
      },
    }),
    'request payout',
  );
  sampleOrders.set(seller.id, {
    pending: pending.id,
    accepted: accepted.id,
    delivered: delivered.id,
    payoutRequest: payoutRequestResponseSchema.parse(payout.json()).data.id,
    ...(await sampleCampaigns(t, seller, adminToken, product.id)),
  });
}
