// Campaigns (issue 14; spec §2 Campaigns, §3 Campaign and the campaign products form, §4 applications and
// display types, §5 campaign and campaign-product messages, §7 /api/campaigns and /api/campaign-applications,
// §8 campaign texts, §9 page size, sort and types). Money is integer centavos inside and pesos with at most 2
// decimals on the wire; moments are ISO datetimes with an offset, shown and typed in Philippine time. What may
// happen to an applied product, and how its badge reads, is src/machines/campaign-product-status's, shared by
// the browser and the server; whether a campaign is upcoming, running or ended and whether it takes
// applications are `campaignPhase` and `applicationsOpen` below, the one rule both sides read.
import { z } from 'zod';
import { envelope } from './api.ts';
import { formatPeso, isBlank, pesos, pesosText } from './money.ts';
import { optionalParam, wholeParam } from './params.ts';
import { text } from './text.ts';

// ---------------------------------------------------------------------------------------------------------
// Limits (spec §9 and ours)

export const campaignPageSize = 20;
export const campaignPageSizeMax = 50;
export const campaignTitleMax = 120;
export const campaignHeadingMax = 120;
export const campaignDescriptionMax = 2_000;
export const rejectionReasonMax = 500;
/** Products in one application: a seller with more applies again. */
export const applicationProductsMax = 50;
/** Spec §5: at least ₱1.00. */
export const discountPriceMin = 100;

// ---------------------------------------------------------------------------------------------------------
// Types, phases, statuses (spec §4, §9)

/** Spec §9, in this order in the form's picker. */
export const campaignDisplayTypes = ['COUNTDOWN', 'PERCENTAGE_OFF', 'STARTING_AT'] as const;
export type CampaignDisplayType = (typeof campaignDisplayTypes)[number];
export const campaignDisplayTypeLabels: Record<CampaignDisplayType, string> = {
  COUNTDOWN: 'Countdown',
  PERCENTAGE_OFF: 'Percent Off',
  STARTING_AT: 'Starting Price',
};

/** Spec §9: by sales period (the start), Oldest (asc) or Newest (desc). */
export const campaignSortOrders = [
  { value: 'asc', label: 'Oldest Sales Period' },
  { value: 'desc', label: 'Newest Sales Period' },
] as const;
export const campaignSortOrderSchema = z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' });
export type CampaignSortOrder = z.infer<typeof campaignSortOrderSchema>;

export const campaignPhases = ['upcoming', 'running', 'ended'] as const;
export type CampaignPhase = (typeof campaignPhases)[number];
export const campaignPhaseLabels: Record<CampaignPhase, string> = {
  upcoming: 'Upcoming',
  running: 'Running',
  ended: 'Ended',
};

/** An applied product's status (spec §4: shown as Approved, Pending, Rejected). */
export const campaignProductStatuses = ['pending', 'approved', 'rejected'] as const;
export const campaignProductStatusSchema = z.enum(campaignProductStatuses, {
  error: `status must be one of ${campaignProductStatuses.join(', ')}`,
});
export type CampaignProductStatus = z.infer<typeof campaignProductStatusSchema>;

type Period = { startDate: string | null; endDate: string | null };

/**
 * Upcoming before its start, ended from its end on, running in between; a missing start has always begun and
 * a missing end never comes. The server lists by the same rule in SQL (`start_at > now`, `end_at <= now`).
 */
export function campaignPhase(campaign: Period, now: Date): CampaignPhase {
  const at = now.getTime();
  if (campaign.endDate !== null && Date.parse(campaign.endDate) <= at) return 'ended';
  if (campaign.startDate !== null && Date.parse(campaign.startDate) > at) return 'upcoming';
  return 'running';
}

/**
 * Spec §4: applications open only when allowApplication is true, and (issue 14) only before the application
 * end date and while the campaign has not ended.
 */
export function applicationsOpen(
  campaign: Period & { allowApplication: boolean; applicationEndDate: string | null },
  now: Date,
): boolean {
  if (!campaign.allowApplication || campaign.applicationEndDate === null) return false;
  return Date.parse(campaign.applicationEndDate) > now.getTime() && campaignPhase(campaign, now) !== 'ended';
}

/**
 * A product's original price in a campaign (spec §3 productPrice), in the unit it is given in: its price, or
 * with variants the lowest of theirs, so a discount price below it is a discount on every variant.
 */
export const campaignBasePrice = (product: {
  price: number;
  variants: readonly { price: number }[];
}): number =>
  product.variants.length === 0
    ? product.price
    : Math.min(...product.variants.map((variant) => variant.price));

/** The whole percentage a discount takes off, rounded down so a card never claims more than it gives. */
export const percentOff = (priceCentavos: number, discountCentavos: number): number =>
  priceCentavos > 0 ? Math.floor(((priceCentavos - discountCentavos) * 100) / priceCentavos) : 0;

/** What a card says beside the heading: "20% off", "Starting at ₱199.00"; null for a countdown (a timer). */
export function campaignDisplayText(campaign: {
  displayType: CampaignDisplayType;
  displayValue: string | null;
}): string | null {
  if (campaign.displayType === 'COUNTDOWN' || campaign.displayValue === null) return null;
  if (campaign.displayType === 'PERCENTAGE_OFF') return `${campaign.displayValue}% off`;
  return `Starting at ${formatPeso(Math.round(Number(campaign.displayValue) * 100))}`;
}

// ---------------------------------------------------------------------------------------------------------
// Texts (spec §5, §8; ours where the spec does not word them)

export const campaignMessages = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  headingRequired: 'Heading is required',
  coverRequired: 'Cover photo is required',
  applicationEndRequired: 'Application end date is required when applications are allowed',
  displayValueRequired: 'Display value is required',
  discountAtLeastOne: 'Discount price must be greater than 0',
  discountBelowPrice: 'Discounted price must be less than the original price',
  productsRequired: 'At least one product is required',
  notFound: 'Campaign not found',
  fetchFailed: 'Error fetching campaign',
  applyFailed: 'Error creating campaign application',
  // Ours:
  fetchListFailed: 'Error fetching campaigns',
  dateInvalid: 'Enter a valid date and time',
  endBeforeStart: 'The end must be after the start',
  applicationEndAfterEnd: 'Applications must close by the end of the campaign',
  percentInvalid: 'Percent off must be a whole number from 1 to 99',
  startingPriceInvalid: 'Starting price must be a peso amount such as 199 or 199.50',
  discountInvalid: 'Please enter a valid discount price',
  tooManyProducts: `At most ${applicationProductsMax} products in one application`,
  productListedTwice: 'This product is listed twice',
  reasonRequired: 'Reason is required',
  /** 409: the window is shut (allowApplication false, past applicationEndDate, or the campaign ended). */
  applicationsClosed: (title: string) => `Applications for "${title}" are closed`,
  /** 409 naming the product: it is pending or approved in this campaign already. */
  alreadyApplied: (productName: string) => `"${productName}" is already in this campaign`,
  /** 409 naming the product: only approved products may join (spec §2 "the seller's approved products"). */
  productNotApproved: (productName: string) =>
    `"${productName}" is not approved yet: only approved products can join a campaign`,
  productNotFound: 'Product not found',
  /** 409: the admin decided a product that is no longer pending (or withdrew one already rejected). */
  alreadyDecided: (productName: string, status: CampaignProductStatus) =>
    `"${productName}" is already ${status}`,
  /** 409 on approval: the seller lowered the price to or below the discount since applying. */
  priceChanged: (productName: string, priceCentavos: number) =>
    `"${productName}" now costs ${formatPeso(priceCentavos)}, no more than its discount price: reject it with a reason`,
  applied: 'Application sent',
  appliedDetail: (count: number) =>
    `${count === 1 ? '1 product' : `${count} products`} sent to the admin for review.`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// The campaign form (POST /api/admin/campaigns, PUT /api/admin/campaigns/{id}), live in the browser too

/** An ISO datetime with an offset, or null; a blank value is null (spec §5: "dates ISO datetimes or null"). */
/**
 * ISO years run from 0000, PostgreSQL's from 1 (0000 is its 1 BC, which it does not take written so): an earlier
 * moment is no date a campaign can have.
 */
const firstMoment = Date.parse('0001-01-01T00:00:00Z');
const moment = z.preprocess(
  (value) => (isBlank(value) ? null : value),
  z.iso
    .datetime({ offset: true, error: campaignMessages.dateInvalid, abort: true })
    .refine((value) => Date.parse(value) >= firstMoment, { error: campaignMessages.dateInvalid })
    .nullable(),
);

/** The public URL the cover upload answered: `/media/campaigns/<uuid>`, or the same path on any origin. */
export const coverUrlPattern =
  /^(?:https?:\/\/[^/\s]+)?\/media\/campaigns\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** The storage key in a cover URL, or null. */
export const coverKeyOf = (url: string): string | null => coverUrlPattern.exec(url)?.[1] ?? null;
export const campaignCoverUrl = (storageKey: string) => `/media/campaigns/${storageKey}`;

const percentPattern = /^(?:[1-9]|[1-9]\d)$/;
const startingPrice = pesos({
  invalid: campaignMessages.startingPriceInvalid,
  negative: campaignMessages.startingPriceInvalid,
  decimals: campaignMessages.startingPriceInvalid,
  tooLarge: campaignMessages.startingPriceInvalid,
});

export const campaignBodySchema = z
  .object({
    title: text({ label: 'Title', max: campaignTitleMax, error: campaignMessages.titleRequired }).min(1, {
      error: campaignMessages.titleRequired,
    }),
    description: text({
      label: 'Description',
      max: campaignDescriptionMax,
      multiline: true,
      error: campaignMessages.descriptionRequired,
    }).min(1, { error: campaignMessages.descriptionRequired }),
    heading: text({
      label: 'Heading',
      max: campaignHeadingMax,
      error: campaignMessages.headingRequired,
    }).min(1, { error: campaignMessages.headingRequired }),
    backgroundImageUrl: text({
      label: 'Cover photo',
      max: 300,
      error: campaignMessages.coverRequired,
      tooLong: campaignMessages.coverRequired,
      notAllowed: campaignMessages.coverRequired,
    }).regex(coverUrlPattern, { error: campaignMessages.coverRequired }),
    startDate: moment,
    endDate: moment,
    allowApplication: z.boolean({ error: 'allowApplication must be true or false' }),
    applicationEndDate: moment,
    displayType: z.enum(campaignDisplayTypes, {
      error: `displayType must be one of ${campaignDisplayTypes.join(', ')}`,
    }),
    /** Ignored (stored as null) for COUNTDOWN; "20" for PERCENTAGE_OFF; "199.00" for STARTING_AT. */
    displayValue: z
      .preprocess(
        (value) => (isBlank(value) ? null : typeof value === 'number' ? String(value) : value),
        text({ label: 'Display value', max: 20 }).nullable(),
      )
      .optional()
      .transform((value) => value ?? null),
  })
  .superRefine(
    (body, context) => {
      // Runs whatever else failed, so each rule shows as the admin types; each reads only fields that passed.
      const failed = new Set(context.issues.map((issue) => issue.path?.[0]));
      const ok = (field: string) => !failed.has(field) && typeof body === 'object' && body !== null;
      const issue = (path: string, message: string) =>
        context.addIssue({ code: 'custom', message, path: [path] });
      if (ok('startDate') && ok('endDate') && body.startDate && body.endDate) {
        if (Date.parse(body.endDate) <= Date.parse(body.startDate))
          issue('endDate', campaignMessages.endBeforeStart);
      }
      if (ok('allowApplication') && ok('applicationEndDate') && body.allowApplication) {
        if (!body.applicationEndDate) issue('applicationEndDate', campaignMessages.applicationEndRequired);
        else if (
          ok('endDate') &&
          body.endDate &&
          Date.parse(body.applicationEndDate) > Date.parse(body.endDate)
        )
          issue('applicationEndDate', campaignMessages.applicationEndAfterEnd);
      }
      if (ok('displayType') && ok('displayValue') && body.displayType !== 'COUNTDOWN') {
        const value = body.displayValue;
        if (value === null) issue('displayValue', campaignMessages.displayValueRequired);
        else if (body.displayType === 'PERCENTAGE_OFF' && !percentPattern.test(value))
          issue('displayValue', campaignMessages.percentInvalid);
        else if (body.displayType === 'STARTING_AT') {
          const parsed = startingPrice.safeParse(value);
          if (!parsed.success || parsed.data <= 0)
            issue('displayValue', campaignMessages.startingPriceInvalid);
        }
      }
    },
    { when: () => true },
  )
  .transform((body) => ({
    ...body,
    // Stored as the canonical text a card reads back: no display value for a countdown, "199.00" for a price.
    displayValue:
      body.displayType === 'COUNTDOWN' || body.displayValue === null
        ? null
        : body.displayType === 'STARTING_AT'
          ? pesosText(startingPrice.parse(body.displayValue))
          : body.displayValue,
    // Without applications there is no application end date.
    applicationEndDate: body.allowApplication ? body.applicationEndDate : null,
  }));
export type CampaignBody = z.output<typeof campaignBodySchema>;
export type CampaignInput = z.input<typeof campaignBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// The application (POST /api/campaign-applications), live in the browser with the products' prices

const discountPrice = pesos({
  invalid: campaignMessages.discountInvalid,
  negative: campaignMessages.discountAtLeastOne,
  decimals: 'Discount price can have at most 2 decimal places',
  tooLarge: campaignMessages.discountBelowPrice,
}).superRefine((centavos, context) => {
  if (centavos < discountPriceMin)
    context.addIssue({ code: 'custom', message: campaignMessages.discountAtLeastOne, input: centavos });
});

/**
 * `prices` (centavos by product id) checks each discount against its product's original price: the browser
 * knows them from the picker; the server checks them again in the service with the prices it reads.
 */
export const campaignApplicationBodySchema = (options: { prices?: ReadonlyMap<number, number> } = {}) =>
  z
    .object({
      campaignId: z.number({ error: 'campaignId must be a number' }).int().positive(),
      products: z
        .array(
          z.object({
            productId: z.number({ error: 'productId must be a number' }).int().positive(),
            discountPrice,
          }),
          { error: campaignMessages.productsRequired },
        )
        .min(1, { error: campaignMessages.productsRequired })
        .max(applicationProductsMax, { error: campaignMessages.tooManyProducts }),
    })
    .superRefine(
      (body, context) => {
        if (typeof body !== 'object' || body === null || !Array.isArray(body.products)) return;
        const failed = new Set(context.issues.map((issue) => issue.path?.join('.')));
        const seen = new Set<number>();
        body.products.forEach((product, index) => {
          if (typeof product !== 'object' || product === null) return;
          if (seen.has(product.productId))
            context.addIssue({
              code: 'custom',
              message: campaignMessages.productListedTwice,
              path: ['products', index, 'productId'],
            });
          seen.add(product.productId);
          const price = options.prices?.get(product.productId);
          if (
            price !== undefined &&
            !failed.has(`products.${index}.discountPrice`) &&
            product.discountPrice >= price
          )
            context.addIssue({
              code: 'custom',
              message: campaignMessages.discountBelowPrice,
              path: ['products', index, 'discountPrice'],
            });
        });
      },
      { when: () => true },
    );
export type CampaignApplicationBody = z.output<ReturnType<typeof campaignApplicationBodySchema>>;
export type CampaignApplicationInput = z.input<ReturnType<typeof campaignApplicationBodySchema>>;

// ---------------------------------------------------------------------------------------------------------
// Wire shapes

const id = z.number().int().positive();
const instant = z.iso.datetime({ offset: true });
const money = z.number();

/** What every answer says of a campaign (each answer's schema spreads it, with what that answer adds). */
const campaignFields = {
  id,
  title: z.string(),
  description: z.string(),
  heading: z.string(),
  /** `/media/campaigns/<key>`; append `?w=<width>` for one of spec §9's widths. */
  backgroundImageUrl: z.string(),
  startDate: instant.nullable(),
  endDate: instant.nullable(),
  allowApplication: z.boolean(),
  applicationEndDate: instant.nullable(),
  displayType: z.enum(campaignDisplayTypes),
  displayValue: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
};
const campaignSchema = z.object(campaignFields);
export type Campaign = z.infer<typeof campaignSchema>;

/** An applied product (spec §3: "products carrying data.id and status"). */
export const campaignProductSchema = z.object({
  /** The applied row's own id. */
  id,
  data: z.object({
    /** The product's id. */
    id,
    productName: z.string(),
    /** The product's first picture (media path), or null. */
    imageUrl: z.string().nullable(),
  }),
  /** The product's price when it was applied, pesos. */
  productPrice: money,
  discountPrice: money,
  /** `percentOff(productPrice, discountPrice)`. */
  percentOff: z.number().int(),
  status: campaignProductStatusSchema,
  /** Why an admin rejected it; null otherwise. */
  reason: z.string().nullable(),
  appliedAt: instant,
  decidedAt: instant.nullable(),
});
export type CampaignProduct = z.infer<typeof campaignProductSchema>;

export const campaignApplicationSchema = z.object({
  id,
  createdAt: instant,
  products: z.array(campaignProductSchema),
});
export type CampaignApplication = z.infer<typeof campaignApplicationSchema>;

/** GET /api/campaigns: the running and upcoming campaigns by sales period, pages of 20 (spec §7, §9). */
export const campaignListQuerySchema = z.object({
  page: wholeParam('page', 1, 1_000_000).default(1),
  limit: wholeParam('limit', 1, campaignPageSizeMax).default(campaignPageSize),
  sortOrder: optionalParam(campaignSortOrderSchema).transform((value) => value ?? 'asc'),
});
export type CampaignListQuery = z.input<typeof campaignListQuerySchema>;

export const sellerCampaignSchema = z.object({
  ...campaignFields,
  /** How many of this seller's products are in it, by status. */
  myProducts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
});
export type SellerCampaign = z.infer<typeof sellerCampaignSchema>;

export const campaignListResponseSchema = envelope(
  z.object({
    campaigns: z.array(sellerCampaignSchema),
    pagination: z.object({ page: z.number().int(), limit: z.number().int(), hasNextPage: z.boolean() }),
  }),
);
export type CampaignPage = z.infer<typeof campaignListResponseSchema>['data'];

/** GET /api/campaigns/summary: the dashboard card. */
export const campaignSummaryResponseSchema = envelope(
  z.object({
    /** Campaigns taking applications now (`applicationsOpen`). */
    openForApplications: z.number().int(),
    running: z.number().int(),
    upcoming: z.number().int(),
  }),
);
export type CampaignSummary = z.infer<typeof campaignSummaryResponseSchema>['data'];

/** GET /api/campaigns/{id}: the campaign with this seller's own applications, newest first. */
export const campaignDetailSchema = campaignSchema.extend({
  applications: z.array(campaignApplicationSchema),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;
export const campaignDetailResponseSchema = envelope(campaignDetailSchema);

/** POST /api/campaign-applications → 201: the application with its products (all pending). */
export const campaignApplicationResponseSchema = envelope(campaignApplicationSchema);

/** A campaign's id in a path: any text within Fastify's bound, so a non-number is a 404 'Campaign not found'. */
export const campaignParamsSchema = z.object({ id: text({ label: 'Id', max: 100 }) });
export const campaignProductParamsSchema = z.object({
  id: text({ label: 'Id', max: 100 }),
  productId: text({ label: 'Product id', max: 100 }),
});

// ---------------------------------------------------------------------------------------------------------
// The admin's side

export const adminCampaignListQuerySchema = z.object({
  /** Omitted: every campaign, the newest sales period first. */
  phase: optionalParam(z.enum(campaignPhases, { error: 'phase must be upcoming, running or ended' })),
  page: wholeParam('page', 1, 1_000_000).default(1),
  limit: wholeParam('limit', 1, campaignPageSizeMax).default(campaignPageSize),
});
export type AdminCampaignListQuery = z.input<typeof adminCampaignListQuerySchema>;

export const productCountsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type ProductCounts = z.infer<typeof productCountsSchema>;

export const adminCampaignSchema = z.object({ ...campaignFields, products: productCountsSchema });
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;
export const adminCampaignResponseSchema = envelope(adminCampaignSchema);
export const adminCampaignListResponseSchema = envelope(
  z.object({
    campaigns: z.array(adminCampaignSchema),
    pagination: z.object({
      page: z.number().int(),
      limit: z.number().int(),
      hasNextPage: z.boolean(),
      total: z.number().int(),
    }),
  }),
);
export type AdminCampaignPage = z.infer<typeof adminCampaignListResponseSchema>['data'];

/** POST /api/admin/campaigns/cover (multipart `image`) → the cover's public URL for backgroundImageUrl. */
export const campaignCoverResponseSchema = envelope(z.object({ url: z.string() }));

/** DELETE /api/admin/campaigns/{id}: how many approved products left the campaign with it. */
export const campaignDeletedResponseSchema = envelope(
  z.object({ id, approvedProductsRemoved: z.number().int() }),
);

/** GET /api/admin/campaigns/{id}/products?status=&cursor=: the applied products, in keyset pages of 20. */
export const adminCampaignProductQuerySchema = z.object({
  status: optionalParam(campaignProductStatusSchema).transform((value) => value ?? 'pending'),
  cursor: optionalParam(
    text({ label: 'cursor', max: 18, error: 'cursor is not valid' }).regex(/^\d{1,18}$/, {
      error: 'cursor is not valid',
    }),
  ),
});
export type AdminCampaignProductQuery = z.input<typeof adminCampaignProductQuerySchema>;

export const adminCampaignProductSchema = campaignProductSchema.extend({
  seller: z.object({ id: z.string(), name: z.string(), storeName: z.string() }),
  /** The product's price now, pesos (the seller may have changed it since applying). */
  currentPrice: money,
});
export type AdminCampaignProduct = z.infer<typeof adminCampaignProductSchema>;
export const adminCampaignProductListResponseSchema = envelope(
  z.object({
    products: z.array(adminCampaignProductSchema),
    nextCursor: z.string().nullable(),
    /** This campaign's products by status, for the tabs. */
    counts: productCountsSchema,
  }),
);
export type AdminCampaignProductPage = z.infer<typeof adminCampaignProductListResponseSchema>['data'];

/** PATCH /api/admin/campaigns/{id}/products/{productId}: approve, or reject with a reason. */
export const campaignProductDecisionSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('approved') }),
    z.object({
      status: z.literal('rejected'),
      reason: text({
        label: 'Reason',
        max: rejectionReasonMax,
        multiline: true,
        error: campaignMessages.reasonRequired,
      }).min(1, { error: campaignMessages.reasonRequired }),
    }),
  ],
  { error: 'status must be approved or rejected' },
);
export type CampaignProductDecision = z.infer<typeof campaignProductDecisionSchema>;
export const adminCampaignProductResponseSchema = envelope(adminCampaignProductSchema);
