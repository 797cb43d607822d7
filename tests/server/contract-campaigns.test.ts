// The in-memory campaigns service of a seller (tests/services/campaigns.ts) against the real /api/campaigns
// and /api/campaign-applications routes: the list by sales period both ways in pages with the ended left out,
// the dashboard's counts, and an application's outcomes (another seller's product, one not approved, a
// discount not below the price, a window closed, an unknown campaign, the 201 and the duplicate after it, the
// detail with the application). The real side is seeded through the admin's routes and Drizzle (decision
// 039's fixture), the fake through its options, so the campaign screens' stories and model tests show what
// the server does.
import { expect } from 'vitest';
import { campaignMessages } from '#schemas/campaigns';
import { productStatus, type ProductStatus } from '#schemas/products';
import { createCampaignsService, type CampaignsService } from '../../src/services/campaigns.ts';
import { contract, expectRefusal, type World } from '../helpers/contract.ts';
import { injectHttpClient, memoryTokens } from '../helpers/inject-http.ts';
import { createFakeCampaigns, makeCampaign } from '../services/campaigns.ts';
import { makeProduct } from '../services/products.ts';
import {
  approvedSeller,
  at,
  createCampaign,
  productOf,
  start,
  startCampaignsApp,
} from './campaign-applications-fixture.ts';

/** What a scenario asks of a campaign: the admin's form, its dates as `at(days)` moments. */
type CampaignSpec = {
  title: string;
  heading: string;
  startDate: string | null;
  endDate: string | null;
  allowApplication: boolean;
  applicationEndDate: string | null;
};
type ProductSpec = { name: string; price: number; status?: ProductStatus };

type CampaignsWorld = World & {
  service: CampaignsService;
  campaign(spec: CampaignSpec): Promise<number>;
  /** One of this seller's products (price in centavos). */
  product(spec: ProductSpec): Promise<number>;
  /** Another seller's product. */
  othersProduct(): Promise<number>;
};

const scenario = contract<CampaignsWorld>({
  'the test service': async () => {
    const catalog: ReturnType<typeof makeProduct>[] = [];
    const fake = createFakeCampaigns({ now: start, campaigns: [], products: () => catalog });
    let ids = 0;
    return {
      service: fake.service,
      async campaign(spec) {
        ids += 1;
        fake.add(
          makeCampaign(
            ids,
            { description: 'Christmas deals from every province.', displayType: 'PERCENTAGE_OFF', ...spec },
            start,
          ),
        );
        return ids;
      },
      async product({ name, price, status = productStatus.approved }) {
        const product = makeProduct(catalog.length + 1, { productName: name, price: price / 100, status });
        catalog.push(product);
        return product.id;
      },
      // Not in this seller's catalog, as another seller's product is not in theirs.
      othersProduct: async () => 99_999,
      close: async () => {},
    };
  },
  'the real routes': async () => {
    const t = await startCampaignsApp();
    const seller = await approvedSeller(t);
    const other = await approvedSeller(t);
    return {
      service: createCampaignsService(injectHttpClient(t.app, memoryTokens({ seller: seller.token }))),
      campaign: async (spec) => (await createCampaign(t, spec)).id,
      product: async ({ name, price, status }) => (await productOf(t, seller, { name, price, status })).id,
      othersProduct: async () => (await productOf(t, other, { name: 'Not mine' })).id,
      close: () => t.close(),
    };
  },
});

const running = (title: string, startDay: number): CampaignSpec => ({
  title,
  heading: `${title} deals`,
  startDate: at(startDay),
  endDate: at(20),
  allowApplication: true,
  applicationEndDate: at(10),
});

scenario('lists the campaigns not ended by sales period, both ways, in pages, and counts them', async (w) => {
  await w.campaign(running('Payday', -2));
  await w.campaign({ ...running('Pasko', 5), allowApplication: false, applicationEndDate: null });
  await w.campaign(running('Summer', -1));
  await w.campaign({ ...running('New Year', -30), endDate: at(-10), applicationEndDate: at(-12) });

  const titles = async (page: number, sortOrder: 'asc' | 'desc') => {
    const answer = await w.service.list({ page, limit: 2, sortOrder });
    return {
      titles: answer.campaigns.map((campaign) => campaign.title),
      more: answer.pagination.hasNextPage,
    };
  };
  expect(await titles(1, 'asc')).toEqual({ titles: ['Payday', 'Summer'], more: true });
  expect(await titles(2, 'asc')).toEqual({ titles: ['Pasko'], more: false });
  expect(await titles(1, 'desc')).toEqual({ titles: ['Pasko', 'Summer'], more: true });
  const [first] = (await w.service.list({ page: 1 })).campaigns;
  expect(first!.myProducts).toEqual({ pending: 0, approved: 0, rejected: 0 });
  expect(await w.service.summary()).toEqual({ openForApplications: 2, running: 2, upcoming: 1 });
});

scenario('takes an application under the rules, and shows it in the detail', async (w) => {
  const open = await w.campaign(running('Payday', -1));
  const closed = await w.campaign({
    ...running('Pasko', 5),
    allowApplication: false,
    applicationEndDate: null,
  });
  const tote = await w.product({ name: 'Abaca tote', price: 89_900 });
  const basket = await w.product({ name: 'Rattan basket', price: 50_000, status: productStatus.pending });
  const theirs = await w.othersProduct();
  const applying = (campaignId: number, productId: number, discountPrice: number) =>
    w.service.apply({ campaignId, products: [{ productId, discountPrice }] });

  await expectRefusal(applying(open, theirs, 10_000), {
    status: 404,
    code: 'NOT_FOUND',
    message: campaignMessages.productNotFound,
  });
  await expectRefusal(applying(open, basket, 10_000), {
    status: 409,
    code: 'CONFLICT',
    message: campaignMessages.productNotApproved('Rattan basket'),
  });
  await expectRefusal(applying(open, tote, 89_900), {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: campaignMessages.discountBelowPrice,
    fields: { 'products.0.discountPrice': campaignMessages.discountBelowPrice },
  });
  await expectRefusal(applying(closed, tote, 10_000), {
    status: 409,
    code: 'CONFLICT',
    message: campaignMessages.applicationsClosed('Pasko'),
  });
  await expectRefusal(applying(999_999, tote, 10_000), {
    status: 404,
    code: 'NOT_FOUND',
    message: campaignMessages.notFound,
  });

  const application = await applying(open, tote, 69_900);
  expect(application.products).toMatchObject([
    {
      data: { id: tote, productName: 'Abaca tote' },
      productPrice: 899,
      discountPrice: 699,
      percentOff: 22,
      status: 'pending',
      reason: null,
      decidedAt: null,
    },
  ]);
  await expectRefusal(applying(open, tote, 59_900), {
    status: 409,
    code: 'CONFLICT',
    message: campaignMessages.alreadyApplied('Abaca tote'),
  });
  const detail = await w.service.get(open);
  expect(detail.title).toBe('Payday');
  expect(detail.applications.map((each) => each.products.map((product) => product.status))).toEqual([
    ['pending'],
  ]);
  const [listed] = (await w.service.list({ page: 1 })).campaigns;
  expect(listed!.myProducts).toEqual({ pending: 1, approved: 0, rejected: 0 });
});
