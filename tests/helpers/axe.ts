// axe-core in the page under test: serious and critical violations as readable lines.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsFinished } from './e2e-page.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a <script>: the pages' Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Colours are judged as they end up: a toast still fading in would measure as low contrast.
  await animationsFinished(page);
  const violations = await page.evaluate(async () => {
    type Axe = { run: (context: { exclude: string[][] }) => Promise<{ violations: unknown[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    // react-aria's live announcer keeps a toast's announcement (role=img, labelled by the toast) a second
    // longer than the toast itself; it is read once and is not part of the page.
    return (await axe.run({ exclude: [['[data-live-announcer]']] })).violations as {
      id: string;
      impact: string | null;
      nodes: { target: string[] }[];
    }[];
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** No serious or critical axe violation on the page as it is now. */
export const expectAccessible = async (page: Page) =>
  expect(await seriousViolations(page), `axe on ${page.url()}`).toEqual([]);
