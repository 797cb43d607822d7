// The pages' security policies, watched in Chromium: every browser context of the end-to-end suite reports
// each Content-Security-Policy violation (the page's `securitypolicyviolation` events, in every frame) and
// each console message about the CSP or Permissions-Policy headers; a test ends with none. Also the list of
// page routes tests/e2e/csp.test.ts visits, which the route-coverage test compares with the route table.
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { expect } from 'vitest';
import { adminSections, merchantPages, merchantSections, publicPaths } from '#machines/session/routes.ts';

/** Who opens a page: signed out, a verified seller still onboarding, an approved seller, or an admin. */
export type PageParty = 'visitor' | 'onboardingSeller' | 'approvedSeller' | 'admin';

/**
 * Every page route of the browser app (src/machines/session/routes.ts, so a section added there is
 * visited too), as the party that may see it, and the not-found page. `:id` is a seller awaiting review.
 */
export const cspCheckedPages: ReadonlyArray<{ path: string; as: PageParty }> = [
  ...publicPaths.map((path) => ({ path, as: 'visitor' as const })),
  { path: '/onboarding', as: 'onboardingSeller' },
  ...[...merchantSections, ...merchantPages].map((path) => ({ path, as: 'approvedSeller' as const })),
  ...adminSections.map((path) => ({ path, as: 'admin' as const })),
  { path: '/admin/sellers/:id', as: 'admin' },
  { path: '/no/such/page', as: 'visitor' },
];

const reportBinding = '__sukiReportPolicyViolation';

/** Console lines Chromium writes about our policy headers (a refused load, a malformed header). */
const policyMessage = /Content[ -]Security[ -]Policy|Permissions[ -]Policy/i;

/** Collects the policy violations of the browser contexts it opens; `expectNone` asserts and clears them. */
export function policyWatch() {
  const violations: string[] = [];

  async function watch(context: BrowserContext): Promise<BrowserContext> {
    await context.exposeBinding(reportBinding, ({ frame }, report: string) =>
      violations.push(`${frame.url()}: ${report}`),
    );
    await context.addInitScript((binding) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as Record<string, (report: string) => void>)[binding];
        report?.(
          `${event.effectiveDirective} refused ${event.blockedURI || 'an inline resource'}` +
            (event.sample ? ` (${event.sample})` : '') +
            (event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : ''),
        );
      });
    }, reportBinding);
    context.on('console', (message) => {
      if (policyMessage.test(message.text()))
        violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
    });
    return context;
  }

  return {
    /** A new browser context whose pages are watched. */
    newContext: async (browser: Browser, options: BrowserContextOptions = {}) =>
      watch(await browser.newContext(options)),
    /** The violations seen so far. */
    seen: () => [...violations],
    /** The violations seen so far, cleared. */
    take: () => violations.splice(0),
    expectNone: () => expect(violations.splice(0), 'Content-Security-Policy violations').toEqual([]),
  };
}
