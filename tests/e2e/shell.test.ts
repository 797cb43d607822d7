// The browser shell end to end: the built app and the real server (tests/helpers/e2e-global-setup.ts),
// driven in Debian's Chromium at a phone width and a laptop width, with axe on every page.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from '../helpers/axe.ts';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { policyWatch } from '../helpers/e2e-csp.ts';
import { latestMailTo, linkIn } from '../helpers/outbox.ts';

const baseUrl = inject('e2eBaseUrl');
const dataDir = inject('e2eDataDir');
const admin = { email: inject('e2eAdminEmail'), password: inject('e2eAdminPassword') };

const phone = { width: 375, height: 812 };
const laptop = { width: 1440, height: 900 };

let browser: Browser;
// Every page these tests open is watched for Content-Security-Policy violations.
const policies = policyWatch();
afterEach(() => policies.expectNone());
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
});

async function openPage(viewport = laptop): Promise<Page> {
  const context = await policies.newContext(browser, { viewport, baseURL: baseUrl });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.suki.test`;

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function fillRegistration(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Seller name' }).fill('Ana Reyes');
  await page.getByRole('textbox', { name: 'Store name' }).fill('Tindahan ni Ana');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const box = async (page: Page, testId: string) => {
  const bounds = await page.getByTestId(testId).boundingBox();
  if (!bounds) throw new Error(`${testId} is not visible`);
  return bounds;
};

describe('a new seller', () => {
  const email = uniqueEmail('ana');
  const password = 'secret12';

  it('registers, opens the verification link from the e-mail and lands on /onboarding', async () => {
    const page = await openPage(phone);
    await page.goto('/register');
    await expectAccessible(page);
    await fillRegistration(page, email, password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/verify-email');
    await expect.poll(() => page.getByText('Registration successful').isVisible()).toBe(true);
    await heading(page, 'Verify your email').waitFor();
    await expect.poll(() => page.getByText(email).isVisible()).toBe(true);
    await expectAccessible(page);

    const mail = await latestMailTo(dataDir, email, { subject: /verify/i });
    await page.goto(linkIn(mail, '/verify-email').toString());
    await page.waitForURL('**/onboarding');
    await heading(page, 'Set up your store').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await expectAccessible(page);
  });

  it('logs out and in again, and a wrong password shows the failure toast', async () => {
    const page = await openPage(laptop);
    await logIn(page, email, 'not-the-password');
    const failure = page.getByRole('alertdialog').filter({ hasText: 'Login failed' });
    await failure.waitFor();
    expect(await failure.textContent()).toContain('Please check your email and password.');
    expect(new URL(page.url()).pathname).toBe('/login');

    await logIn(page, email, password);
    await page.waitForURL('**/onboarding');
    await page.getByRole('alertdialog').filter({ hasText: 'Login successful' }).waitFor();
    await heading(page, 'Set up your store').waitFor();

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The ended session stays ended: the onboarding page now sends the visitor away.
    await page.goto('/onboarding');
    await page.waitForURL(`${baseUrl}/`);
    await heading(page, /Sell on Suki/).waitFor();
  });

  it.each([
    ['phone', phone],
    ['laptop', laptop],
  ] as const)(
    'gets a top bar 80 high and the side navigation 280 wide or a 70-high bottom bar (%s)',
    async (_, viewport) => {
      const page = await openPage(viewport);
      // Onboarding (issue 4) cannot be completed in the browser yet, so the profile the server returns is
      // shown as onboarded to reach the merchant layout; everything else is the real app and server.
      await page.route('**/api/seller/me', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Record<string, unknown> };
        await route.fulfill({
          response,
          json: { data: { ...body.data, hasOnboarded: true, approvalStatus: 0 } },
        });
      });
      await logIn(page, email, password);
      await page.waitForURL('**/dashboard');
      await heading(page, 'Welcome, Tindahan ni Ana').waitFor();
      await page.getByText('Your account is pending approval by the admin.').waitFor();

      const topBar = await box(page, 'top-bar');
      expect(topBar.height).toBe(80);
      expect(topBar.y).toBe(0);
      const nav = await box(page, 'side-nav');
      if (viewport.width < 801) {
        expect(nav.height).toBe(70);
        expect(nav.y + nav.height).toBe(viewport.height);
        expect(nav.width).toBe(viewport.width);
      } else {
        expect(nav.width).toBe(280);
        expect(nav.x).toBe(0);
        expect(nav.y).toBe(80);
      }
      await expectAccessible(page);

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
      await page.waitForURL('**/products');
      await heading(page, 'Products').waitFor();
      await expectAccessible(page);
    },
  );
});

describe('the admin', () => {
  it('is refused the admin pages while signed out', async () => {
    const page = await openPage(laptop);
    for (const path of ['/admin/dashboard', '/admin/categories', '/admin/socmed-post', '/admin/campaigns']) {
      await page.goto(path);
      await page.waitForURL('**/admin/login');
      await heading(page, 'Admin log in').waitFor();
    }
    await expectAccessible(page);
  });

  it.each([
    ['phone', phone],
    ['laptop', laptop],
  ] as const)('logs in to the admin dashboard and out again (%s)', async (_, viewport) => {
    const page = await openPage(viewport);
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/admin/dashboard');
    await heading(page, 'Admin dashboard').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const nav = await box(page, 'side-nav');
    if (viewport.width < 801) expect(nav.height).toBe(70);
    else expect(nav.width).toBe(280);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  });
});

describe('every visitor', () => {
  it.each([
    ['phone', phone, { width: 280, height: 150 }],
    ['laptop', laptop, { width: 380, height: 250 }],
  ] as const)('gets the not-found page for an unknown path (%s)', async (_, viewport, illustration) => {
    const page = await openPage(viewport);
    await page.goto('/no/such/page');
    await heading(page, 'Oops! page not found').waitFor();
    await page.getByText("Please click on the button below and let's get you back on track").waitFor();
    const image = await box(page, 'not-found-illustration');
    expect({ width: image.width, height: image.height }).toEqual(illustration);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it('finds no serious or critical axe violation on the public pages, at both widths', async () => {
    for (const viewport of [phone, laptop]) {
      const page = await openPage(viewport);
      for (const [path, name] of [
        ['/', /Sell on Suki/],
        ['/login', 'Log in to your store'],
        ['/register', 'Create your seller account'],
        ['/verify-email', 'Verify your email'],
        ['/forgot-password', 'Forgot your password?'],
        ['/reset-password?token=abc', 'Choose a new password'],
        ['/admin/login', 'Admin log in'],
        ['/privacy-policy', 'Privacy Policy'],
        ['/support', 'Support'],
        ['/_error', 'Oops! page not found'],
      ] as const) {
        await page.goto(path);
        await heading(page, name).waitFor();
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
      }
    }
  });

  it('has the document title and description of the product', async () => {
    const page = await openPage(laptop);
    await page.goto('/');
    // Each screen names itself before the product (src/views/app/titles.ts).
    await expect.poll(() => page.title()).toBe('Sell on Suki · Suki Merchant');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /merchant side of Suki/,
    );
  });
});
