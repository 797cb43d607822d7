// Earnings and cash-out end to end (issue 13), in Chromium against the built app and the real server, whose
// earnings have no hold (HOLD_DAYS=0, tests/helpers/e2e-global-setup.ts: it runs on the system clock). On a
// phone (375 px) and again on a laptop (1440 px): an approved seller whose order the storefront delivered
// opens /payments, cashes out to GCash through the modal (spec §5's messages on its fields on the way), and
// sees the request Pending; the admin marks it completed on the payout desk with the bank's reference; the
// seller's bell counts the notification live and the request reads Completed with the reference, the amount
// paid out. A second request is marked failed with a reason: it reads Failed with the reason and the amount
// is available again; the month's statement lists it all. Every screen, the admin's too, is axe clean and
// fits 320, 375 and 1440 px; with E2E_SCREENSHOTS=<dir> each is photographed at 375 and 1440 px, for a
// person to look at.
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { earningsMessages, type Earnings } from '#schemas/earnings';
import { formatPeso, toCentavos } from '#schemas/money';
import { payoutStatusLabels } from '#machines/payout-status/machine.ts';
import { expectAccessible } from '../helpers/axe.ts';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { policyWatch } from '../helpers/e2e-csp.ts';
import { expectFitsViewports } from '../helpers/e2e-fit.ts';
import { approvedProduct, deliveredOrder } from '../helpers/e2e-orders.ts';
import { animationsFinished } from '../helpers/e2e-page.ts';
import { api, approvedSeller } from '../helpers/e2e-sellers.ts';

const baseUrl = inject('e2eBaseUrl');
const screenshots = process.env.E2E_SCREENSHOTS;

const phone = { width: 375, height: 812 };
const laptop = { width: 1440, height: 900 };
type Viewport = typeof phone;

type Seller = Awaited<ReturnType<typeof approvedSeller>>;

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

async function signedIn(
  viewport: Viewport,
  { login, email, password, landing }: { login: string; email: string; password: string; landing: string },
): Promise<Page> {
  const context = await policies.newContext(browser, { viewport, baseURL: baseUrl });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(login);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`**${landing}`);
  return page;
}

const sellerPage = (seller: Seller, viewport: Viewport) =>
  signedIn(viewport, { login: '/login', ...seller, landing: '/dashboard' });

const adminPage = (viewport: Viewport) =>
  signedIn(viewport, {
    login: '/admin/login',
    email: inject('e2eAdminEmail'),
    password: inject('e2eAdminPassword'),
    landing: '/admin/dashboard',
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
    await page.screenshot({ path: path.join(screenshots, `payouts-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
  await animationsFinished(page);
}

/** Pesos of the wire in centavos (every amount has at most 2 decimals), so sums are exact. */
const centavos = (pesos: number) => toCentavos(pesos.toFixed(2));
/** Centavos as the page writes them, and as the modal takes them. */
const peso = formatPeso;
const typed = (amount: number) => (amount / 100).toFixed(2);

/** The seller's cards, in centavos. */
async function earningsOf(seller: Seller) {
  const { data } = await api<{ data: Earnings }>('/api/seller/earnings', { token: seller.token });
  return {
    available: centavos(data.available),
    onHold: centavos(data.onHold),
    lifetimePaidOut: centavos(data.lifetimePaidOut),
    payoutApprovedAmount: centavos(data.payoutApprovedAmount),
    payoutMin: centavos(data.payoutMin),
  };
}

const unreadCount = async (seller: Seller) =>
  (await api<{ data: { unreadCount: number } }>('/api/notifications/unread-count', { token: seller.token }))
    .data.unreadCount;

const toast = (page: Page, title: string) => page.getByRole('alertdialog').filter({ hasText: title });
const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: `Notifications, ${unread} unread` });
/** A card's amount: the figure itself, not the sentence under it that may repeat it. */
const cardAmount = (page: Page, title: string, amount: number) =>
  page.getByRole('region', { name: title }).getByText(peso(amount), { exact: true });
/** The seller's request of this amount to this account number, in the list on /payments. */
const requestRow = (page: Page, accountNumber: string, amount: number) =>
  page
    .getByRole('list', { name: 'Payout requests, newest first' })
    .getByRole('listitem')
    .filter({ hasText: accountNumber })
    .filter({ hasText: peso(amount) });
/** The request's row on the admin's payout desk (named by the seller's store). */
const deskRow = (page: Page, seller: Seller, amount: number) =>
  page.getByRole('article', { name: seller.storeName }).filter({ hasText: peso(amount) });

/** The seller asks for `amount` to GCash through the modal, meeting spec §5's messages on the way. */
async function cashOut(
  page: Page,
  pass: string,
  { accountNumber, accountName, amount, available }: CashOut & { available: number },
) {
  await page.getByRole('button', { name: 'Cash out', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cash out' });
  await dialog.waitFor();
  await dialog.getByRole('combobox', { name: 'Bank or e-wallet' }).fill('GCash');
  await page.getByRole('option', { name: 'GCash', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Account name' }).fill(accountName);
  const amountField = dialog.getByRole('textbox', { name: 'Amount' });
  const number = dialog.getByRole('textbox', { name: 'Account number' });
  await number.fill(accountNumber);
  // The form's own rules come first; then, the form whole, spec §5's bounds and the e-wallet's number.
  // More than is available is refused with the bound in pesos once the field is left, and the message goes as
  // the amount is mended (decision 009's forms).
  await amountField.fill(typed(available + 1));
  await amountField.press('Tab');
  const atMost = dialog.getByText(earningsMessages.amountAtMost(available));
  await atMost.waitFor();
  await amountField.fill(typed(amount));
  await atMost.waitFor({ state: 'detached' });
  // An e-wallet's account is its mobile number: one digit short is refused.
  await number.fill(accountNumber.slice(0, -1));
  await number.press('Tab');
  const mobile = dialog.getByText(earningsMessages.mobileNumber('GCash'));
  await mobile.waitFor();
  await number.fill(accountNumber);
  await mobile.waitFor({ state: 'detached' });
  await checkScreen(page, `${pass}-cash-out`);
  await dialog.getByRole('button', { name: 'Request cash out' }).click();
  await toast(page, earningsMessages.requested).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await requestRow(page, accountNumber, amount)
    .getByText(payoutStatusLabels.pending, { exact: true })
    .waitFor();
}

/** A cash-out as the seller types it; `amount` in centavos. */
type CashOut = { accountNumber: string; accountName: string; amount: number };

/** The admin decides the seller's pending request on the payout desk; it leaves the Pending tab. */
async function decide(
  admin: Page,
  pass: string,
  seller: Seller,
  amount: number,
  decision: { status: 'completed'; reference: string } | { status: 'failed'; reason: string },
) {
  await admin.goto('/admin/payouts');
  await admin.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
  const row = deskRow(admin, seller, amount);
  await row.waitFor();
  await checkScreen(admin, `${pass}-desk-${decision.status}`);
  const action = decision.status === 'completed' ? 'Mark as completed' : 'Mark as failed';
  await row.getByRole('button', { name: action }).click();
  const dialog = admin.getByRole('dialog', { name: action });
  await dialog.waitFor();
  if (decision.status === 'completed')
    await dialog.getByRole('textbox', { name: 'Bank reference' }).fill(decision.reference);
  else await dialog.getByRole('textbox', { name: 'Reason for the seller' }).fill(decision.reason);
  await checkScreen(admin, `${pass}-decide-${decision.status}`);
  await dialog.getByRole('button', { name: action }).click();
  await dialog.waitFor({ state: 'detached' });
  await row.waitFor({ state: 'detached' });
}

describe('payouts: a seller cashes out, the admin pays out', () => {
  for (const [pass, viewport] of [
    ['phone', phone],
    ['laptop', laptop],
  ] as const) {
    it(
      `the seller cashes out to GCash, the admin completes it and fails another, the balance follows (${pass}, ${viewport.width} px)`,
      { timeout: 240_000 },
      async () => {
        const stamp = `${pass}${Date.now().toString(36)}`;
        const seller = await approvedSeller(`Payouts ${pass} ${stamp}`);
        await approvedProduct(seller, stamp);
        await deliveredOrder(seller);
        const start = await earningsOf(seller);
        // The delivery is available at once (no hold here) and is at least two cash-outs' worth.
        expect(start.onHold).toBe(0);
        expect(start.available).toBeGreaterThanOrEqual(2 * start.payoutMin);
        const unread = await unreadCount(seller);

        const page = await sellerPage(seller, viewport);
        await page.goto('/payments');
        await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
        await cardAmount(page, 'Available to cash out', start.available).waitFor();
        await cardAmount(page, 'Paid out', 0).waitFor();
        await page.getByRole('heading', { name: 'No payout requests yet' }).waitFor();
        await checkScreen(page, `${pass}-payments`);

        const paid: CashOut = {
          accountNumber: '09171234567',
          accountName: 'Ana Santos',
          amount: start.payoutMin,
        };
        await cashOut(page, pass, { ...paid, available: start.available });
        const afterFirst = start.available - paid.amount;
        await cardAmount(page, 'Available to cash out', afterFirst).waitFor();
        await checkScreen(page, `${pass}-requested`);

        // The admin pays it and records the bank's reference; the seller hears of it while the page is open.
        const admin = await adminPage(viewport);
        const reference = `GC-${stamp.toUpperCase()}`;
        await decide(admin, pass, seller, paid.amount, { status: 'completed', reference });
        await bell(page, unread + 1).waitFor();
        await bell(page, unread + 1).click();
        const panel = page.getByRole('dialog', { name: 'Notifications' });
        await panel.getByRole('row', { name: /Payout completed/ }).waitFor();
        await checkScreen(page, `${pass}-notification`);
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });
        // The page is read when it opens: a reload shows the badge changed, the reference and the paid amount.
        await page.reload();
        const paidRow = requestRow(page, paid.accountNumber, paid.amount);
        await paidRow.getByText(payoutStatusLabels.completed, { exact: true }).waitFor();
        await paidRow.getByText(reference).waitFor();
        await cardAmount(page, 'Paid out', paid.amount).waitFor();
        await cardAmount(page, 'Available to cash out', afterFirst).waitFor();
        await checkScreen(page, `${pass}-completed`);

        // A second request fails at the bank: it reads Failed with the reason, and its amount is back.
        const failed: CashOut = { ...paid, accountNumber: '09181234502', amount: start.payoutMin };
        await cashOut(page, pass, { ...failed, available: afterFirst });
        await cardAmount(page, 'Available to cash out', afterFirst - failed.amount).waitFor();
        const reason = 'GCash returned the transfer: the account is not fully verified';
        await decide(admin, pass, seller, failed.amount, { status: 'failed', reason });
        await bell(page, unread + 2).waitFor();
        await page.reload();
        const failedRow = requestRow(page, failed.accountNumber, failed.amount);
        await failedRow.getByText(payoutStatusLabels.failed, { exact: true }).waitFor();
        await failedRow.getByText(reason).waitFor();
        await cardAmount(page, 'Available to cash out', afterFirst).waitFor();
        await checkScreen(page, `${pass}-failed`);

        // The statement of the month: the earning, each reservation and what became of it, a running balance.
        await page.getByRole('tab', { name: 'Statement' }).click();
        const statement = page.getByRole('list', { name: /^Statement for / });
        // The earning, two reservations, the paid one's release and payment, the failed one's release.
        await expect.poll(() => statement.getByRole('listitem').count(), { timeout: 15_000 }).toBe(6);
        await page.getByRole('button', { name: 'Download CSV' }).waitFor();
        await checkScreen(page, `${pass}-statement`);

        const end = await earningsOf(seller);
        expect(end).toMatchObject({
          available: afterFirst,
          lifetimePaidOut: paid.amount,
          payoutApprovedAmount: paid.amount,
        });
        await admin.context().close();
        await page.context().close();
      },
    );
  }
});
