// A valid request of every route that takes input, for the fuzz to edit: starting from one is what lets a
// malformed field get past the first schema check into the handler, the service and the database. A route
// whose params, query or body schema has no seed here fails the fuzz, saying so; the fuzz also checks each
// seed against the route's own schemas, so a seed cannot drift from its route.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { z } from 'zod';
import { documentKinds } from '#schemas/onboarding';
import { FileValue, jsonText, JsonText, type Seed } from './fuzz-requests.ts';
import {
  documentFile,
  sampleOrdersOf,
  samplePicture,
  type Account,
  type SampleProduct,
} from './route-parties.ts';
import { builtScript, type RegisteredRoute } from './route-table.ts';
import { validSubmission } from './sample-onboarding.ts';

/** The accounts the fuzz calls as, or names in a request. */
export type FuzzParties = {
  /** Verified, all documents uploaded, not submitted: every seller route is open to it. */
  seller: Account;
  /** Submitted and rejected: the one state that may resubmit. */
  rejectedSeller: Account;
  /** Submitted, awaiting the admin: what the admin's review routes are about. */
  pendingSeller: Account;
  /**
   * Approved, with a product of its own (pending review): the catalog's routes are about it; and orders
   * (`sampleOrdersOf`), one pending and one accepted: the order routes are about them; one delivered past its
   * hold, with a pending payout request of its earning: the cash-out and payout desk routes are about them.
   */
  approvedSeller: Account & { product: SampleProduct };
  admin: Account;
};

export type FuzzSeed = {
  /** Who calls the route when not the default of its access (anyone, `seller`, `admin`). */
  as?: keyof FuzzParties;
  seed: (parties: FuzzParties) => Seed;
  /**
   * Throttle buckets emptied before each request: a throttle counted before the body is read would refuse
   * all but the first few requests, and the fuzz would not reach the handler. The throttle is its own tests'.
   */
  throttles?: (parties: FuzzParties) => string[];
};

const pdf = () => {
  const { filename, contentType, data } = documentFile('fuzz');
  return new FileValue(filename, contentType, data);
};

const submission = () => new JsonText(validSubmission());

/** Fashion, the first top-level category of the starter tree (server/db/migrations/0006_seed_categories.sql). */
const starterParentId = 1;
/** Its subcategories come after the nine top-level ones: a product's category. */
const starterChildId = 10;

/** This month in Philippine time (UTC+8, no daylight saving), as the statement names a month. */
const thisMonth = () => new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 7);

const picture = new FileValue('tote.png', 'image/png', await samplePicture());

/**
 * A real product photo (tests/fixtures/ai/SOURCES.md: a cup on its saucer), small: the offline background
 * maker works at 1024 px whatever it is sent.
 */
const photo = new FileValue(
  'cup.png',
  'image/png',
  await sharp(await readFile(new URL('../fixtures/ai/cup.jpg', import.meta.url)))
    .resize(160)
    .png()
    .toBuffer(),
);

const sizes = new JsonText([{ name: 'Size', values: ['S', 'M', 'L'] }]);

/** The text fields of a product as POST and PUT take them (PUT reads the tags as a JSON list). */
const productFields = (sku: string) => ({
  productName: 'Abaca tote',
  productDescription: 'Hand-woven in Bicol.',
  productCategoryIds: new JsonText([starterChildId]),
  price: '450.50',
  discountedPrice: '',
  chargeTaxes: 'true',
  sku,
  quantity: '0',
  weight: '350',
  length: '40',
  width: '30',
  height: '5',
  options: sizes,
  variants: new JsonText([
    { option1: 'S', quantity: 2, price: '1.50', sku: `${sku}-S` },
    { option1: 'M', quantity: 3, price: 2, sku: `${sku}-M` },
  ]),
});

const dayMs = 24 * 60 * 60 * 1000;

/** The admin's campaign form: running since yesterday for a week, 20% off, applications for six days. */
const campaignForm = (cover: string) => {
  const now = Date.now();
  return {
    title: 'Fuzz Payday Sale',
    description: 'A week of deals on handmade goods.',
    heading: 'Sweldo na! 20% off',
    backgroundImageUrl: cover,
    startDate: new Date(now - dayMs).toISOString(),
    endDate: new Date(now + 7 * dayMs).toISOString(),
    allowApplication: true,
    applicationEndDate: new Date(now + 6 * dayMs).toISOString(),
    displayType: 'PERCENTAGE_OFF',
    displayValue: '20',
  };
};

/**
 * The approved seller's listing-assistant throttle of a capability (server/modules/ai/service.ts, `admit`):
 * 30 drafts or question lists, 20 prompts, 10 backgrounds a minute.
 */
const aiThrottle =
  (capability: 'text' | 'prompt' | 'background') =>
  ({ approvedSeller }: FuzzParties) => [`ai-${capability}:seller:${approvedSeller.id}`];

/** The approved seller's product as a path names it. */
const productParams = ({ approvedSeller }: FuzzParties) => ({ id: String(approvedSeller.product.id) });
const variantParams = (parties: FuzzParties) => ({
  ...productParams(parties),
  variantId: String(parties.approvedSeller.product.variantIds[0]),
});

export const fuzzSeeds: Record<string, FuzzSeed> = {
  'GET /*': {
    seed: () => ({ params: { '*': builtScript } }),
  },
  'POST /api/auth/register': {
    seed: () => ({
      body: {
        sellerName: 'Ana Santos',
        spStoreName: "Ana's Sari-Sari",
        country: 'PH',
        email: 'ana@fuzz.suki.test',
        password: 'secret123',
        confirmPassword: 'secret123',
      },
    }),
  },
  'POST /api/auth/login': {
    seed: ({ seller }) => ({ body: { email: seller.email, password: seller.password } }),
  },
  'POST /api/auth/verify-email': {
    seed: () => ({ body: { token: 'G1dYvA8QqjW0m3bJk2sXo7nR5tUe9cLpZyHfMaVwD4E' } }),
  },
  'POST /api/auth/reset-password': {
    seed: () => ({
      body: { token: 'G1dYvA8QqjW0m3bJk2sXo7nR5tUe9cLpZyHfMaVwD4E', newPassword: 'secret456' },
    }),
  },
  'POST /api/seller/forgot-password': {
    seed: ({ seller }) => ({ body: { email: seller.email } }),
  },
  'PATCH /api/seller/change-password': {
    // The same password again: a change that succeeds leaves the seller as the other seeds know it.
    seed: ({ seller }) => ({ body: { oldPassword: seller.password, newPassword: seller.password } }),
  },
  'POST /api/admin/auth/login': {
    seed: ({ admin }) => ({ body: { email: admin.email, password: admin.password } }),
  },
  'PUT /api/seller/onboarding/draft': {
    seed: () => {
      const { storeAddress, businessInfo, officers } = validSubmission();
      return { body: { currentStep: 'businessInfo', storeAddress, businessInfo, officers } };
    },
  },
  'GET /api/seller/onboarding/documents/:kind': {
    seed: () => ({ params: { kind: documentKinds[0] } }),
  },
  'PUT /api/seller/onboarding/documents/:kind': {
    seed: () => ({ params: { kind: documentKinds[1] }, body: { file: pdf() } }),
  },
  'PATCH /api/seller/onboard': {
    seed: () => ({ body: { data: submission(), primaryId: pdf() } }),
  },
  'PATCH /api/seller/resubmit': {
    as: 'rejectedSeller',
    seed: () => ({ body: { data: submission(), tinId: pdf() } }),
  },
  'GET /api/admin/sellers': {
    seed: () => ({ query: { status: 'pending', q: 'fuzz', order: 'oldest', limit: '20' } }),
  },
  'GET /api/admin/sellers/:id': {
    seed: ({ pendingSeller }) => ({ params: { id: pendingSeller.id } }),
  },
  'GET /api/admin/sellers/:id/documents/:kind': {
    seed: ({ pendingSeller }) => ({ params: { id: pendingSeller.id, kind: documentKinds[2] } }),
  },
  'POST /api/admin/sellers/:id/approve': {
    seed: ({ pendingSeller }) => ({ params: { id: pendingSeller.id } }),
  },
  'POST /api/admin/sellers/:id/reject': {
    seed: ({ pendingSeller }) => ({
      params: { id: pendingSeller.id },
      body: { reason: 'The permit is blurred.' },
    }),
  },
  // A Pending seller can be neither suspended nor reinstated: the body is checked, then the service refuses
  // (409) after reading the seller, changing nothing; the success paths are tests/server/admin-suspension's.
  'POST /api/admin/sellers/:id/suspend': {
    seed: ({ pendingSeller }) => ({
      params: { id: pendingSeller.id },
      body: { reason: 'Counterfeit goods reported.' },
    }),
  },
  'POST /api/admin/sellers/:id/reinstate': {
    seed: ({ pendingSeller }) => ({ params: { id: pendingSeller.id } }),
  },
  'GET /api/notifications': {
    seed: () => ({ query: { limit: '10', page: '1' } }),
  },
  'PATCH /api/notifications/mark-read': {
    seed: () => ({ body: { ids: ['6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f'] } }),
  },
  'GET /api/notifications/stream': {
    seed: ({ seller }) => ({ query: { token: seller.token } }),
  },
  'GET /api/maps/autocomplete': {
    seed: () => ({ query: { query: 'Makati' } }),
  },
  'GET /api/maps/geocode': {
    seed: () => ({ query: { latLng: '14.5547,121.0244' } }),
  },
  // The starter tree (migration 0006) is there in every fresh database: its first parent, Fashion, has
  // children, so a delete of it is refused (409) and a move of it too; a create or rename that passes
  // leaves a tree the other seeds still fit.
  'GET /api/product-categories/:id': {
    seed: () => ({ params: { id: String(starterParentId) } }),
  },
  'POST /api/admin/categories': {
    seed: () => ({
      body: { title: 'Fuzz Finds', parentCategoryId: starterParentId, tags: ['fuzz', 'finds'] },
    }),
  },
  'PUT /api/admin/categories/:id': {
    seed: () => ({
      params: { id: String(starterParentId) },
      body: { title: 'Fashion', parentCategoryId: null, tags: ['clothing', 'apparel'] },
    }),
  },
  'DELETE /api/admin/categories/:id': {
    seed: () => ({ params: { id: String(starterParentId) } }),
  },
  // The catalog: the approved seller and its product (a Size of S, M and L; variants S and M; one picture). A
  // change that passes is mended by the fuzz (the product read again, or made again once deleted).
  'GET /api/products': {
    as: 'approvedSeller',
    seed: () => ({
      query: { limit: '10', page: '1', sortBy: 'date_add', sortOrder: 'desc', search: 'abac', status: '0' },
    }),
  },
  'GET /api/products/count': {
    as: 'approvedSeller',
    seed: () => ({ query: { search: 'abac', status: '0' } }),
  },
  'GET /api/products/:id': {
    as: 'approvedSeller',
    seed: (parties) => ({ params: productParams(parties) }),
  },
  'POST /api/products': {
    as: 'approvedSeller',
    seed: () => ({ body: { ...productFields('TOTE-FUZZ-1'), productTag: 'bag, woven', images: [picture] } }),
  },
  'PUT /api/products/:id': {
    as: 'approvedSeller',
    seed: (parties) => ({
      params: productParams(parties),
      body: {
        ...productFields(parties.approvedSeller.product.sku),
        productTag: new JsonText(['bag', 'woven']),
        images: new JsonText([{ id: parties.approvedSeller.product.imageId }]),
        newImages: [picture],
      },
    }),
  },
  'DELETE /api/products/:id': {
    as: 'approvedSeller',
    seed: (parties) => ({ params: productParams(parties) }),
  },
  'POST /api/products/:id/variants': {
    as: 'approvedSeller',
    seed: (parties) => ({
      params: productParams(parties),
      body: { option1: 'L', quantity: '1', price: '3', sku: `${parties.approvedSeller.product.sku}-L` },
    }),
  },
  'PUT /api/products/:id/variants/:variantId': {
    as: 'approvedSeller',
    seed: (parties) => ({
      params: variantParams(parties),
      body: {
        option1: 'S',
        quantity: '5',
        price: '1.50',
        sku: `${parties.approvedSeller.product.sku}-S`,
        image: new JsonText({ id: parties.approvedSeller.product.imageId }),
      },
    }),
  },
  'DELETE /api/products/:id/variants/:variantId': {
    as: 'approvedSeller',
    seed: (parties) => ({ params: variantParams(parties) }),
  },
  'GET /api/admin/products': {
    seed: () => ({ query: { status: '0', limit: '20' } }),
  },
  'PATCH /api/admin/products/:id/review': {
    seed: (parties) => ({
      params: productParams(parties),
      body: { status: 2, reason: 'Photos are blurry.' },
    }),
  },
  // Orders: the approved seller's pending order, and its accepted one to ship. A change that passes moves the
  // order on for good (a final status refuses every later change with 409, changing nothing).
  'GET /api/orders': {
    as: 'approvedSeller',
    seed: () => ({
      query: {
        limit: '10',
        page: '1',
        fulfillment: 'unfulfilled',
        paymentStatus: 'paid',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      },
    }),
  },
  'GET /api/orders/export.csv': {
    as: 'approvedSeller',
    seed: () => ({
      query: {
        fulfillment: 'unfulfilled',
        paymentStatus: 'paid',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      },
    }),
  },
  'GET /api/orders/:id': {
    as: 'approvedSeller',
    seed: ({ approvedSeller }) => ({ params: { id: String(sampleOrdersOf(approvedSeller).pending) } }),
  },
  // A rejection: the reason is kept, the stock goes back and the storefront's event is queued.
  'PATCH /api/orders/:id/status': {
    as: 'approvedSeller',
    seed: ({ approvedSeller }) => ({
      params: { id: String(sampleOrdersOf(approvedSeller).pending) },
      body: { status: 'rejected', reason: 'The last one was damaged in the warehouse.' },
    }),
  },
  'POST /api/orders/:id/fulfill': {
    as: 'approvedSeller',
    seed: ({ approvedSeller }) => ({
      params: { id: String(sampleOrdersOf(approvedSeller).accepted) },
      body: { courier: 'LBC Express', trackingNumber: 'LBC-0426-7781' },
    }),
  },
  'GET /api/orders/:id/packing-slip': {
    as: 'approvedSeller',
    seed: ({ approvedSeller }) => ({
      params: { id: String(sampleOrdersOf(approvedSeller).pending) },
      query: { size: 'a4' },
    }),
  },
  // Signed, and the fuzz sends no signature: every request is refused (401) before its body is read; the
  // storefront's own tests send signed bad events.
  'POST /api/storefront/events': {
    seed: () => ({
      body: {
        id: 'evt-fuzz-1',
        type: 'order.delivered',
        createdAt: '2026-03-01T09:30:00.000Z',
        data: { orderNumber: 'WALK-1' },
      },
    }),
  },
  'GET /api/admin/storefront/outbox': {
    seed: () => ({ query: { limit: '20' } }),
  },
  // Earnings and cash-out (issue 13): the approved seller has an earning past its hold and a pending payout
  // request of it. A cash-out that passes reserves more of the balance until the next answers 409; a decision
  // that passes is final, so each later one answers 409, changing nothing.
  // No input but headers: called as the approved seller, so the fuzz reaches past the approval gate.
  'GET /api/seller/earnings': {
    as: 'approvedSeller',
    seed: () => ({}),
  },
  'GET /api/payout-requests/payment-channels': {
    as: 'approvedSeller',
    seed: () => ({}),
  },
  'GET /api/seller/earnings/statement': {
    as: 'approvedSeller',
    seed: () => ({ query: { month: thisMonth() } }),
  },
  'GET /api/seller/earnings/statement.csv': {
    as: 'approvedSeller',
    seed: () => ({ query: { month: thisMonth() } }),
  },
  // A cursor before every request of the seller's (newest first): the page holds them all.
  'GET /api/payout-requests': {
    as: 'approvedSeller',
    seed: () => ({ query: { cursor: '999999999' } }),
  },
  'POST /api/payout-requests': {
    as: 'approvedSeller',
    seed: () => ({
      body: {
        channelCode: 'PH_GCASH',
        accountNumber: '09171234567',
        accountName: 'Amihan Santos',
        amount: 100,
      },
    }),
  },
  // A cursor before every pending request (oldest first): the page holds the walking seller's.
  'GET /api/admin/payout-requests': {
    seed: () => ({ query: { status: 'pending', cursor: '0' } }),
  },
  'PATCH /api/admin/payout-requests/:id': {
    seed: ({ approvedSeller }) => ({
      params: { id: String(sampleOrdersOf(approvedSeller).payoutRequest) },
      body: { status: 'failed', reason: 'The GCash account name does not match.' },
    }),
  },
  // Campaigns (issue 14): the approved seller's sample campaigns (`sampleOrdersOf`), its product of the orders
  // applied to the first, pending. A delete names the spare one, so the others go on naming a campaign; an
  // edit that passes rewrites the first campaign in place with the same form.
  'GET /api/admin/campaigns': {
    seed: () => ({ query: { phase: 'running', page: '1', limit: '20' } }),
  },
  'POST /api/admin/campaigns': {
    seed: ({ approvedSeller }) => ({ body: campaignForm(sampleOrdersOf(approvedSeller).campaignCover) }),
  },
  'POST /api/admin/campaigns/cover': {
    seed: () => ({ body: { image: picture } }),
  },
  'GET /api/admin/campaigns/:id': {
    seed: ({ approvedSeller }) => ({ params: { id: String(sampleOrdersOf(approvedSeller).campaign) } }),
  },
  'PUT /api/admin/campaigns/:id': {
    seed: ({ approvedSeller }) => ({
      params: { id: String(sampleOrdersOf(approvedSeller).campaign) },
      body: campaignForm(sampleOrdersOf(approvedSeller).campaignCover),
    }),
  },
  'DELETE /api/admin/campaigns/:id': {
    seed: ({ approvedSeller }) => ({ params: { id: String(sampleOrdersOf(approvedSeller).spareCampaign) } }),
  },
  // The review: the applied product, pending; a decision that passes is final for the seed's status, so each
  // later one answers 409, changing nothing.
  'GET /api/admin/campaigns/:id/products': {
    seed: ({ approvedSeller }) => ({
      params: { id: String(sampleOrdersOf(approvedSeller).campaign) },
      query: { status: 'pending', cursor: '0' },
    }),
  },
  'PATCH /api/admin/campaigns/:id/products/:productId': {
    seed: ({ approvedSeller }) => ({
      params: {
        id: String(sampleOrdersOf(approvedSeller).campaign),
        productId: String(sampleOrdersOf(approvedSeller).campaignProduct),
      },
      body: { status: 'rejected', reason: 'The discount is too small for this campaign.' },
    }),
  },
  // The seller's side, as the approved seller: the list, the counts, the campaign, and an application of the
  // product of the orders again (409 while it is pending or approved; applied again once rejected).
  'GET /api/campaigns': {
    as: 'approvedSeller',
    seed: () => ({ query: { page: '1', limit: '20', sortOrder: 'desc' } }),
  },
  'GET /api/campaigns/summary': {
    as: 'approvedSeller',
    seed: () => ({}),
  },
  'GET /api/campaigns/:id': {
    as: 'approvedSeller',
    seed: ({ approvedSeller }) => ({ params: { id: String(sampleOrdersOf(approvedSeller).campaign) } }),
  },
  'POST /api/campaign-applications': {
    as: 'approvedSeller',
    seed: ({ approvedSeller }) => ({
      body: {
        campaignId: sampleOrdersOf(approvedSeller).campaign,
        products: [{ productId: sampleOrdersOf(approvedSeller).campaignProduct, discountPrice: 350.5 }],
      },
    }),
  },
  'GET /media/campaigns/:key': {
    seed: ({ approvedSeller }) => ({
      params: { key: sampleOrdersOf(approvedSeller).campaignCover.split('/').at(-1)! },
      query: { w: '640' },
    }),
  },
  // The listing assistant (issue 15), as the approved seller, with a product photo as the editor sends it. A
  // request that passes costs a provider's work (the offline ones here) and changes nothing but the count of
  // backgrounds made from that photo today, which stops them at the limit (429, changing nothing).
  'GET /api/products/description-options/tones': {
    as: 'approvedSeller',
    seed: () => ({}),
  },
  'POST /api/products/generate-description': {
    as: 'approvedSeller',
    throttles: aiThrottle('text'),
    seed: () => ({
      body: {
        title: 'Abaca tote',
        features: 'Hand-woven in Bicol\n40 × 30 cm, cotton lining',
        tone: 'taglish',
        specialInstructions: 'Mention that it fits a 14-inch laptop.',
        count: '3',
        categoryId: String(starterChildId),
        questionAnswers: new JsonText([
          { id: 'q1', question: 'Does it close?', answer: 'Yes, with a wooden toggle.' },
          { id: 'q2', question: 'Is it washable?', answer: '' },
        ]),
        image: photo,
      },
    }),
  },
  'POST /api/products/generate-questions': {
    as: 'approvedSeller',
    throttles: aiThrottle('text'),
    seed: () => ({
      body: {
        title: 'Abaca tote',
        features: 'Hand-woven in Bicol',
        categoryId: String(starterChildId),
        image: photo,
      },
    }),
  },
  'POST /api/image-tool/generate-background-prompt': {
    as: 'approvedSeller',
    throttles: aiThrottle('prompt'),
    seed: () => ({ body: { title: 'Abaca tote', categoryId: String(starterChildId), image: photo } }),
  },
  'POST /api/image-tool/generate-background': {
    as: 'approvedSeller',
    throttles: aiThrottle('background'),
    seed: () => ({
      body: {
        prompt: 'Marble backdrop in white and sage, soft light, a soft shadow under the product',
        title: 'Abaca tote',
        image: photo,
      },
    }),
  },
  'GET /media/products/:key': {
    seed: ({ approvedSeller }) => ({ params: { key: approvedSeller.product.imageKey }, query: { w: '640' } }),
  },
};

/** Who the fuzz calls a route as, and its seed; `missing` when the route takes input and has no seed. */
export function fuzzPlan(route: RegisteredRoute): {
  caller: keyof FuzzParties | null;
  seed?: FuzzSeed['seed'];
  throttles?: FuzzSeed['throttles'];
  missing?: string;
} {
  const entry = fuzzSeeds[route.key];
  const caller =
    entry?.as ?? (route.access === 'seller' ? 'seller' : route.access === 'admin' ? 'admin' : null);
  if (entry) return { caller, seed: entry.seed, ...(entry.throttles ? { throttles: entry.throttles } : {}) };
  const takesInput = Boolean(route.schema.params ?? route.schema.querystring ?? route.schema.body);
  return takesInput
    ? {
        caller,
        missing: `${route.key} takes input: add a valid request of it to tests/helpers/fuzz-seeds.ts`,
      }
    : { caller };
}

/** How a seed fails its route's own schemas (none, for a good seed): such a seed would test only the first check. */
export function seedIssues(route: RegisteredRoute, seed: Seed): string[] {
  const parts = [
    ['params', route.schema.params, seed.params],
    ['querystring', route.schema.querystring, seed.query],
    ['body', route.schema.body, seed.body],
  ] as const;
  return parts.flatMap(([part, schema, value]) => {
    if (!schema) return [];
    const asSent = Object.fromEntries(
      Object.entries(value ?? {}).map(([key, item]) => [
        key,
        item instanceof JsonText ? jsonText(item.value) : item,
      ]),
    );
    const issues = (schema as z.ZodType).safeParse(asSent).error?.issues ?? [];
    return (
      issues
        // A file part is checked by the upload itself (it must have been stored), not by its value here.
        .filter((issue) => !(value?.[issue.path[0] as string] instanceof FileValue))
        .map((issue) => `${route.key} ${part}.${issue.path.join('.')}: ${issue.message}`)
    );
  });
}
