// The in-memory campaigns service of a seller (the list, the dashboard's counts, one campaign with this
// seller's applications, a new application), for stories and tests. It keeps the server's rules (decision
// 039): the list holds the campaigns not ended by sales period (`coalesce(start, created)`, then id), either
// way, in pages with hasNextPage; the window is the real `applicationsOpen` read with the fake's clock; a body is
// parsed by the real `campaignApplicationBodySchema` with the base prices (`campaignBasePrice`) of the seller's
// approved products (400 with `fields`); then 404 for a product not the seller's, 409 for one not approved
// or already pending or approved in the campaign; a rejected one is applied again (`mayApplyAgain`). The admin's
// decisions (`decide`) follow `decideCampaignProduct`. Failures and latency are switchable, per call.
import {
  applicationsOpen,
  campaignApplicationBodySchema,
  campaignBasePrice,
  campaignMessages,
  campaignPageSize,
  campaignPhase,
  percentOff,
  type Campaign,
  type CampaignApplication,
  type CampaignApplicationBody,
  type CampaignDetail,
  type CampaignPage,
  type CampaignProduct,
  type CampaignProductStatus,
  type CampaignSummary,
  type SellerCampaign,
} from '#schemas/campaigns';
import { toPesos } from '#schemas/money';
import { productStatus, type Product } from '#schemas/products';
import { FailureError } from '#machines/shared/failure.ts';
import { decideCampaignProduct, mayApplyAgain } from '#machines/campaign-product-status/machine.ts';
import type { CampaignsService } from '../../src/services/campaigns.ts';
import { fakeNow } from './products.ts';

export { fakeNow };

const hour = 3_600_000;
const day = 24 * hour;

const swatches = [
  ['#f2994a', '#eb5757'],
  ['#2d9cdb', '#56ccf2'],
  ['#27ae60', '#6fcf97'],
  ['#9b51e0', '#bb6bd9'],
  ['#e2b93b', '#f2c94c'],
] as const;

/**
 * A cover that needs no server: a wide SVG data URL ending in '#', so the `?w=` the views append for each
 * width lands in its fragment and the same picture answers every width.
 */
export const sampleCover = (index: number) => {
  const [from, to] = swatches[index % swatches.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 500"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="500" fill="url(#g)"/><circle cx="980" cy="120" r="160" fill="#fff" fill-opacity="0.18"/><circle cx="180" cy="440" r="120" fill="#fff" fill-opacity="0.14"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}#`;
};

/** `now` moved by `days` (and hours), as the wire writes a moment. */
export const daysFrom = (now: Date, days: number, hours = 0) =>
  new Date(now.getTime() + days * day + hours * hour).toISOString();

/** A campaign as the API answers it: running from a day before `now` for ten days, open for three. */
export function makeCampaign(id: number, overrides: Partial<Campaign> = {}, now = fakeNow): Campaign {
  const created = daysFrom(now, -7);
  return {
    id,
    title: `Campaign ${id}`,
    description: 'Deals from the best stores in the Philippines.',
    heading: `Sale ${id}`,
    backgroundImageUrl: sampleCover(id),
    startDate: daysFrom(now, -1),
    endDate: daysFrom(now, 10),
    allowApplication: true,
    applicationEndDate: daysFrom(now, 3),
    displayType: 'PERCENTAGE_OFF',
    displayValue: '20',
    createdAt: created,
    updatedAt: created,
    ...overrides,
  };
}

/**
 * One campaign of each display type and phase, with `now` the fake's clock: running and open, upcoming and
 * open, running with no end and no applications, running with its applications closed, and ended.
 */
export const sampleCampaigns = (now = fakeNow): Campaign[] => [
  makeCampaign(
    1,
    {
      title: 'Payday Sale',
      heading: 'Up to 20% off on payday',
      displayType: 'PERCENTAGE_OFF',
      displayValue: '20',
    },
    now,
  ),
  makeCampaign(
    2,
    {
      title: 'Pasko Countdown',
      heading: 'Christmas deals drop soon',
      startDate: daysFrom(now, 5),
      endDate: daysFrom(now, 20),
      applicationEndDate: daysFrom(now, 4),
      displayType: 'COUNTDOWN',
      displayValue: null,
    },
    now,
  ),
  makeCampaign(
    3,
    {
      title: 'Under ₱199 Finds',
      heading: 'Budget picks all year round',
      startDate: daysFrom(now, -30),
      endDate: null,
      allowApplication: false,
      applicationEndDate: null,
      displayType: 'STARTING_AT',
      displayValue: '199.00',
    },
    now,
  ),
  makeCampaign(
    4,
    {
      title: 'Summer Flash Sale',
      heading: 'Two days only',
      startDate: daysFrom(now, -2),
      endDate: daysFrom(now, 2, 6),
      applicationEndDate: daysFrom(now, -3),
      displayType: 'COUNTDOWN',
      displayValue: null,
    },
    now,
  ),
  makeCampaign(
    5,
    {
      title: 'New Year Sale',
      heading: 'Start the year with a deal',
      startDate: daysFrom(now, -70),
      endDate: daysFrom(now, -60),
      applicationEndDate: daysFrom(now, -72),
      displayType: 'PERCENTAGE_OFF',
      displayValue: '15',
    },
    now,
  ),
];

/** A product a seller applied, as a test seeds it: its discount in pesos, pending unless said otherwise. */
export type FakeAppliedProduct = {
  campaignId: number;
  productId: number;
  discountPrice: number;
  status?: CampaignProductStatus;
  reason?: string | null;
  /** Default: a day before the fake's clock. */
  appliedAt?: string;
};

export type FakeCampaignsCall = 'list' | 'summary' | 'get' | 'apply';

export type FakeCampaignsOptions = {
  /** The fake's clock (default fakeNow); `setNow` moves it. */
  now?: Date;
  /** Every campaign, ended ones too (default `sampleCampaigns(now)`). */
  campaigns?: Campaign[];
  /**
   * The seller's catalog, or where to read it (the products fake's `products`, so what the picker lists is
   * what an application may take). Only approved ones may join.
   */
  products?: readonly Product[] | (() => readonly Product[]);
  /** Products already applied, each in its own application, in this order. */
  applied?: FakeAppliedProduct[];
  /** Calls that answer 500 until `fail(call, false)`. */
  fail?: Partial<Record<FakeCampaignsCall, boolean>>;
  /** Calls that never answer (loading states). */
  hang?: Partial<Record<FakeCampaignsCall, boolean>>;
  /** The API's answer to a seller whose account is not approved. */
  awaitingApproval?: boolean;
  /** Answer after this many milliseconds. */
  latencyMs?: number;
};

/** An applied product as the server keeps it: money in centavos. */
type Row = {
  id: number;
  campaignId: number;
  applicationId: number;
  productId: number;
  productPrice: number;
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
const awaitingApproval = () =>
  refusal(
    403,
    'AWAITING_APPROVAL',
    'Your account is awaiting approval by the admin. You can do this once your account is approved.',
  );
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

/** A campaign's place in the lists: its sales period, the start or else when it was made. */
const salesPeriod = (campaign: Campaign) => Date.parse(campaign.startDate ?? campaign.createdAt);

export type FakeCampaigns = ReturnType<typeof createFakeCampaigns>;

export function createFakeCampaigns(options: FakeCampaignsOptions = {}) {
  let now = (options.now ?? fakeNow).getTime();
  const campaigns = [...(options.campaigns ?? sampleCampaigns(new Date(now)))];
  const catalog = options.products ?? [];
  const products = () => (typeof catalog === 'function' ? catalog() : catalog);
  const failing = { ...options.fail };
  const hanging = { ...options.hang };
  const rows: Row[] = [];
  const applications: { id: number; campaignId: number; createdAt: string }[] = [];
  let nextId = 1;

  const answer = <T>(call: FakeCampaignsCall, work: () => T): Promise<T> => {
    if (hanging[call]) return new Promise<T>(() => {});
    const settle = () => {
      if (options.awaitingApproval) throw awaitingApproval();
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

  const productOf = (id: number) => products().find((product) => product.id === id);
  const campaignOf = (id: number | string) => {
    const campaign = campaigns.find((candidate) => String(candidate.id) === String(id));
    if (!campaign) throw notFound();
    return campaign;
  };
  const basePrice = (product: Product) => centavos(campaignBasePrice(product));

  const wire = (row: Row): CampaignProduct => {
    const product = productOf(row.productId);
    return {
      id: row.id,
      data: {
        id: row.productId,
        productName: product?.productName ?? `Product ${row.productId}`,
        imageUrl: product?.images[0]?.url ?? null,
      },
      productPrice: toPesos(row.productPrice),
      discountPrice: toPesos(row.discountPrice),
      percentOff: percentOff(row.productPrice, row.discountPrice),
      status: row.status,
      reason: row.reason,
      appliedAt: row.appliedAt,
      decidedAt: row.decidedAt,
    };
  };

  /** A new application holding `entries`: a rejected product's row moves to it, pending again. */
  const record = (
    campaignId: number,
    entries: readonly { productId: number; discountPrice: number; status?: CampaignProductStatus }[],
    at: string,
    reason: string | null = null,
  ): CampaignApplication => {
    const application = { id: nextId++, campaignId, createdAt: at };
    applications.push(application);
    const applied = entries.map((entry) => {
      const product = productOf(entry.productId);
      const status = entry.status ?? 'pending';
      const fresh: Row = {
        id: nextId++,
        campaignId,
        applicationId: application.id,
        productId: entry.productId,
        productPrice: product ? basePrice(product) : entry.discountPrice + 100,
        discountPrice: entry.discountPrice,
        status,
        reason: status === 'rejected' ? (reason ?? 'The discount is too small for this campaign.') : null,
        appliedAt: at,
        decidedAt: status === 'pending' ? null : at,
      };
      const before = rows.findIndex(
        (row) => row.campaignId === campaignId && row.productId === entry.productId,
      );
      if (before === -1) {
        rows.push(fresh);
        return fresh;
      }
      rows[before] = { ...fresh, id: rows[before]!.id };
      return rows[before];
    });
    return { id: application.id, createdAt: at, products: applied.map(wire) };
  };

  for (const seed of options.applied ?? [])
    record(
      seed.campaignId,
      [{ productId: seed.productId, discountPrice: centavos(seed.discountPrice), status: seed.status }],
      seed.appliedAt ?? new Date(now - day).toISOString(),
      seed.reason ?? null,
    );

  const counts = (campaignId: number) => {
    const mine = rows.filter((row) => row.campaignId === campaignId);
    const of = (status: CampaignProductStatus) => mine.filter((row) => row.status === status).length;
    return { pending: of('pending'), approved: of('approved'), rejected: of('rejected') };
  };

  const service: CampaignsService = {
    list: (query) =>
      answer('list', (): CampaignPage => {
        const limit = query.limit ?? campaignPageSize;
        const direction = query.sortOrder === 'desc' ? -1 : 1;
        const open = campaigns
          .filter((campaign) => campaignPhase(campaign, new Date(now)) !== 'ended')
          .sort((a, b) => direction * (salesPeriod(a) - salesPeriod(b) || a.id - b.id));
        const start = (query.page - 1) * limit;
        return {
          campaigns: open
            .slice(start, start + limit)
            .map((campaign): SellerCampaign => ({ ...campaign, myProducts: counts(campaign.id) })),
          pagination: { page: query.page, limit, hasNextPage: open.length > start + limit },
        };
      }),

    summary: () =>
      answer('summary', (): CampaignSummary => {
        const at = new Date(now);
        const phases = campaigns.map((campaign) => campaignPhase(campaign, at));
        return {
          openForApplications: campaigns.filter((campaign) => applicationsOpen(campaign, at)).length,
          running: phases.filter((phase) => phase === 'running').length,
          upcoming: phases.filter((phase) => phase === 'upcoming').length,
        };
      }),

    get: (id) =>
      answer('get', (): CampaignDetail => {
        const campaign = campaignOf(id);
        return {
          ...campaign,
          applications: applications
            .filter((application) => application.campaignId === campaign.id)
            .map((application) => ({
              id: application.id,
              createdAt: application.createdAt,
              products: rows.filter((row) => row.applicationId === application.id).map(wire),
            }))
            // A rejected product applied again leaves its first application; an emptied one is not shown.
            .filter((application) => application.products.length > 0)
            .reverse(),
        };
      }),

    apply: (body: CampaignApplicationBody) =>
      answer('apply', (): CampaignApplication => {
        // As the route reads the wire (pesos), with the prices the service reads for the approved products.
        const approved = products().filter((product) => product.status === productStatus.approved);
        const parsed = campaignApplicationBodySchema({
          prices: new Map(approved.map((product) => [product.id, basePrice(product)])),
        }).safeParse({
          campaignId: body.campaignId,
          products: body.products.map((entry) => ({ ...entry, discountPrice: toPesos(entry.discountPrice) })),
        });
        if (!parsed.success) throw invalid(parsed.error.issues);
        const campaign = campaignOf(parsed.data.campaignId);
        if (!applicationsOpen(campaign, new Date(now)))
          throw refusal(409, 'CONFLICT', campaignMessages.applicationsClosed(campaign.title));
        for (const entry of parsed.data.products) {
          const product = productOf(entry.productId);
          if (!product) throw refusal(404, 'NOT_FOUND', campaignMessages.productNotFound);
          if (product.status !== productStatus.approved)
            throw refusal(409, 'CONFLICT', campaignMessages.productNotApproved(product.productName));
          const already = rows.find((row) => row.campaignId === campaign.id && row.productId === product.id);
          if (already && !mayApplyAgain(already.status))
            throw refusal(409, 'CONFLICT', campaignMessages.alreadyApplied(product.productName));
        }
        return record(campaign.id, parsed.data.products, new Date(now).toISOString());
      }),
  };

  return {
    service,
    /** Every applied product now, as the seller's detail shows it. */
    applied: () => rows.map(wire),
    campaigns: () => campaigns,
    /** One more campaign (an admin made it while the page was open). */
    add: (campaign: Campaign) => void campaigns.push(campaign),
    setNow: (at: Date) => {
      now = at.getTime();
    },
    now: () => new Date(now),
    /** Make a call fail (500) or answer again. */
    fail: (call: FakeCampaignsCall, on = true) => {
      failing[call] = on;
    },
    /** Make a call hang or answer again (the next call). */
    hang: (call: FakeCampaignsCall, on = true) => {
      hanging[call] = on;
    },
    /** The admin's decision on an applied product (`decideCampaignProduct`); 409 when it may not be. */
    decide: (campaignId: number, productId: number, decision: 'approved' | 'rejected', reason?: string) => {
      const row = rows.find(
        (candidate) => candidate.campaignId === campaignId && candidate.productId === productId,
      );
      if (!row) throw notFound();
      const outcome = decideCampaignProduct(row.status, decision);
      const name = productOf(productId)?.productName ?? `Product ${productId}`;
      if (!outcome.allowed) throw refusal(409, 'CONFLICT', campaignMessages.alreadyDecided(name, row.status));
      row.status = outcome.after;
      row.reason = decision === 'rejected' ? (reason ?? 'Not a fit for this campaign.') : null;
      row.decidedAt = new Date(now).toISOString();
    },
  };
}
