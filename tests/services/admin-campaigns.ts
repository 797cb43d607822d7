// The in-memory admin campaigns service, for stories and tests. It keeps the admin API's rules (decisions 038,
// 039): the list by phase (the real `campaignPhase` with the fake's clock; no phase: the newest sales period
// first; upcoming: the soonest start; running: the soonest end, no end last; ended: the latest end) in pages
// with hasNextPage and total, each with its products' counts; a body parsed by the real `campaignBodySchema`
// (400 with `fields`), its cover one this fake uploaded ('Cover photo is required' otherwise); 404 'Campaign not
// found'; a cover judged by its type and size (415/413 in the server's words); deleting answers how many
// approved products left; the applied products of one status oldest first in keyset pages of 20 with the counts;
// decisions by `decideCampaignProduct` (409 `alreadyDecided`), an approval checking the price now (409
// `priceChanged`). Failures, hangs and latency are switchable per call.
import {
  campaignBodySchema,
  campaignMessages,
  campaignPageSize,
  campaignPhase,
  campaignProductDecisionSchema,
  coverKeyOf,
  campaignCoverUrl,
  percentOff,
  type AdminCampaign,
  type AdminCampaignPage,
  type AdminCampaignProduct,
  type AdminCampaignProductPage,
  type Campaign,
  type CampaignBody,
  type CampaignPhase,
  type CampaignProductDecision,
  type CampaignProductStatus,
} from '#schemas/campaigns';
import { toPesos } from '#schemas/money';
import { productImageBytesMax } from '#schemas/products';
import { decideCampaignProduct } from '#machines/campaign-product-status/machine.ts';
import { FailureError } from '#machines/shared/failure.ts';
import type { AdminCampaignsService } from '../../src/services/admin-campaigns.ts';
import { daysFrom, fakeNow, sampleCampaigns } from './campaigns.ts';
import { samplePicture } from './products.ts';

export { daysFrom, fakeNow };

/** The `n`th cover's storage key: a fixed UUID, so stories and tests name the same URL each run. */
export const sampleCoverKey = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const sampleCoverUrl = (n: number) => campaignCoverUrl(sampleCoverKey(n));

/**
 * The seller fake's five campaigns (each display type and phase) with covers as the admin API names them:
 * the server's `/media/campaigns/<uuid>`, which the form's schema requires.
 */
export const sampleAdminCampaigns = (now = fakeNow): Campaign[] =>
  sampleCampaigns(now).map((campaign) => ({ ...campaign, backgroundImageUrl: sampleCoverUrl(campaign.id) }));

const sellers = [
  { id: '00000000-0000-4000-9000-000000000001', name: 'Ana Reyes', storeName: 'Tindahan ni Ana' },
  { id: '00000000-0000-4000-9000-000000000002', name: 'Jose Bautista', storeName: 'Bahay Kubo Handicrafts' },
  { id: '00000000-0000-4000-9000-000000000003', name: 'Luz Mendoza', storeName: 'Sari-Sari ni Luz' },
];

/** A product a seller applied, as a test seeds it: pesos, pending unless said otherwise. */
export type FakeAdminAppliedProduct = {
  campaignId: number;
  productId: number;
  productName?: string;
  /** Its original price when applied (default ₱500). */
  productPrice?: number;
  /** Its price now (default the original price). */
  currentPrice?: number;
  /** Default 80% of the original price. */
  discountPrice?: number;
  status?: CampaignProductStatus;
  reason?: string | null;
  /** Which of the three sample sellers (default by product id). */
  seller?: number;
  /** Default an hour apart, oldest first in the order given, before the fake's clock. */
  appliedAt?: string;
};

/** `count` applied products of `campaignId` in `status`, product ids from `firstProductId`. */
export const sampleApplied = (
  campaignId: number,
  count: number,
  status: CampaignProductStatus = 'pending',
  firstProductId = 5001,
): FakeAdminAppliedProduct[] =>
  Array.from({ length: count }, (_, index) => ({
    campaignId,
    productId: firstProductId + index,
    status,
    productPrice: 450 + index * 25.5,
    discountPrice: 399 + index * 20,
  }));

export type FakeAdminCampaignsCall =
  'list' | 'get' | 'create' | 'update' | 'remove' | 'uploadCover' | 'listProducts' | 'decide';

export type FakeAdminCampaignsOptions = {
  /** The fake's clock (default fakeNow); `setNow` moves it. */
  now?: Date;
  /** Every campaign (default `sampleAdminCampaigns(now)`); their covers count as uploaded. */
  campaigns?: Campaign[];
  applied?: FakeAdminAppliedProduct[];
  /** Rows of a page (default 20). */
  pageSize?: number;
  /** Calls that answer 500 until `fail(call, false)`. */
  fail?: Partial<Record<FakeAdminCampaignsCall, boolean>>;
  /** Calls that never answer (loading, saving, uploading states). */
  hang?: Partial<Record<FakeAdminCampaignsCall, boolean>>;
  /** Answer after this many milliseconds. */
  latencyMs?: number;
};

type Row = {
  id: number;
  campaignId: number;
  productId: number;
  productName: string;
  imageUrl: string | null;
  seller: (typeof sellers)[number];
  /** Centavos, as the server keeps them. */
  productPrice: number;
  currentPrice: number;
  discountPrice: number;
  status: CampaignProductStatus;
  reason: string | null;
  appliedAt: string;
  decidedAt: string | null;
};

const centavos = (pesos: number) => Math.round(pesos * 100);

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new FailureError({ kind: 'http', status, code, message, fields });
const serverError = () =>
  refusal(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
const notFound = () => refusal(404, 'NOT_FOUND', campaignMessages.notFound);

/** A body the shared schema refuses, answered as the API does: the first field's message, every field's. */
const invalid = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  return refusal(400, 'VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid request', fields);
};

/** The server's words for a cover it refuses (server/modules/media/images.ts, the cover route). */
export const coverRefusals = {
  unsupported: 'Upload a JPEG, PNG, GIF, WebP, BMP, TIFF, ICO or SVG image.',
  tooLarge: `The cover photo can be at most ${productImageBytesMax / (1024 * 1024)} MB`,
} as const;
const imageTypes = /^image\/(?:jpeg|png|gif|webp|bmp|tiff|x-icon|vnd\.microsoft\.icon|svg\+xml)$/;

const salesPeriod = (campaign: Campaign) => Date.parse(campaign.startDate ?? campaign.createdAt);
const never = Number.POSITIVE_INFINITY;
const time = (at: string | null, otherwise: number) => (at === null ? otherwise : Date.parse(at));

/** The admin list's order for each phase (decision 038), ties by id. */
const orders: Record<CampaignPhase | 'all', (a: Campaign, b: Campaign) => number> = {
  all: (a, b) => salesPeriod(b) - salesPeriod(a) || b.id - a.id,
  upcoming: (a, b) => time(a.startDate, 0) - time(b.startDate, 0) || a.id - b.id,
  running: (a, b) => time(a.endDate, never) - time(b.endDate, never) || a.id - b.id,
  ended: (a, b) => time(b.endDate, 0) - time(a.endDate, 0) || b.id - a.id,
};

export type FakeAdminCampaigns = ReturnType<typeof createFakeAdminCampaigns>;

export function createFakeAdminCampaigns(options: FakeAdminCampaignsOptions = {}) {
  let now = (options.now ?? fakeNow).getTime();
  const campaigns = new Map(
    (options.campaigns ?? sampleAdminCampaigns(new Date(now))).map((campaign) => [
      campaign.id,
      structuredClone(campaign),
    ]),
  );
  const covers = new Set(
    [...campaigns.values()].flatMap((campaign) => coverKeyOf(campaign.backgroundImageUrl) ?? []),
  );
  const failing = { ...options.fail };
  const hanging = { ...options.hang };
  const pageSize = options.pageSize ?? campaignPageSize;
  const calls: string[] = [];
  const rows: Row[] = [];
  let nextCampaignId = Math.max(0, ...campaigns.keys()) + 1;
  let nextCover = 1000;

  const seeds = options.applied ?? [];
  seeds.forEach((seed, index) => {
    const productPrice = centavos(seed.productPrice ?? 500);
    const status = seed.status ?? 'pending';
    const appliedAt = seed.appliedAt ?? new Date(now - (seeds.length - index) * 3_600_000).toISOString();
    rows.push({
      id: index + 1,
      campaignId: seed.campaignId,
      productId: seed.productId,
      productName: seed.productName ?? `Product ${seed.productId}`,
      imageUrl: samplePicture(seed.productId),
      seller: sellers[(seed.seller ?? seed.productId) % sellers.length]!,
      productPrice,
      currentPrice: seed.currentPrice === undefined ? productPrice : centavos(seed.currentPrice),
      discountPrice:
        seed.discountPrice === undefined ? Math.round(productPrice * 0.8) : centavos(seed.discountPrice),
      status,
      reason: status === 'rejected' ? (seed.reason ?? 'The discount is too small for this campaign.') : null,
      appliedAt,
      decidedAt: status === 'pending' ? null : appliedAt,
    });
  });

  const answer = <T>(call: FakeAdminCampaignsCall, work: () => T): Promise<T> => {
    if (hanging[call]) return new Promise<T>(() => {});
    const settle = () => {
      if (failing[call]) throw serverError();
      return work();
    };
    const latency = options.latencyMs ?? 0;
    return latency === 0
      ? Promise.resolve().then(settle)
      : new Promise<T>((resolve, reject) =>
          setTimeout(() => {
            try {
              resolve(settle());
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          }, latency),
        );
  };

  const campaignOf = (id: number | string) => {
    const campaign = campaigns.get(Number(id));
    if (!campaign || String(campaign.id) !== String(id)) throw notFound();
    return campaign;
  };

  const counts = (campaignId: number) => {
    const mine = rows.filter((row) => row.campaignId === campaignId);
    const of = (status: CampaignProductStatus) => mine.filter((row) => row.status === status).length;
    return { pending: of('pending'), approved: of('approved'), rejected: of('rejected') };
  };

  const wire = (campaign: Campaign): AdminCampaign => ({
    ...structuredClone(campaign),
    products: counts(campaign.id),
  });

  const wireProduct = (row: Row): AdminCampaignProduct => ({
    id: row.id,
    data: { id: row.productId, productName: row.productName, imageUrl: row.imageUrl },
    productPrice: toPesos(row.productPrice),
    discountPrice: toPesos(row.discountPrice),
    percentOff: percentOff(row.productPrice, row.discountPrice),
    status: row.status,
    reason: row.reason,
    appliedAt: row.appliedAt,
    decidedAt: row.decidedAt,
    seller: { ...row.seller },
    currentPrice: toPesos(row.currentPrice),
  });

  /** The route parses the wire again with the same schema; its cover must be one uploaded here. */
  const parseBody = (body: CampaignBody): CampaignBody => {
    const parsed = campaignBodySchema.safeParse(body);
    if (!parsed.success) throw invalid(parsed.error.issues);
    const key = coverKeyOf(parsed.data.backgroundImageUrl);
    if (key === null || !covers.has(key))
      throw refusal(400, 'VALIDATION_FAILED', campaignMessages.coverRequired, {
        backgroundImageUrl: campaignMessages.coverRequired,
      });
    return { ...parsed.data, backgroundImageUrl: campaignCoverUrl(key) };
  };

  const service: AdminCampaignsService = {
    list: (query) =>
      answer('list', (): AdminCampaignPage => {
        calls.push(`list ${query.phase ?? 'all'} page ${query.page}`);
        const at = new Date(now);
        const limit = query.limit ?? pageSize;
        const listed = [...campaigns.values()]
          .filter((campaign) => query.phase === undefined || campaignPhase(campaign, at) === query.phase)
          .sort(orders[query.phase ?? 'all']);
        const start = (query.page - 1) * limit;
        return {
          campaigns: listed.slice(start, start + limit).map(wire),
          pagination: {
            page: query.page,
            limit,
            hasNextPage: listed.length > start + limit,
            total: listed.length,
          },
        };
      }),

    get: (id) =>
      answer('get', () => {
        calls.push(`get ${id}`);
        return wire(campaignOf(id));
      }),

    create: (body) =>
      answer('create', () => {
        calls.push(`create ${body.title}`);
        const parsed = parseBody(body);
        const at = new Date(now).toISOString();
        const campaign: Campaign = { id: nextCampaignId++, ...parsed, createdAt: at, updatedAt: at };
        campaigns.set(campaign.id, campaign);
        return wire(campaign);
      }),

    update: (id, body) =>
      answer('update', () => {
        calls.push(`update ${id} ${body.title}`);
        const campaign = campaignOf(id);
        const parsed = parseBody(body);
        const updated: Campaign = { ...campaign, ...parsed, updatedAt: new Date(now).toISOString() };
        campaigns.set(campaign.id, updated);
        return wire(updated);
      }),

    remove: (id) =>
      answer('remove', () => {
        calls.push(`remove ${id}`);
        const campaign = campaignOf(id);
        const approvedProductsRemoved = counts(campaign.id).approved;
        campaigns.delete(campaign.id);
        for (let index = rows.length - 1; index >= 0; index--)
          if (rows[index]!.campaignId === campaign.id) rows.splice(index, 1);
        return { id: campaign.id, approvedProductsRemoved };
      }),

    uploadCover: (file, onProgress) =>
      answer('uploadCover', () => {
        calls.push(`uploadCover ${file.name}`);
        if (file.size > productImageBytesMax)
          throw refusal(413, 'PAYLOAD_TOO_LARGE', coverRefusals.tooLarge, { image: coverRefusals.tooLarge });
        if (!imageTypes.test(file.type))
          throw refusal(415, 'UNSUPPORTED_MEDIA_TYPE', coverRefusals.unsupported);
        onProgress?.({ loaded: file.size, total: file.size });
        const key = sampleCoverKey(nextCover++);
        covers.add(key);
        return campaignCoverUrl(key);
      }),

    listProducts: (id, query) =>
      answer('listProducts', (): AdminCampaignProductPage => {
        calls.push(`listProducts ${id} ${query.status}${query.cursor ? ` after ${query.cursor}` : ''}`);
        const campaign = campaignOf(id);
        const after = query.cursor === null ? 0 : Number(query.cursor);
        const rest = rows
          .filter((row) => row.campaignId === campaign.id && row.status === query.status && row.id > after)
          .sort((a, b) => a.id - b.id);
        const page = rest.slice(0, pageSize);
        return {
          products: page.map(wireProduct),
          nextCursor: rest.length > page.length ? String(page.at(-1)!.id) : null,
          counts: counts(campaign.id),
        };
      }),

    decide: (id, productId, decision: CampaignProductDecision) =>
      answer('decide', () => {
        calls.push(`decide ${id} ${productId} ${decision.status}`);
        // As on the server, the body is validated before anything is looked up.
        const body = campaignProductDecisionSchema.safeParse(decision);
        if (!body.success) throw invalid(body.error.issues);
        const campaign = campaignOf(id);
        const row = rows.find(
          (candidate) =>
            candidate.campaignId === campaign.id && String(candidate.productId) === String(productId),
        );
        if (!row) throw refusal(404, 'NOT_FOUND', campaignMessages.productNotFound);
        const outcome = decideCampaignProduct(row.status, body.data.status);
        if (!outcome.allowed)
          throw refusal(409, 'ALREADY_DECIDED', campaignMessages.alreadyDecided(row.productName, row.status));
        if (body.data.status === 'approved' && row.discountPrice >= row.currentPrice)
          throw refusal(
            409,
            'PRICE_CHANGED',
            campaignMessages.priceChanged(row.productName, row.currentPrice),
          );
        row.status = outcome.after;
        row.reason = body.data.status === 'rejected' ? body.data.reason : null;
        row.decidedAt = new Date(now).toISOString();
        return wireProduct(row);
      }),
  };

  return {
    service,
    /** What was asked, in order: `list running page 1`, `create Payday Sale`, … */
    calls,
    campaigns: () => [...campaigns.values()].map(wire),
    /** The applied products of every campaign, as the review lists them. */
    applied: () => rows.map(wireProduct),
    /** Another admin edits or deletes meanwhile. */
    put: (campaign: Campaign) => {
      campaigns.set(campaign.id, structuredClone(campaign));
      const key = coverKeyOf(campaign.backgroundImageUrl);
      if (key) covers.add(key);
    },
    drop: (id: number) => void campaigns.delete(id),
    /** The seller changes a price meanwhile (an approval then checks it). */
    setCurrentPrice: (campaignId: number, productId: number, pesos: number) => {
      const row = rows.find((each) => each.campaignId === campaignId && each.productId === productId);
      if (row) row.currentPrice = centavos(pesos);
    },
    setNow: (at: Date) => {
      now = at.getTime();
    },
    now: () => new Date(now),
    /** Make a call fail (500) or answer again. */
    fail: (call: FakeAdminCampaignsCall, on = true) => {
      failing[call] = on;
    },
    /** Make a call hang or answer again (the next call). */
    hang: (call: FakeAdminCampaignsCall, on = true) => {
      hanging[call] = on;
    },
  };
}
