// The pages' Content-Security-Policy in Chromium: every page route of the app (tests/helpers/e2e-csp.ts),
// opened by the party that may see it, is served with the policy and logs no violation; the review page's
// map tiles come from the tile server's origin and a PDF previews in a blob: frame within it; and the
// watch does notice a violation, so a policy that blocks the app cannot pass unseen. The other end-to-end
// files watch every page they open the same way.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { cspCheckedPages, policyWatch, type PageParty } from '../helpers/e2e-csp.ts';
import {
  adminToken,
  approveSeller,
  pendingSellerId,
  submittedSeller,
  verifiedSeller,
} from '../helpers/e2e-sellers.ts';

const baseUrl = inject('e2eBaseUrl');
const tileOrigin = new URL(inject('e2eTileUrl')).origin;

let browser: Browser;
const policies = policyWatch();
afterEach(() => policies.expectNone());

/** Session tokens by party, as the browser app keeps them in localStorage. */
const sessions: Partial<Record<PageParty, { key: 'token' | 'admin_token'; token: string }>> = {};
/** A seller awaiting review, whose page is /admin/sellers/:id. */
let reviewedSellerId: string;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
  const stamp = Date.now().toString(36);
  const [onboarding, reviewed, approved, admin] = await Promise.all([
    verifiedSeller(`CSP Onboarding ${stamp}`),
    submittedSeller(`CSP Review ${stamp}`),
    submittedSeller(`CSP Approved ${stamp}`),
    adminToken(),
  ]);
  await approveSeller(approved.email);
  reviewedSellerId = await pendingSellerId(admin, reviewed.email);
  sessions.onboardingSeller = { key: 'token', token: onboarding.token };
  sessions.approvedSeller = { key: 'token', token: approved.token };
  sessions.admin = { key: 'admin_token', token: admin };
});

afterAll(async () => {
  await browser?.close();
});

/** Opens `path` as `party` in a watched context, once its heading shows and its fonts have loaded. */
async function visit(path: string, party: PageParty): Promise<Page> {
  const context = await policies.newContext(browser, {
    viewport: { width: 1440, height: 900 },
    baseURL: baseUrl,
  });
  const session = sessions[party];
  if (session) await context.addInitScript(({ key, token }) => localStorage.setItem(key, token), session);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const url = path.replace(':id', reviewedSellerId);
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy'], url).toContain("script-src 'self'");
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The page the party may see, not a redirect away from it.
  expect(new URL(page.url()).pathname).toBe(url);
  return page;
}

describe('the Content-Security-Policy', () => {
  it.each(cspCheckedPages)('lets $path load as the $as sees it, with no violation', async ({ path, as }) => {
    const page = await visit(path, as);
    await page.context().close();
  });

  it('lets the review page draw tiles from the tile server and preview a PDF in a blob: frame', async () => {
    const page = await visit('/admin/sellers/:id', 'admin');
    await page.getByRole('region', { name: 'Store address map' }).waitFor();
    const tiles = page.locator('img.leaflet-tile-loaded');
    await expect.poll(() => tiles.count()).toBeGreaterThan(0);
    expect(new URL((await tiles.first().getAttribute('src')) ?? '').origin).toBe(tileOrigin);

    await page.getByRole('button', { name: 'View SEC Certificate' }).click();
    const frame = page.getByTitle('SEC Certificate');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    await page.getByRole('button', { name: 'View Primary ID' }).click();
    await page.getByRole('img', { name: 'Primary ID' }).waitFor();
    await page.context().close();
  });

  it('is watched: an injected inline script is refused and reported', async () => {
    const page = await visit('/login', 'visitor');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => policies.seen().some((line) => line.includes('script-src'))).toBe(true);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    policies.take();
    await page.context().close();
  });
});
