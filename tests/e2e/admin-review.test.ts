// Admin review end to end (issues 4 and 10): sellers onboard through the real API, then in Chromium the admin
// finds them in the queue (oldest first) and in the sellers list (searched), views a document in the page,
// approves one once confirmed and rejects the other with a reason, then suspends the approved seller (who is
// signed out in their own browser and told why at sign-in) and reinstates them. axe finds no serious or
// critical violation, and every page fits 320, 375 and 1440 px.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from '../helpers/axe.ts';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { policyWatch } from '../helpers/e2e-csp.ts';
import { expectFitsViewports } from '../helpers/e2e-fit.ts';
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

/**
 * The queue's row of this store, paging on as a person scrolls: the queue is oldest first, so sellers the
 * other end-to-end files submitted earlier may come before it.
 */
async function queueRow(page: Page, storeName: string) {
  const queue = page.getByRole('list', { name: /Pending sellers/ });
  const row = queue.getByRole('listitem').filter({ hasText: storeName });
  await queue.getByRole('listitem').first().waitFor();
  await expect
    .poll(async () => {
      if (await row.count()) return true;
      await queue.getByRole('listitem').last().scrollIntoViewIfNeeded();
      return false;
    })
    .toBe(true);
  return row;
}

async function openFromQueue(page: Page, storeName: string) {
  await page.goto('/admin/dashboard');
  await (await queueRow(page, storeName)).getByRole('link', { name: storeName }).click();
  await page.waitForURL('**/admin/sellers/*');
  await page.getByRole('heading', { level: 1, name: storeName }).waitFor();
}

/** The seller's page, found through the sellers list's search. */
async function openFromSellers(page: Page, storeName: string) {
  await page.goto('/admin/sellers');
  await page.getByRole('searchbox', { name: 'Search' }).fill(storeName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(`**/admin/sellers?q=${encodeURIComponent(storeName).replace(/%20/g, '+')}`);
  const list = page.getByRole('list', { name: /^Sellers/ });
  await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
  await list.getByRole('link', { name: storeName }).click();
  await page.waitForURL('**/admin/sellers/*');
  await page.getByRole('heading', { level: 1, name: storeName }).waitFor();
}

/** A seller signed in in a browser of their own, on their dashboard. */
async function sellerPage(seller: { email: string; password: string }): Promise<Page> {
  const context = await policies.newContext(browser, {
    viewport: { width: 375, height: 812 },
    baseURL: baseUrl,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(seller.email);
  await page.getByLabel('Password', { exact: true }).fill(seller.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
  return page;
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
    const item = await queueRow(page, first.storeName);
    // Oldest first: the seller submitted just before this one comes right before it.
    const names = await page
      .getByRole('list', { name: /Pending sellers/ })
      .getByRole('listitem')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent));
    expect(names.indexOf(first.storeName)).toBeLessThan(names.indexOf(second.storeName));
    expect(await item.textContent()).toContain(first.email);
    expect(await item.textContent()).toContain(`${first.storeName} Trading`);
    expect(await item.getByText('New').isVisible()).toBe(true);
    await expectAccessible(page);
    // The status tabs (four of them now) fit a 320 px phone, none cut off.
    await expectFitsViewports(page);

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

    await expectFitsViewports(page);

    await page.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approve this seller?' });
    await confirm.waitFor();
    await expectAccessible(page);
    await expectFitsViewports(page);
    await confirm.getByRole('button', { name: 'Approve seller' }).click();
    await expect.poll(() => page.getByTestId('approval-status').textContent()).toBe('Approved');
    expect(await page.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Suspend' }).isEnabled()).toBe(true);
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
    await expectFitsViewports(page);
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

  it('suspends the approved seller, who is signed out and told why, then reinstates them', async () => {
    const seller = await sellerPage(first);
    const page = await adminPage();
    await openFromSellers(page, first.storeName);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend this seller' });
    await dialog.getByRole('button', { name: 'Suspend seller' }).click();
    await dialog.getByText('Please give the seller a reason.').waitFor();
    await expectFitsViewports(page);
    await dialog
      .getByRole('textbox', { name: 'Reason for the seller' })
      .fill('Buyers reported counterfeit goods.');
    await dialog.getByRole('button', { name: 'Suspend seller' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('approval-status').textContent()).toBe('Suspended');
    await page.getByText('Reason: Buyers reported counterfeit goods.').waitFor();
    await expectAccessible(page);

    // The seller's open session is over: their next call is refused and the app signs them out; signing in
    // again tells them why, and whom to ask.
    await seller.reload();
    await seller.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    expect(await seller.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await seller.goto('/login');
    await seller.getByRole('textbox', { name: 'Email' }).fill(first.email);
    await seller.getByLabel('Password', { exact: true }).fill(first.password);
    await seller.getByRole('button', { name: 'Log in' }).click();
    await seller
      .getByText(/Your seller account is suspended\. Reason: Buyers reported counterfeit goods\./)
      .first()
      .waitFor();
    expect(seller.url()).toContain('/login');
    await expectFitsViewports(seller);

    // The sellers list filtered by Suspended finds them; the filter is in the URL.
    await page.goto('/admin/sellers?status=suspended');
    await page
      .getByRole('list', { name: /^Sellers/ })
      .getByRole('link', { name: first.storeName })
      .waitFor();
    await expectAccessible(page);
    await expectFitsViewports(page);

    await page
      .getByRole('list', { name: /^Sellers/ })
      .getByRole('link', { name: first.storeName })
      .click();
    await page.getByRole('button', { name: 'Reinstate' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reinstate this seller?' });
    await confirm.getByRole('button', { name: 'Reinstate seller' }).click();
    await expect.poll(() => page.getByTestId('approval-status').textContent()).toBe('Approved');
    const history = page.getByRole('list', { name: 'Decisions, newest first' });
    expect(
      await history
        .getByRole('listitem')
        .evaluateAll((rows) => rows.map((row) => row.querySelector('span')?.textContent)),
    ).toEqual(['Reinstated', 'Suspended', 'Approved']);

    // Approved again: the seller signs in as before.
    await seller.getByRole('button', { name: 'Log in' }).click();
    await seller.waitForURL('**/dashboard');
  });
});
