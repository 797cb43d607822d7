// The notification feed end to end: the built app and the real server (tests/helpers/e2e-global-setup.ts)
// in Debian's Chromium. An admin's approval through the admin API reaches the open page live; the long
// feed is seeded with notifySeller in one transaction on the e2e server's database.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { tokenSchema } from '#schemas/auth';
import { createDatabase, type Database } from '../../server/db/client.ts';
import { sellers } from '../../server/db/schema.ts';
import { notifySeller } from '../../server/modules/notifications/notify.ts';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { policyWatch } from '../helpers/e2e-csp.ts';
import { animationsFinished } from '../helpers/e2e-page.ts';
import { approveSeller, submittedSeller } from '../helpers/e2e-sellers.ts';

const baseUrl = inject('e2eBaseUrl');
const dataDir = inject('e2eDataDir');
const phone = { width: 375, height: 812 };
const laptop = { width: 1440, height: 900 };

/**
 * The e2e server's database: its embedded cluster keeps the superuser password in DATA_DIR and its
 * port in postmaster.pid (line 4). A setup that provided this URL would make this unnecessary.
 */
function e2eDatabaseUrl(): string {
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/suki_merchant`;
}

let browser: Browser;
// Every page these tests open is watched for Content-Security-Policy violations.
const policies = policyWatch();
afterEach(() => policies.expectNone());
let database: Database;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
  database = createDatabase(e2eDatabaseUrl(), { max: 2 });
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

/** A registered seller marked verified and onboarded in the database: enough to own a long feed. */
async function pendingSeller(): Promise<{ id: string; token: string }> {
  const email = `notify-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.suki.test`;
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sellerName: 'Ana Reyes',
      spStoreName: 'Tindahan ni Ana',
      country: 'PH',
      email,
      password: 'secret-123',
      confirmPassword: 'secret-123',
    }),
  });
  expect(response.status).toBe(201);
  const { token } = tokenSchema.parse(await response.json()).data;
  const [seller] = await database.db
    .update(sellers)
    .set({ emailVerifiedAt: sql`now()`, hasOnboarded: true, approvalStatus: 0 })
    .where(eq(sellers.email, email))
    .returning({ id: sellers.id });
  return { id: seller!.id, token };
}

async function openAs(
  token: string,
  viewport: { width: number; height: number },
  url: string,
): Promise<Page> {
  const context = await policies.newContext(browser, { viewport, baseURL: baseUrl });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(url);
  return page;
}

const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: `Notifications, ${unread} unread` });

describe('notifications in the browser', () => {
  for (const [name, viewport] of [
    ['laptop', laptop],
    ['phone', phone],
  ] as const) {
    it(`shows an approval live, opens it and follows its link (${name})`, async () => {
      const seller = await submittedSeller(`Live ${name} ${Date.now()}`);
      const page = await openAs(seller.token, viewport, '/orders');
      await expect.poll(() => bell(page, 0).count()).toBe(1);

      // The admin approves through the admin API while the seller's page stays open.
      await approveSeller(seller.email);
      // No reload: the count arrives over the stream.
      await bell(page, 1).waitFor();

      await bell(page, 1).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await panel.waitFor();
      await animationsFinished(page);
      // The popover around the dialog is the panel's outer box (its border included).
      const bounds = (await panel.locator('xpath=..').boundingBox())!;
      if (viewport === laptop) expect(Math.round(bounds.width)).toBe(360);
      else expect(bounds).toMatchObject({ x: 0, y: 0, width: phone.width, height: phone.height });

      await panel.getByRole('row', { name: /Your account is approved/ }).click();
      await page.waitForURL('**/dashboard');
      await bell(page, 0).waitFor();
      await page.context().close();
    });
  }

  it('loads 25 notifications in three pages as the list scrolls', async () => {
    const seller = await pendingSeller();
    await database.db.transaction(async (tx) => {
      for (let index = 1; index <= 25; index += 1) {
        await notifySeller(tx, seller.id, { title: `Update ${index}`, message: `Message ${index}` });
      }
    });
    const page = await openAs(seller.token, laptop, '/dashboard');
    const pages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/notifications') pages.push(url.searchParams.get('page') ?? '');
    });

    await bell(page, 25).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const rows = panel.getByRole('row');
    await expect.poll(() => rows.count()).toBe(10);
    await animationsFinished(page);
    expect(await rows.first().textContent()).toContain('Update 25');

    const list = panel.getByRole('grid', { name: 'Notifications' });
    // The feed scrolls as one column (rows, then the loading row and the load-more sentinel): scroll the
    // grid's nearest scrolling container, as a finger or a wheel on the list does.
    const scrollToEnd = () =>
      list.evaluate((element) => {
        let scroller: Element | null = element;
        while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowY))
          scroller = scroller.parentElement;
        if (!scroller) throw new Error('the feed has no scrolling container');
        scroller.scrollTo({ top: scroller.scrollHeight });
      });
    await scrollToEnd();
    await expect.poll(() => rows.count()).toBe(20);
    await scrollToEnd();
    await expect.poll(() => rows.count()).toBe(25);
    expect(await rows.last().getByText('Update 1', { exact: true }).count()).toBe(1);
    await scrollToEnd();
    expect(pages).toEqual(['1', '2', '3']);
    await page.context().close();
  });
});
