// Campaigns end to end (issue 14), in Chromium against the built app and the real server. On a phone (375 px)
// and again on a laptop (1440 px): the admin creates a Percent Off campaign open for applications on
// /admin/campaigns/new, uploading its cover photo; an approved seller finds it on /campaigns, opens it and
// applies two products with discount prices (the percentage shown as typed); the admin approves one and
// rejects the other with a reason on the campaign's applications; the seller's bell counts both
// notifications live and the campaign reads Approved and Rejected with the reason. Then the admin deletes
// another campaign, one with an approved product, through the confirmation dialog that counts what leaves
// it, and its seller is told. Every screen is axe clean and fits 320, 375 and 1440 px; with
// E2E_SCREENSHOTS=<dir> each is photographed at 375 and 1440 px, for a person to look at.
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { campaignMessages, percentOff } from '#schemas/campaigns';
import { formatPeso } from '#schemas/money';
import { campaignProductStatusLabels } from '#machines/campaign-product-status/machine.ts';
import { expectAccessible } from '../helpers/axe.ts';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import {
  adminCampaignByTitle,
  applyProducts,
  coverPhoto,
  createCampaign,
  decideProduct,
  sellerCampaign,
} from '../helpers/e2e-campaigns.ts';
import { policyWatch } from '../helpers/e2e-csp.ts';
import { expectFitsViewports } from '../helpers/e2e-fit.ts';
import { approvedProduct } from '../helpers/e2e-orders.ts';
import { animationsFinished } from '../helpers/e2e-page.ts';
import { api, approvedSeller } from '../helpers/e2e-sellers.ts';
import { laptop, phone, signedInPages, type Viewport } from '../helpers/e2e-session.ts';

const screenshots = process.env.E2E_SCREENSHOTS;

let browser: Browser;
// Every page these tests open is watched for Content-Security-Policy violations.
const policies = policyWatch();
afterEach(() => policies.expectNone());
const open = signedInPages(() => browser, policies);

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The screen as a person meets it: no serious axe violation, nothing wider than 320, 375 or 1440 px, and,
 * when E2E_SCREENSHOTS names a folder, a full-page photograph at 375 and 1440 px.
 */
async function checkScreen(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  await expectFitsViewports(page);
  if (!screenshots) return;
  await fs.mkdir(screenshots, { recursive: true });
  const original = page.viewportSize()!;
  for (const width of [phone.width, laptop.width]) {
    await page.setViewportSize({ width, height: original.height });
    await animationsFinished(page);
    await page.screenshot({ path: path.join(screenshots, `campaigns-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
  await animationsFinished(page);
}

type Seller = Awaited<ReturnType<typeof approvedSeller>>;

/** The approved products of `approvedProduct`: ₱650, named by their stamp. */
const productPrice = 65_000;
const productName = (stamp: string) => `Banig Tote ${stamp}`;

const unreadCount = async (seller: Seller) =>
  (await api<{ data: { unreadCount: number } }>('/api/notifications/unread-count', { token: seller.token }))
    .data.unreadCount;

const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: `Notifications, ${unread} unread` });
const toast = (page: Page, title: string) => page.getByRole('alertdialog').filter({ hasText: title });

/** A day `offset` days from today in Philippine time, as a date segment takes it (MMDDYYYY). */
function philippineDay(offset: number): string {
  const [year, month, day] = new Date(Date.now() + 8 * 60 * 60 * 1000 + offset * 24 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10)
    .split('-');
  return `${month}${day}${year}`;
}

/** Types a moment into the date picker labelled `label`: its segments from the month on, PH time. */
async function typeMoment(page: Page, label: string, keys: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(keys);
  await page.keyboard.press('Tab');
}

/** The admin fills the new-campaign form: a Percent Off campaign open for applications, with a cover. */
async function createOnScreen(admin: Page, pass: string, title: string) {
  await admin.goto('/admin/campaigns');
  await admin.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
  await admin.getByRole('link', { name: 'New campaign' }).click();
  await admin.getByRole('heading', { level: 1, name: 'New campaign' }).waitFor();
  // Sent empty: spec §5's messages on their fields.
  await admin.getByRole('button', { name: 'Create campaign' }).click();
  for (const message of [
    campaignMessages.titleRequired,
    campaignMessages.descriptionRequired,
    campaignMessages.headingRequired,
    campaignMessages.coverRequired,
  ])
    await admin.getByText(message, { exact: true }).first().waitFor();
  await admin.getByRole('textbox', { name: 'Title' }).fill(title);
  await admin.getByRole('textbox', { name: 'Heading' }).fill('Handmade week: 20% off');
  await admin
    .getByRole('textbox', { name: 'Description' })
    .fill('Handmade goods from every region, a week long.');
  await admin
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await coverPhoto(23) });
  await admin.getByRole('img', { name: 'The cover photo' }).waitFor();
  await typeMoment(admin, 'Start', `${philippineDay(-1)}1000A`);
  await typeMoment(admin, 'End', `${philippineDay(8)}1159P`);
  // The box is drawn over the input, as react-aria draws it: a person presses what they see, the label.
  await admin.getByText('Allow applications', { exact: true }).click();
  expect(await admin.getByRole('checkbox', { name: /Allow applications/ }).isChecked()).toBe(true);
  // Applications closing after the campaign ends are refused, then mended.
  await typeMoment(admin, 'Application end date', `${philippineDay(9)}1159P`);
  await admin.getByText(campaignMessages.applicationEndAfterEnd).waitFor();
  await typeMoment(admin, 'Application end date', `${philippineDay(6)}1159P`);
  await admin.getByText(campaignMessages.applicationEndAfterEnd).waitFor({ state: 'detached' });
  await admin.getByRole('button', { name: /Display type/ }).click();
  await admin.getByRole('option', { name: 'Percent Off' }).click();
  await admin.getByRole('textbox', { name: /^Percent off/ }).fill('20');
  await checkScreen(admin, `${pass}-new`);
  await admin.getByRole('button', { name: 'Create campaign' }).click();
  await admin.waitForURL('**/admin/campaigns');
  await admin.getByRole('article', { name: title }).waitFor();
  await checkScreen(admin, `${pass}-list`);
}

/** The seller picks both products on the campaign's page, a discount price each, and applies. */
async function applyOnScreen(
  page: Page,
  pass: string,
  title: string,
  picks: Array<{ name: string; discount: number }>,
) {
  await page.goto('/campaigns');
  await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
  await page.getByRole('article').filter({ hasText: title }).getByRole('link').click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await checkScreen(page, `${pass}-detail`);
  await page.getByRole('button', { name: 'Apply products' }).click();
  for (const { name, discount } of picks) {
    await page.getByRole('searchbox', { name: 'Search your approved products' }).fill(name);
    await page.getByRole('button', { name: `Add ${name}` }).click();
    const field = page.getByRole('textbox', { name: `Discount price (₱) ${name}` });
    // As much as the product costs is refused, then the discount shows its percentage.
    await field.fill((productPrice / 100).toFixed(2));
    await field.press('Tab');
    await page.getByText(campaignMessages.discountBelowPrice).waitFor();
    await field.fill((discount / 100).toFixed(2));
    await page
      .getByRole('list', { name: 'Picked products' })
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByText(`${percentOff(productPrice, discount)}% off`)
      .waitFor();
  }
  await checkScreen(page, `${pass}-picker`);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await toast(page, campaignMessages.applied).waitFor();
  const yours = page.getByRole('list', { name: 'Your products' });
  for (const { name } of picks)
    await yours
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByText(campaignProductStatusLabels.pending, { exact: true })
      .waitFor();
  await checkScreen(page, `${pass}-applied`);
}

/** The admin approves one product and rejects the other with a reason on the campaign's applications. */
async function reviewOnScreen(admin: Page, pass: string, title: string, approve: string, reject: string) {
  await admin.goto('/admin/campaigns');
  await admin.getByRole('link', { name: `Applications to ${title}` }).click();
  await admin.getByRole('heading', { level: 1, name: title }).waitFor();
  await admin.getByRole('article', { name: approve }).waitFor();
  await admin.getByRole('article', { name: reject }).waitFor();
  await checkScreen(admin, `${pass}-review`);
  await admin.getByRole('article', { name: approve }).getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('article', { name: approve }).waitFor({ state: 'detached' });
  await admin.getByRole('article', { name: reject }).getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject product' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await dialog.getByText(campaignMessages.reasonRequired).waitFor();
  await dialog.getByRole('textbox', { name: 'Reason for the seller' }).fill(rejection);
  await checkScreen(admin, `${pass}-reject`);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await dialog.waitFor({ state: 'detached' });
  await admin.getByRole('article', { name: reject }).waitFor({ state: 'detached' });
  await admin.getByRole('tab', { name: /Approved/ }).click();
  await admin.getByRole('article', { name: approve }).waitFor();
  await admin.getByRole('tab', { name: /Rejected/ }).click();
  await admin.getByRole('article', { name: reject }).getByText(rejection).waitFor();
  await checkScreen(admin, `${pass}-reviewed`);
}

const rejection = 'The photos show a different colour from the product listed.';

/** The admin deletes the campaign through its confirmation dialog, which counts the products leaving it. */
async function deleteOnScreen(admin: Page, pass: string, title: string, approved: number) {
  await admin.goto('/admin/campaigns');
  const row = admin.getByRole('article', { name: title });
  await admin.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Delete campaign?' });
  await dialog.waitFor();
  await dialog
    .getByText(
      `${approved === 1 ? '1 approved product' : `${approved} approved products`} will leave this campaign.`,
    )
    .waitFor();
  await checkScreen(admin, `${pass}-delete`);
  await dialog.getByRole('button', { name: 'Delete campaign' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row.waitFor({ state: 'detached' });
}

describe('campaigns: the admin runs one, a seller applies, the admin reviews', () => {
  for (const [pass, viewport] of [
    ['phone', phone],
    ['laptop', laptop],
  ] as const satisfies ReadonlyArray<readonly [string, Viewport]>) {
    it(
      `the admin creates a Percent Off campaign, the seller applies two products, one approved and one rejected; another campaign deleted (${pass}, ${viewport.width} px)`,
      { timeout: 300_000 },
      async () => {
        const stamp = `${pass}${Date.now().toString(36)}`;
        const seller = await approvedSeller(`Campaigns ${pass} ${stamp}`);
        const [kept, refused] = [`${stamp}a`, `${stamp}b`];
        const products = {
          kept: await approvedProduct(seller, kept),
          refused: await approvedProduct(seller, refused),
        };
        const unread = await unreadCount(seller);
        const title = `Handmade Week ${stamp}`;

        const admin = await open.admin(viewport);
        await createOnScreen(admin, pass, title);
        const campaign = await adminCampaignByTitle(title);
        expect(campaign).toMatchObject({
          allowApplication: true,
          displayType: 'PERCENTAGE_OFF',
          displayValue: '20',
          products: { pending: 0, approved: 0, rejected: 0 },
        });
        expect(campaign.backgroundImageUrl).toMatch(/^\/media\/campaigns\//);

        const page = await open.seller(viewport, seller);
        const discounts = { kept: 52_000, refused: 58_500 };
        await applyOnScreen(page, pass, title, [
          { name: productName(kept), discount: discounts.kept },
          { name: productName(refused), discount: discounts.refused },
        ]);

        await reviewOnScreen(admin, pass, title, productName(kept), productName(refused));
        // The seller hears of both decisions while the page is open, each linking to the campaign.
        await bell(page, unread + 2).waitFor();
        await bell(page, unread + 2).click();
        const panel = page.getByRole('dialog', { name: 'Notifications' });
        await panel.getByRole('row', { name: /Campaign product approved/ }).waitFor();
        await panel.getByRole('row', { name: /Campaign product rejected/ }).waitFor();
        await checkScreen(page, `${pass}-notifications`);
        // The notification links to the campaign; the page is read when it opens.
        await panel.getByRole('row', { name: /Campaign product rejected/ }).click();
        await page.waitForURL(`**/campaigns/${campaign.id}`);
        await page.reload();
        const yours = page.getByRole('list', { name: 'Your products' });
        const keptRow = yours.getByRole('listitem').filter({ hasText: productName(kept) });
        const refusedRow = yours.getByRole('listitem').filter({ hasText: productName(refused) });
        await keptRow.getByText(campaignProductStatusLabels.approved, { exact: true }).waitFor();
        await keptRow.getByText(formatPeso(discounts.kept)).waitFor();
        await refusedRow.getByText(campaignProductStatusLabels.rejected, { exact: true }).waitFor();
        await refusedRow.getByText(rejection).waitFor();
        await checkScreen(page, `${pass}-decided`);
        const detail = await sellerCampaign(seller, campaign.id);
        expect(
          detail.applications
            .flatMap((application) => application.products)
            .map((product) => [product.data.id, product.status])
            .sort(),
        ).toEqual(
          [
            [products.kept, 'approved'],
            [products.refused, 'rejected'],
          ].sort(),
        );

        // Another campaign, with an approved product of the seller's: deleting it says so, and tells the seller.
        const other = await createCampaign(`Flash Friday ${stamp}`);
        await applyProducts(seller, other.id, [{ productId: products.kept, discountPrice: 500 }]);
        await decideProduct(other.id, products.kept, { status: 'approved' });
        const before = await unreadCount(seller);
        await deleteOnScreen(admin, pass, other.title, 1);
        await bell(page, before + 1).waitFor();
        await expect(adminCampaignByTitle(other.title)).rejects.toThrow();

        await admin.context().close();
        await page.context().close();
      },
    );
  }
});
