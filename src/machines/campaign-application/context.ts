import {
  applicationsOpen,
  campaignApplicationBodySchema,
  campaignBasePrice,
  type CampaignApplication,
  type CampaignApplicationBody,
  type CampaignDetail,
} from '#schemas/campaigns';
import type { Product } from '#schemas/products';
import type { Failure } from '../shared/failure.ts';

export type CampaignApplicationInput = { campaignId: string };

/** One of the seller's approved products as the picker offers it; `price` is its base price in centavos. */
export type ProductOption = {
  productId: number;
  productName: string;
  imageUrl: string | null;
  price: number;
};

/** A product picked for the application, with the discount price as typed (pesos). */
export type PickedProduct = ProductOption & { discount: string };

export type CampaignApplicationContext = {
  campaignId: string;
  /** The campaign with this seller's applications, once read. */
  campaign: CampaignDetail | null;
  /** Why the campaign could not be read, or why the last application was refused. */
  failure: Failure | null;
  /** What the picker's search box holds. */
  search: string;
  /** The seller's approved products matching it (one page). */
  options: ProductOption[];
  picked: PickedProduct[];
  /** A submit with mistakes shows every product's message, not only those typed in. */
  showAllErrors: boolean;
  /** A 400's messages, by product id, until that product's discount changes. */
  serverErrors: Record<number, string>;
  /** How many products the last application sent, for its toast. */
  sentCount: number;
};

export const initialContext = ({ campaignId }: CampaignApplicationInput): CampaignApplicationContext => ({
  campaignId,
  campaign: null,
  failure: null,
  search: '',
  options: [],
  picked: [],
  showAllErrors: false,
  serverErrors: {},
  sentCount: 0,
});

/** The wire's pesos have at most 2 decimals, so rounding undoes the binary fraction (0.29 * 100). */
const centavosOf = (pesos: number) => Math.round(pesos * 100);

export const productOptionOf = (product: Product): ProductOption => ({
  productId: product.id,
  productName: product.productName,
  imageUrl: product.images[0]?.url ?? null,
  price: centavosOf(campaignBasePrice(product)),
});

/** The moment applications close (ms), the earlier of the application end and the campaign's end. */
export const closesAtOf = (campaign: CampaignDetail | null): number | null => {
  const ends = [campaign?.applicationEndDate ?? null, campaign?.endDate ?? null]
    .filter((moment): moment is string => moment !== null)
    .map((moment) => Date.parse(moment));
  return ends.length > 0 ? Math.min(...ends) : null;
};

export const takesApplications = (campaign: CampaignDetail | null, now: Date) =>
  campaign !== null && applicationsOpen(campaign, now);

/** The products of this seller in the campaign that may not be applied again (pending or approved). */
export const appliedProductIds = (campaign: CampaignDetail | null): ReadonlySet<number> =>
  new Set(
    (campaign?.applications ?? [])
      .flatMap((application) => application.products)
      .filter((product) => product.status !== 'rejected')
      .map((product) => product.data.id),
  );

/** The application as the seller filled it, for `campaignApplicationBodySchema`. */
const bodyInput = (context: CampaignApplicationContext) => ({
  campaignId: Number(context.campaignId),
  products: context.picked.map((product) => ({
    productId: product.productId,
    discountPrice: product.discount,
  })),
});

/** Spec §5's rules with the picked products' base prices: the body to send, or each product's message. */
export function checkApplication(
  context: CampaignApplicationContext,
):
  | { ok: true; body: CampaignApplicationBody }
  | { ok: false; errors: Record<number, string>; general: string | null } {
  const prices = new Map(context.picked.map((product) => [product.productId, product.price]));
  const parsed = campaignApplicationBodySchema({ prices }).safeParse(bodyInput(context));
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<number, string> = {};
  let general: string | null = null;
  for (const issue of parsed.error.issues) {
    const [first, index] = issue.path;
    const product = first === 'products' && typeof index === 'number' ? context.picked[index] : undefined;
    if (product) errors[product.productId] ??= issue.message;
    else general ??= issue.message;
  }
  return { ok: false, errors, general };
}

/** A 400's `products.N.discountPrice` fields, by the product id of the body that was sent. */
export const serverErrorsOf = (
  failure: Failure | null,
  picked: readonly PickedProduct[],
): Record<number, string> | null => {
  if (failure?.kind !== 'http' || failure.status !== 400 || !failure.fields) return null;
  const errors: Record<number, string> = {};
  for (const [field, message] of Object.entries(failure.fields)) {
    const index = /^products\.(\d+)\.\w+$/.exec(field)?.[1];
    const product = index === undefined ? undefined : picked[Number(index)];
    if (!product) return null;
    errors[product.productId] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
};

/** The campaign with the application the server created, so its products read Pending before the reload. */
export const withApplication = (
  campaign: CampaignDetail,
  application: CampaignApplication,
): CampaignDetail => ({
  ...campaign,
  applications: [application, ...campaign.applications.filter((each) => each.id !== application.id)],
});
