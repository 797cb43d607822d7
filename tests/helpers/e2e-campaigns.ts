// Campaigns on the e2e server through the real API, as the admin's and the seller's browsers would make them:
// a cover uploaded, a campaign created, products applied and decided. The screens under test do the same
// steps by hand; these set the stage around them.
import type {
  AdminCampaign,
  AdminCampaignPage,
  CampaignDetail,
  CampaignInput,
  CampaignProductDecision,
} from '#schemas/campaigns';
import { sampleProductImage } from '../../server/modules/media/samples.ts';
import { adminToken, api } from './e2e-sellers.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** A cover photo as an admin's camera roll has one: a JPEG, wider than tall. */
export const coverPhoto = (seed = 11) =>
  sampleProductImage({ seed, label: 'sale', width: 1200, height: 480 });

/** Uploads a cover photo as the admin's form does; answers its public URL. */
export async function uploadCover(token: string, seed?: number): Promise<string> {
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(await coverPhoto(seed))], { type: 'image/jpeg' }),
    'cover.jpg',
  );
  const { data } = await api<{ data: { url: string } }>('/api/admin/campaigns/cover', {
    method: 'POST',
    body: form,
    token,
  });
  return data.url;
}

/**
 * A campaign made by the e2e admin through the API: running since yesterday for a week, 20% off, open for
 * applications for six days, unless `overrides` say otherwise.
 */
export async function createCampaign(
  title: string,
  overrides: Partial<CampaignInput> = {},
): Promise<AdminCampaign> {
  const token = await adminToken();
  const now = Date.now();
  const body: CampaignInput = {
    title,
    description: 'A week of deals on handmade goods.',
    heading: 'Handmade week',
    backgroundImageUrl: await uploadCover(token),
    startDate: new Date(now - dayMs).toISOString(),
    endDate: new Date(now + 7 * dayMs).toISOString(),
    allowApplication: true,
    applicationEndDate: new Date(now + 6 * dayMs).toISOString(),
    displayType: 'PERCENTAGE_OFF',
    displayValue: '20',
    ...overrides,
  };
  const { data } = await api<{ data: AdminCampaign }>('/api/admin/campaigns', {
    method: 'POST',
    body: JSON.stringify(body),
    token,
  });
  return data;
}

/** The seller applies products to the campaign, each with its discount price in pesos. */
export async function applyProducts(
  seller: { token: string },
  campaignId: number,
  products: Array<{ productId: number; discountPrice: number }>,
): Promise<void> {
  await api('/api/campaign-applications', {
    method: 'POST',
    body: JSON.stringify({ campaignId, products }),
    token: seller.token,
  });
}

/** The e2e admin decides an applied product (the path names the product). */
export async function decideProduct(
  campaignId: number,
  productId: number,
  decision: CampaignProductDecision,
): Promise<void> {
  await api(`/api/admin/campaigns/${campaignId}/products/${productId}`, {
    method: 'PATCH',
    body: JSON.stringify(decision),
    token: await adminToken(),
  });
}

/** The admin's campaign with this title (its counts included), from the list of every campaign. */
export async function adminCampaignByTitle(title: string): Promise<AdminCampaign> {
  const token = await adminToken();
  for (let page = 1; ; page += 1) {
    const { data } = await api<{ data: AdminCampaignPage }>(`/api/admin/campaigns?page=${page}&limit=50`, {
      token,
    });
    const found = data.campaigns.find((campaign) => campaign.title === title);
    if (found) return found;
    if (!data.pagination.hasNextPage) throw new Error(`no campaign is titled ${title}`);
  }
}

/** The campaign as the seller sees it, with the seller's own applications. */
export async function sellerCampaign(seller: { token: string }, id: number): Promise<CampaignDetail> {
  const { data } = await api<{ data: CampaignDetail }>(`/api/campaigns/${id}`, { token: seller.token });
  return data;
}
