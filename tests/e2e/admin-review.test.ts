// Admin review end to end (issue 4): sellers onboard through the real API, then in Chromium the admin finds
// them in the queue, views a document in the page, approves one and rejects the other with a reason; axe
// finds no serious or critical violation on these pages.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from '../helpers/axe.ts';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { policyWatch } from '../helpers/e2e-csp.ts';
import { api, submittedSeller } from '../helpers/e2e-sellers.ts';

const baseUrl = inject('e2eBaseUrl');
const admin = { email: inject('e2eAdminEmail'), password: inject('e2eAdminPassword') };

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

// ---------------------------------------------------------------------------------------------------------
// The browser side

async function adminPage(): Promise<Page> {
  const context = await policies.newContext(browser, {
    viewport: { width: 1440, height: 900 },
    baseURL: baseUrl,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/admin/dashboard');
  return page;
}

async function openFromQueue(page: Page, storeName: string) {
  await page.goto('/admin/dashboard');
  const queue = page.getByRole('list', { name: /Pending sellers/ });
  await queue.getByRole('link', { name: storeName }).click();
  await page.waitForURL('**/admin/sellers/*');
  await page.getByRole('heading', { level: 1, name: storeName }).waitFor();
}

describe('the admin reviews submitted sellers', () => {
  const stamp = Date.now().toString(36);
  let first: Awaited<ReturnType<typeof submittedSeller>>;
  let second: Awaited<ReturnType<typeof submittedSeller>>;

  beforeAll(async () => {
    first = await submittedSeller(`Approve Me ${stamp}`);
    second = await submittedSeller(`Reject Me ${stamp}`);
  });

  it('finds the seller in the queue, views documents in the page and approves', async () => {
    const page = await adminPage();
    const queue = page.getByRole('list', { name: /Pending sellers/ });
    const item = queue.getByRole('listitem').filter({ hasText: first.storeName });
    await item.waitFor();
    expect(await item.textContent()).toContain(first.email);
    expect(await item.textContent()).toContain(`${first.storeName} Trading`);
    expect(await item.getByText('New').isVisible()).toBe(true);
    await expectAccessible(page);

    await openFromQueue(page, first.storeName);
    // The store's location on the read-only map, over the province outline when tiles cannot load.
    await page.getByRole('region', { name: 'Store address map' }).waitFor();
    await page.getByRole('button', { name: 'View Primary ID' }).click();
    const image = page.getByRole('img', { name: 'Primary ID' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(64);
    await page.getByRole('button', { name: 'View SEC Certificate' }).click();
    const pdf = page.getByTitle('SEC Certificate');
    await pdf.waitFor();
    expect(await pdf.getAttribute('src')).toMatch(/^blob:/);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => page.getByTestId('approval-status').textContent()).toBe('Approved');
    expect(await page.getByRole('button', { name: 'Reject' }).isDisabled()).toBe(true);
    await expectAccessible(page);

    const profile = await api<{ data: { approvalStatus: number } }>('/api/seller/me', { token: first.token });
    expect(profile.data.approvalStatus).toBe(1);
  });

  it('rejects the second seller only with a reason', async () => {
    const page = await adminPage();
    await openFromQueue(page, second.storeName);
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this seller' });
    await dialog.getByRole('button', { name: 'Reject seller' }).click();
    await dialog.getByText('Please give the seller a reason.').waitFor();
    await expectAccessible(page);
    await dialog
      .getByRole('textbox', { name: 'Reason for the seller' })
      .fill('The business permit is unreadable.');
    await dialog.getByRole('button', { name: 'Reject seller' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('approval-status').textContent()).toBe('Rejected');
    await page.getByText('Reason: The business permit is unreadable.').waitFor();
    await expectAccessible(page);

    const onboarding = await api<{ data: { rejectionReason: string | null } }>('/api/seller/onboarding', {
      token: second.token,
    });
    expect(onboarding.data.rejectionReason).toBe('The business permit is unreadable.');

    await page.goto('/admin/dashboard');
    await page.getByRole('tab', { name: /^Rejected/ }).click();
    await page
      .getByRole('list', { name: /Rejected sellers/ })
      .getByRole('link', { name: second.storeName })
      .waitFor();
  });
});
