// The demo campaigns of `npm run demo` (issue 14): one of each display type (Countdown, Percent Off, Starting
// Price), running, upcoming and ended, open and closed for applications, each with a cover photo drawn with
// sharp and stored as an upload is (judged, re-encoded, a campaign_covers row); and the approved demo seller's
// approved products applied to them, pending, approved and rejected with the admin's reason. Made through the
// admins' and the sellers' campaign services, each step at its own moment set from `now` (so a demo started
// any day shows every phase), so the window is checked and each decision notifies the seller as it would.
// Idempotent: a campaign whose title exists is left alone, with its applications.
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import {
  campaignApplicationBodySchema,
  campaignBodySchema,
  type CampaignDisplayType,
  type CampaignProductStatus,
} from '#schemas/campaigns';
import type { Database } from '../../db/client.ts';
import { sellers } from '../../db/schema.ts';
import { createAdminRepository } from '../admin/repository.ts';
import { acceptImage } from '../media/images.ts';
import type { MediaStore } from '../media/store.ts';
import { demoAdmin } from '../onboarding/demo-data.ts';
import { demoOrderSeller } from '../orders/demo-data.ts';
import { products } from '../products/table.ts';
import { createAdminCampaignService } from './admin-service.ts';
import { storeCover } from './covers.ts';
import { createCampaignService } from './service.ts';
import { campaigns as campaignTable } from './table.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** A demo product applied to a campaign: its SKU, its discount price (pesos), and what the admin decided. */
type DemoApplied = {
  sku: string;
  discountPrice: string;
  status: CampaignProductStatus;
  /** The admin's reason, for a rejected product. */
  reason?: string;
};

export type DemoCampaign = {
  title: string;
  heading: string;
  description: string;
  /** Days from now (negative: past); null: none. */
  startDay: number | null;
  endDay: number | null;
  /** Days from now when applications close; null: the campaign takes none. */
  applicationEndDay: number | null;
  displayType: CampaignDisplayType;
  displayValue: string | null;
  /** The cover's colours: a gradient from one hue to the other. */
  hues: [number, number];
  applied: DemoApplied[];
};

export const demoCampaignRejection =
  'The discount is too small for this campaign: Payday Sale products need at least 20% off.';

/** Oldest sales period first, as a seller's list shows them. */
export const demoCampaigns: DemoCampaign[] = [
  {
    title: 'Pasalubong Finds',
    heading: 'Take home a taste of the islands',
    description:
      'Sweets, coffee and crafts from every region, all year round. Applications closed: the admins are reviewing the last ones.',
    startDay: -20,
    endDay: null,
    applicationEndDay: -3,
    displayType: 'STARTING_AT',
    displayValue: '99',
    hues: [30, 60],
    applied: [
      { sku: 'ANA-TABLEA', discountPrice: '120.00', status: 'approved' },
      { sku: 'ANA-MANGO', discountPrice: '160.00', status: 'pending' },
    ],
  },
  {
    title: '11.11 Mega Sale',
    heading: 'Half off the whole day',
    description:
      'The biggest sale of the year is over: thank you to every seller who joined. The results are in your earnings.',
    startDay: -14,
    endDay: -13,
    applicationEndDay: -16,
    displayType: 'PERCENTAGE_OFF',
    displayValue: '50',
    hues: [0, 30],
    applied: [
      { sku: 'ANA-MIST', discountPrice: '137.50', status: 'approved' },
      {
        sku: 'ANA-BARAKO',
        discountPrice: '250.00',
        status: 'rejected',
        reason: 'The 11.11 Mega Sale takes products at half price or less.',
      },
    ],
  },
  {
    title: 'Payday Sale',
    heading: 'Sweldo na! 20% off',
    description:
      'Shoppers get paid on the 15th and the 30th: put your best products in front of them with at least 20% off.',
    startDay: -2,
    endDay: 5,
    applicationEndDay: 3,
    displayType: 'PERCENTAGE_OFF',
    displayValue: '20',
    hues: [200, 250],
    applied: [
      { sku: 'ANA-TOTE', discountPrice: '999.00', status: 'approved' },
      { sku: 'ANA-BARAKO', discountPrice: '224.00', status: 'pending' },
      { sku: 'ANA-MANGO', discountPrice: '175.00', status: 'rejected', reason: demoCampaignRejection },
    ],
  },
  {
    title: 'Weekend Flash Deals',
    heading: 'Two days only',
    description: 'A weekend of flash deals the admins pick themselves from the storefront: no applications.',
    startDay: 4,
    endDay: 6,
    applicationEndDay: null,
    displayType: 'STARTING_AT',
    displayValue: '49.00',
    hues: [280, 320],
    applied: [],
  },
  {
    title: 'Christmas Countdown',
    heading: 'Pasko na, sinta ko',
    description:
      'Twelve days of gift deals before Christmas. Apply your gift-ready products before the countdown starts.',
    startDay: 10,
    endDay: 30,
    applicationEndDay: 8,
    displayType: 'COUNTDOWN',
    displayValue: null,
    hues: [120, 350],
    applied: [{ sku: 'ANA-HAMPER', discountPrice: '1399.00', status: 'pending' }],
  },
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A cover photo (JPEG, 1600 × 640): a gradient, soft circles and the heading, as a designer's banner. */
export async function demoCampaignCover({ heading, hues: [from, to] }: DemoCampaign): Promise<Buffer> {
  const width = 1600;
  const height = 640;
  // A long heading is set smaller, inside the middle 1,200 pixels that every crop of the banner shows (a card on
  // a phone cuts its sides); DejaVu Sans Bold runs about 0.7 em a character.
  const fontSize = Math.min(80, Math.floor(1200 / (heading.length * 0.7)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="hsl(${from}, 70%, 55%)"/>
        <stop offset="1" stop-color="hsl(${to}, 70%, 35%)"/>
      </linearGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="1350" cy="120" r="260" fill="#fff" fill-opacity="0.12"/>
    <circle cx="1150" cy="560" r="180" fill="#fff" fill-opacity="0.08"/>
    <text x="${width / 2}" y="360" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold"
      font-size="${fontSize}" fill="#fff">${escapeXml(heading)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const dayFrom = (now: Date, days: number | null) =>
  days === null ? null : new Date(now.getTime() + days * dayMs).toISOString();

/** The admin's form as the browser sends it, checked by the same schema the routes use. */
export const demoCampaignBody = (campaign: DemoCampaign, coverUrl: string, now: Date) =>
  campaignBodySchema.parse({
    title: campaign.title,
    description: campaign.description,
    heading: campaign.heading,
    backgroundImageUrl: coverUrl,
    startDate: dayFrom(now, campaign.startDay),
    endDate: dayFrom(now, campaign.endDay),
    allowApplication: campaign.applicationEndDay !== null,
    applicationEndDate: dayFrom(now, campaign.applicationEndDay),
    displayType: campaign.displayType,
    displayValue: campaign.displayValue,
  });

/** The demo seller's products by SKU: their ids. */
async function productIdsBySku(database: Database, sellerId: string, skus: string[]) {
  const rows = await database.db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), inArray(products.sku, skus)));
  return new Map(rows.map((row) => [row.sku, row.id]));
}

/**
 * Creates whatever demo campaign is missing, with its cover and the demo seller's applications (a day after
 * the campaign opened them, decided a day later); answers how many campaigns it made.
 */
export async function seedDemoCampaigns(database: Database, media: MediaStore, now = new Date()) {
  const admin = await createAdminRepository(database.db).findByEmail(demoAdmin.email);
  if (!admin) throw new Error("The demo campaigns are the demo admin's: seed the demo accounts first");
  const [seller] = await database.db
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.email, demoOrderSeller));
  const existing = new Set(
    (await database.db.select({ title: campaignTable.title }).from(campaignTable)).map((row) => row.title),
  );
  const skus = demoCampaigns.flatMap((campaign) => campaign.applied.map((applied) => applied.sku));
  const bySku = seller ? await productIdsBySku(database, seller.id, skus) : new Map<string, number>();
  // Each step at its own moment: the services read the window and date the rows by this clock.
  let clock = now;
  const campaigns = createAdminCampaignService({ database, now: () => clock });
  const applications = createCampaignService({ database, now: () => clock });
  let created = 0;
  for (const campaign of demoCampaigns) {
    if (existing.has(campaign.title)) continue;
    const coverUrl = await storeCover(
      database,
      media,
      admin.id,
      await acceptImage(await demoCampaignCover(campaign)),
    );
    const body = demoCampaignBody(campaign, coverUrl, now);
    // Created before it opened, applied to a day after that, decided a day later.
    const createdAt = new Date(now.getTime() + (Math.min(campaign.startDay ?? 0, 0) - 7) * dayMs);
    const appliedAt = new Date(createdAt.getTime() + dayMs);
    const decidedAt = new Date(appliedAt.getTime() + dayMs);
    clock = createdAt;
    const saved = await campaigns.create(admin.id, body);
    if (!saved.ok) throw new Error(`The demo campaign ${campaign.title} was refused: ${saved.reason}`);
    const applied = campaign.applied.filter((each) => bySku.has(each.sku));
    if (seller && applied.length > 0) {
      clock = appliedAt;
      const application = await applications.apply(
        seller.id,
        campaignApplicationBodySchema().parse({
          campaignId: saved.value.id,
          products: applied.map((each) => ({
            productId: bySku.get(each.sku)!,
            discountPrice: each.discountPrice,
          })),
        }),
      );
      if (!application.ok)
        throw new Error(`The demo application to ${campaign.title} was refused: ${application.reason}`);
      clock = decidedAt;
      for (const each of applied) {
        if (each.status === 'pending') continue;
        const decided = await applications.decide(
          admin.id,
          saved.value.id,
          bySku.get(each.sku)!,
          each.status === 'approved' ? { status: 'approved' } : { status: 'rejected', reason: each.reason! },
        );
        if (!decided.ok)
          throw new Error(
            `The demo product ${each.sku} in ${campaign.title} was not decided: ${decided.reason}`,
          );
      }
    }
    created += 1;
  }
  return created;
}
