// Onboarding end to end (issue 4, issue 10): a new seller fills every step with place search and five
// uploads, each step at its own URL that the browser's Back and Forward move between, every step fitting
// 320, 375 and 1440 px with its heading focused in view; reloads mid-way without losing anything, submits
// and waits for the admin; approval lifts the banner, and a rejection shows its reason, after which the
// seller edits and resubmits.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from '../helpers/axe.ts';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { policyWatch } from '../helpers/e2e-csp.ts';
import { expectFitsViewports, expectFocusedHeadingInView } from '../helpers/e2e-fit.ts';
import { latestMailTo, tokenIn } from '../helpers/outbox.ts';
import { approveSeller, rejectSeller } from '../helpers/e2e-sellers.ts';

const baseUrl = inject('e2eBaseUrl');
const dataDir = inject('e2eDataDir');

const pendingBanner = 'Your account is pending approval by the admin.';
const password = 'secret12';

// The smallest files the server recognises by their bytes.
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
// Every page these tests open is watched for Content-Security-Policy violations.
const policies = policyWatch();
afterEach(() => policies.expectNone());

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
});

async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A registered, verified seller who has not onboarded yet. */
async function newVerifiedSeller(label: string) {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.suki.test`;
  await api('/api/auth/register', {
    body: {
      sellerName: 'Ana Reyes',
      spStoreName: 'Tindahan ni Ana',
      country: 'PH',
      email,
      password,
      confirmPassword: password,
    },
  });
  const mail = await latestMailTo(dataDir, email, { subject: /verify/i });
  await api('/api/auth/verify-email', { body: { token: tokenIn(mail, '/verify-email') } });
  return email;
}

const laptop = { width: 1440, height: 900 };
const phone = { width: 375, height: 812 };

async function openPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await policies.newContext(browser, { viewport, baseURL: baseUrl });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const saved = (page: Page) => page.getByText('All changes saved').waitFor();

/** The step is open at its own URL, fits every width, and its heading has focus where it can be seen. */
async function onStep(page: Page, title: string, path: string) {
  await heading(page, title).waitFor();
  await page.waitForURL((url) => url.pathname === path);
  await expectFocusedHeadingInView(page);
  await expectFitsViewports(page);
}

/** The browser's Back or Forward, then the step it leads to. */
async function historyTo(page: Page, move: 'back' | 'forward', title: string, path: string) {
  await (move === 'back' ? page.goBack() : page.goForward());
  await onStep(page, title, path);
}

async function completeOnboarding(page: Page) {
  await onStep(page, 'Set up your store', '/onboarding');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Get started' }).click();

  // Store address through place search: choosing a place fills province, city and zip code.
  await onStep(page, 'Store address', '/onboarding/store-address');
  // Back leaves the first step for the welcome page, Forward returns: both stay in the form.
  await historyTo(page, 'back', 'Set up your store', '/onboarding');
  await historyTo(page, 'forward', 'Store address', '/onboarding/store-address');
  await next(page);
  await page.getByText('City is required').waitFor();
  await expectAccessible(page);
  await page.getByRole('combobox', { name: 'Search for a place' }).fill('Lahug');
  await page.getByRole('option', { name: /Lahug/ }).first().click();
  await expect.poll(() => page.getByRole('textbox', { name: 'City' }).inputValue()).not.toBe('');
  expect(await page.getByRole('textbox', { name: 'Province' }).inputValue()).not.toBe('');
  // The map pin toggle shows the chosen place; the map loads only when asked for.
  await page.getByRole('button', { name: 'Show map' }).click();
  await page.getByRole('region', { name: 'Store address map' }).waitFor();
  await page.getByRole('button', { name: 'Hide map' }).click();
  await page.getByRole('textbox', { name: 'Store address' }).fill('12 Gorordo Ave, Lahug');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('6000');
  // A number as people write it is taken, and shown grouped once the seller leaves the field.
  const contact = page.getByRole('textbox', { name: 'Contact number' });
  await contact.fill('0917 123 4567');
  await contact.blur();
  await expect.poll(() => contact.inputValue()).toBe('+63 917 123 4567');
  await next(page);

  // The warehouse starts as the store address, and says so.
  await onStep(page, 'Warehouse address', '/onboarding/warehouse-address');
  await page.getByText(/^Prefilled from your store address/).waitFor();
  expect(await page.getByRole('textbox', { name: 'Warehouse address' }).inputValue()).toBe(
    '12 Gorordo Ave, Lahug',
  );
  await historyTo(page, 'back', 'Store address', '/onboarding/store-address');
  expect(await page.getByText(/^Prefilled from your store address/).count()).toBe(0);
  await historyTo(page, 'forward', 'Warehouse address', '/onboarding/warehouse-address');
  await next(page);

  await onStep(page, 'Business information', '/onboarding/business-info');
  const business: Record<string, string> = {
    'Name of business': 'Tindahan ni Ana',
    'Nature of business and product': 'Dried mangoes',
    'Company profile': 'A family business since 1990.',
    'Country of Citizenship': 'Philippines',
    'Office address': '12 Gorordo Ave, Cebu City',
    TIN: '123-456-789',
    'SEC registration no.': 'CS201912345',
  };
  for (const [label, value] of Object.entries(business))
    await page.getByRole('textbox', { name: label }).fill(value);
  await saved(page);

  // Reloading mid-way loses nothing: the draft comes back on the same step, at the same URL.
  await page.reload();
  await onStep(page, 'Business information', '/onboarding/business-info');
  await expect.poll(() => page.getByRole('textbox', { name: 'TIN' }).inputValue()).toBe('123-456-789');
  await next(page);

  await onStep(page, 'Documents', '/onboarding/documents');
  // A text file renamed .pdf is told it is not really a PDF, not to upload the PDF it seems to be.
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'permit.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf\n') });
  await page
    .getByText(
      'This file is named .pdf but is not a PDF. Export or scan it again as a PDF, JPEG, PNG or WebP.',
    )
    .waitFor();
  const files = [
    { name: 'primary-id.png', mimeType: 'image/png', buffer: png },
    { name: 'sec.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'bir-2303.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'permit.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'tin-id.png', mimeType: 'image/png', buffer: png },
  ];
  const inputs = page.locator('input[type="file"]');
  for (const [index, file] of files.entries()) {
    await inputs.nth(index).setInputFiles(file);
    await page.getByText(file.name).waitFor();
  }
  // The name shows while a file uploads too: every upload must have finished before the reload.
  await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
  await saved(page);
  await page.reload();
  await onStep(page, 'Documents', '/onboarding/documents');
  for (const file of files) await page.getByText(file.name).waitFor();
  await expectAccessible(page);
  await next(page);

  await onStep(page, 'Corporate officers', '/onboarding/officers');
  // An added officer shows no errors before anything is typed, nor after a refused Next for the first.
  const second = page.getByRole('group', { name: 'Officer 2' });
  const addSecond = async () => {
    await page.getByRole('button', { name: 'Add officer' }).click();
    await second.waitFor();
    expect(await second.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(await second.getByText(/is required|Must be/).count()).toBe(0);
  };
  await addSecond();
  expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
  await page.getByRole('button', { name: 'Remove officer 2' }).click();
  await next(page);
  await page.getByText('Name is required').waitFor();
  await addSecond();
  await page.getByRole('button', { name: 'Remove officer 2' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ana Reyes');
  await page.getByRole('textbox', { name: 'Email' }).fill('ana@tindahan.ph');
  await page.getByRole('textbox', { name: 'Contact number' }).fill('0917-123-4567');
  await next(page);

  await onStep(page, 'Seller agreement', '/onboarding/agreement');
  await page.getByText('I have read and agree to the seller agreement').click();
  await next(page);

  await onStep(page, 'Review and submit', '/onboarding/review');
  await page.getByText('Tindahan ni Ana').first().waitFor();
  await expectAccessible(page);
  // Back and Forward walk the steps before the review and return to it.
  await historyTo(page, 'back', 'Seller agreement', '/onboarding/agreement');
  await historyTo(page, 'back', 'Corporate officers', '/onboarding/officers');
  await historyTo(page, 'forward', 'Seller agreement', '/onboarding/agreement');
  await historyTo(page, 'forward', 'Review and submit', '/onboarding/review');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText(pendingBanner).waitFor();
}

describe('onboarding', () => {
  it('a new seller completes onboarding, waits, and is approved', { timeout: 120_000 }, async () => {
    const email = await newVerifiedSeller('onboard');
    const page = await openPage(laptop);
    await logIn(page, email);
    await completeOnboarding(page);

    await approveSeller(email);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome, Tindahan ni Ana' }).waitFor();
    await expect.poll(() => page.getByText(pendingBanner).count()).toBe(0);
    await page.context().close();
  });

  it('a rejected seller sees the reason, edits and resubmits, on a phone', { timeout: 120_000 }, async () => {
    const email = await newVerifiedSeller('reject');
    const page = await openPage(phone);
    await logIn(page, email);
    await completeOnboarding(page);

    const reason = 'The Primary ID photo is blurry. Please upload a clearer one.';
    await rejectSeller(email, reason);
    await page.reload();
    await page.getByText(reason).waitFor();
    await page.getByRole('link', { name: 'Edit and resubmit' }).click();

    // A saved draft resumes where it was saved, at that step's URL.
    await onStep(page, 'Review and submit', '/onboarding/review');
    await page.getByRole('button', { name: 'Edit Documents' }).click();
    await heading(page, 'Documents').waitFor();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'primary-id-clear.png', mimeType: 'image/png', buffer: png });
    await page.getByText('primary-id-clear.png').waitFor();
    await page.getByRole('button', { name: 'Save and return to review' }).click();
    await heading(page, 'Review and submit').waitFor();
    await page.getByRole('button', { name: 'Resubmit' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText(pendingBanner).waitFor();
    await page.context().close();
  });
});
