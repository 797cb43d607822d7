// Signed-in pages of the e2e server, as a person opens them: the login form filled in and sent, the landing
// page reached. Each page gets a browser context of its own, watched for policy violations.
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { policyWatch } from './e2e-csp.ts';

export type Viewport = { width: number; height: number };

export const phone: Viewport = { width: 375, height: 812 };
export const laptop: Viewport = { width: 1440, height: 900 };

/** Opens signed-in pages in `browser`, each context watched by `policies`. */
export function signedInPages(browser: () => Browser, policies: ReturnType<typeof policyWatch>) {
  async function signedIn(
    viewport: Viewport,
    { login, email, password, landing }: { login: string; email: string; password: string; landing: string },
  ): Promise<Page> {
    const context = await policies.newContext(browser(), { viewport, baseURL: inject('e2eBaseUrl') });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(login);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`**${landing}`);
    return page;
  }
  return {
    /** A seller's page on /dashboard. */
    seller: (viewport: Viewport, seller: { email: string; password: string }) =>
      signedIn(viewport, { login: '/login', ...seller, landing: '/dashboard' }),
    /** The e2e admin's page on /admin/dashboard. */
    admin: (viewport: Viewport) =>
      signedIn(viewport, {
        login: '/admin/login',
        email: inject('e2eAdminEmail'),
        password: inject('e2eAdminPassword'),
        landing: '/admin/dashboard',
      }),
  };
}
