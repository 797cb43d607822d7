// Every page a visitor, a seller and an admin first see, at 320, 375 and 1440 px in Debian's Chromium:
// nothing wider than the viewport (tests/helpers/e2e-fit.ts). With E2E_SCREENSHOTS=<dir> each page is
// also photographed at each width, for a person to look at.
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { policyWatch } from '../helpers/e2e-csp.ts';
import { expectFitsViewports, fitWidths } from '../helpers/e2e-fit.ts';
import { animationsFinished } from '../helpers/e2e-page.ts';
import { documentKinds } from '#schemas/onboarding';
import { samplePdf } from '../../server/modules/onboarding/sample-documents.ts';
import { applyProducts, createCampaign } from '../helpers/e2e-campaigns.ts';
import { approvedProduct } from '../helpers/e2e-orders.ts';
import { api, approvedSeller, submittedSeller, verifiedSeller } from '../helpers/e2e-sellers.ts';
import { validSubmission } from '../helpers/sample-onboarding.ts';

const baseUrl = inject('e2eBaseUrl');
const admin = { email: inject('e2eAdminEmail'), password: inject('e2eAdminPassword') };
const screenshots = process.env.E2E_SCREENSHOTS;

let browser: Browser;
const policies = policyWatch();
afterEach(() => policies.expectNone());
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

async function openPage(): Promise<Page> {
  const context = await policies.newContext(browser, {
    viewport: { width: 375, height: 812 },
    baseURL: baseUrl,
  });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The page fits every width; photographed at each when E2E_SCREENSHOTS names a folder. */
async function expectFits(page: Page, name: string): Promise<void> {
  if (screenshots) {
    await fs.mkdir(screenshots, { recursive: true });
    const original = page.viewportSize() ?? { width: 375, height: 812 };
    for (const width of fitWidths) {
      await page.setViewportSize({ width, height: original.height });
      await animationsFinished(page);
      await page.screenshot({ path: path.join(screenshots, `${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize(original);
  }
  await expectFitsViewports(page);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('every page fits 320, 375 and 1440 px', () => {
  it.each([
    ['landing', '/', /Sell on Suki/],
    ['login', '/login', 'Log in to your store'],
    ['register', '/register', 'Create your seller account'],
    ['verify-email', '/verify-email', 'Verify your email'],
    ['forgot-password', '/forgot-password', 'Forgot your password?'],
    ['reset-password', '/reset-password?token=x', 'Choose a new password'],
    ['admin-login', '/admin/login', 'Admin log in'],
    ['privacy-policy', '/privacy-policy', 'Privacy Policy'],
    ['support', '/support', 'Support'],
    ['not-found', '/no/such/page', 'Oops! page not found'],
  ] as const)('the public page %s (%s)', async (name, url, title) => {
    const page = await openPage();
    await page.goto(url);
    await heading(page, title).waitFor();
    await page.waitForLoadState('networkidle');
    await expectFits(page, name);
  });

  it('the landing header keeps the logo and Log in on one row on phones', async () => {
    const page = await openPage();
    await page.goto('/');
    await heading(page, /Sell on Suki/).waitFor();
    const logo = page.getByRole('link', { name: 'Suki Merchant' });
    const logIn = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log in' });
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 812 });
      await animationsFinished(page);
      const logoBox = (await logo.boundingBox())!;
      const logInBox = (await logIn.boundingBox())!;
      // One line of the name beside its 36-pixel mark, and Log in beside it rather than under it.
      expect(logoBox.height, `logo at ${width} px`).toBeLessThanOrEqual(40);
      expect(logInBox.y, `Log in at ${width} px`).toBeLessThan(logoBox.y + logoBox.height);
      expect(logInBox.x, `Log in at ${width} px`).toBeGreaterThan(logoBox.x + logoBox.width);
    }
  });

  it('the signed-in seller: dashboard, products and orders before approval, and the profile drawer', async () => {
    const seller = await submittedSeller('Tindahan sa Viewport');
    const page = await openPage();
    await logIn(page, seller.email, seller.password);
    await page.waitForURL('**/dashboard');
    await heading(page, `Welcome, ${seller.storeName}`).waitFor();
    await expectFits(page, 'seller-dashboard');

    await page.goto('/products');
    await heading(page, 'Products').waitFor();
    await expectFits(page, 'seller-coming-soon');

    // Orders wait on the admin's approval, and the page says so.
    await page.goto('/orders');
    await heading(page, 'Orders').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Your orders will be here' }).waitFor();
    await expectFits(page, 'seller-orders-awaiting-approval');

    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('dialog', { name: 'Profile menu' }).waitFor();
    await expectFits(page, 'seller-profile-drawer');
    await page.keyboard.press('Escape');

    // Campaigns wait on the approval too: the page says so without asking the server.
    await page.goto('/campaigns');
    await heading(page, 'Campaigns').waitFor();
    await page.getByRole('heading', { name: 'Campaigns will be here' }).waitFor();
    await expectFits(page, 'seller-campaigns-awaiting-approval');
  });

  it('the onboarding shell: welcome, the store address with its map, documents and the review', async () => {
    const seller = await verifiedSeller('Tindahan sa Onboarding');
    // Answers as long as real ones get: a building's full address, a corporation's name, a long e-mail.
    const answers = validSubmission();
    answers.storeAddress.storeAddress =
      'Unit 1203, Tower 2, The Sapphire Residences, 123 Ayala Avenue corner Paseo de Roxas';
    answers.businessInfo.businessName = 'Santos Trading and General Merchandising Corporation';
    answers.officers[0]!.email = 'maria.clara.santos-delacruz@santostrading.com.ph';
    await api('/api/seller/onboarding/draft', {
      method: 'PUT',
      token: seller.token,
      body: JSON.stringify(answers),
    });
    for (const kind of documentKinds) {
      const form = new FormData();
      const name = `${kind}-scanned-on-a-phone-camera-20261124-083000.pdf`;
      form.append('file', new Blob([new Uint8Array(samplePdf(kind))], { type: 'application/pdf' }), name);
      await api(`/api/seller/onboarding/documents/${kind}`, {
        method: 'PUT',
        body: form,
        token: seller.token,
      });
    }
    const page = await openPage();
    await logIn(page, seller.email, seller.password);
    await page.waitForURL('**/onboarding**');
    await heading(page, 'Set up your store').waitFor();
    await expectFits(page, 'onboarding-welcome');

    await page.goto('/onboarding/store-address');
    await heading(page, 'Store address').waitFor();
    await page.getByRole('button', { name: 'Show map' }).click();
    await page.getByRole('region', { name: 'Store address map' }).waitFor();
    await expectFits(page, 'onboarding-store-address');
    // The map's read-out and instructions are drawn, not hidden under the field after them.
    for (const text of [/^Store address: latitude/, /^Drag the pin/]) {
      const shown = page.getByText(text);
      await shown.scrollIntoViewIfNeeded();
      const box = (await shown.boundingBox())!;
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.textContent ?? '',
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(onTop).toMatch(text);
    }

    await page.goto('/onboarding/documents');
    await heading(page, 'Documents').waitFor();
    await expectFits(page, 'onboarding-documents');

    await page.goto('/onboarding/review');
    await heading(page, 'Review and submit').waitFor();
    await expectFits(page, 'onboarding-review');
  });

  it('the admin dashboard, storefront events and payouts', async () => {
    const page = await openPage();
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/admin/dashboard');
    await heading(page, 'Admin dashboard').waitFor();
    await page.waitForLoadState('networkidle');
    await expectFits(page, 'admin-dashboard');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Storefront' }).click();
    await heading(page, 'Storefront events').waitFor();
    await page.waitForLoadState('networkidle');
    await expectFits(page, 'admin-storefront-events');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Payouts' }).click();
    await heading(page, 'Payouts').waitFor();
    await page.waitForLoadState('networkidle');
    await expectFits(page, 'admin-payouts');
  });

  it("campaigns: the seller's list and one campaign, the admin's list, form and applications", async () => {
    const stamp = Date.now().toString(36);
    const seller = await approvedSeller(`Tindahan sa Campaigns ${stamp}`);
    const productId = await approvedProduct(seller, stamp);
    // Texts as long as real ones get, so a card or a row that cannot wrap shows here.
    const campaign = await createCampaign(
      `Mega Payday Sale: Handmade and Homegrown Finds from Every Region ${stamp}`,
      { heading: 'Sweldo na! Up to 20% off on handwoven bags, native delicacies and home decor' },
    );
    await applyProducts(seller, campaign.id, [{ productId, discountPrice: 520 }]);
    const closed = await createCampaign(`Closed Door Sale ${stamp}`, {
      allowApplication: false,
      applicationEndDate: null,
      displayType: 'STARTING_AT',
      displayValue: '1299.50',
    });

    const page = await openPage();
    await logIn(page, seller.email, seller.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('region', { name: 'Campaigns' }).getByRole('link').waitFor();
    await page.waitForLoadState('networkidle');
    await expectFits(page, 'seller-dashboard-approved');
    await page.goto('/campaigns');
    await heading(page, 'Campaigns').waitFor();
    await page.getByRole('article').filter({ hasText: campaign.title }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectFits(page, 'seller-campaigns');

    await page.goto(`/campaigns/${campaign.id}`);
    await heading(page, campaign.title).waitFor();
    await page.getByRole('button', { name: 'Apply products' }).click();
    await page.getByRole('searchbox', { name: 'Search your approved products' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectFits(page, 'seller-campaign');

    await page.goto(`/campaigns/${closed.id}`);
    await heading(page, closed.title).waitFor();
    await page.getByText('This campaign does not take applications').waitFor();
    await expectFits(page, 'seller-campaign-closed');

    const adminPage = await openPage();
    await adminPage.goto('/admin/login');
    await adminPage.getByRole('textbox', { name: 'Email' }).fill(admin.email);
    await adminPage.getByLabel('Password', { exact: true }).fill(admin.password);
    await adminPage.getByRole('button', { name: 'Log in' }).click();
    await adminPage.waitForURL('**/admin/dashboard');
    for (const [name, url, title] of [
      ['admin-campaigns', '/admin/campaigns', 'Campaigns'],
      ['admin-campaign-new', '/admin/campaigns/new', 'New campaign'],
      ['admin-campaign-edit', `/admin/campaigns/${campaign.id}/edit`, 'Edit campaign'],
      ['admin-campaign-applications', `/admin/campaigns/${campaign.id}/applications`, campaign.title],
    ] as const) {
      await adminPage.goto(url);
      await heading(adminPage, title).waitFor();
      await adminPage.waitForLoadState('networkidle');
      await expectFits(adminPage, name);
    }
  });
});
