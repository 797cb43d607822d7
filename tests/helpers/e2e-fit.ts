// Layout checks for the end-to-end suite: a page fits a phone and a laptop, and a step change leaves its
// heading focused where the seller can see it.
import type { Page } from 'playwright-core';
import { animationsFinished } from './e2e-page.ts';

/** The widths every page is checked at: the smallest phone, a common phone, a laptop. */
export const fitWidths = [320, 375, 1440] as const;

type Overflow = { tag: string; className: string; text: string; width: number; right: number };

/** Resolves once the page has laid out after a change (a resize, a click) and its animations ended. */
async function settled(page: Page): Promise<void> {
  // Two frames: the first runs style and layout for the change (starting any transition it causes),
  // the second makes sure those animations exist before waiting for them to finish.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await animationsFinished(page);
}

/**
 * What on the page is wider than the viewport: the document's own scroll width, then every visible
 * element whose box reaches past the right edge — unless an ancestor that clips (overflow-x other than
 * visible; the root and body excepted, as their clipping is the viewport's and hides the content) holds
 * it, so a table in a horizontal scroller or a map's tiles do not count.
 */
function overflows(): { scrollWidth: number; innerWidth: number; elements: Overflow[] } {
  const limit = window.innerWidth + 0.5; // sub-pixel layout rounds either way
  const clips = (element: Element) => {
    const { overflowX } = getComputedStyle(element);
    return overflowX !== 'visible';
  };
  const clippedByAncestor = (element: Element) => {
    // A fixed box escapes its ancestors' overflow (no transformed ancestor in this app makes one).
    if (getComputedStyle(element).position === 'fixed') return false;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (parent === document.body || parent === document.documentElement) return false;
      if (clips(parent)) return true;
      if (getComputedStyle(parent).position === 'fixed') return false;
    }
    return false;
  };
  const elements: Overflow[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.right <= limit) continue;
    if (getComputedStyle(element).visibility === 'hidden') continue;
    if (clippedByAncestor(element)) continue;
    const className = element.getAttribute('class') ?? '';
    elements.push({
      tag: element.tagName.toLowerCase(),
      className,
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50),
      width: Math.round(rect.width * 10) / 10,
      right: Math.round(rect.right * 10) / 10,
    });
  }
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    elements,
  };
}

const describeOverflow = ({ tag, className, text, width, right }: Overflow) =>
  `  <${tag}${className ? ` class="${className}"` : ''}> ${width} px wide, right edge at ${right}` +
  (text ? ` — "${text}"` : '');

/**
 * Throws unless, at each width (320, 375 and 1440 px by default, the page's height kept), the document
 * scrolls no wider than the viewport and no visible element reaches past its right edge. The page is
 * left at the viewport it had. The error names each offending element: tag, class, text, width.
 */
export async function expectFitsViewports(
  page: Page,
  { widths = fitWidths }: { widths?: readonly number[] } = {},
): Promise<void> {
  const original = page.viewportSize();
  if (!original) throw new Error('expectFitsViewports needs a page with a fixed viewport');
  const problems: string[] = [];
  try {
    for (const width of widths) {
      await page.setViewportSize({ width, height: original.height });
      await settled(page);
      const found = await page.evaluate(overflows);
      if (found.scrollWidth <= found.innerWidth && found.elements.length === 0) continue;
      problems.push(
        `at ${width} px the document is ${found.scrollWidth} px wide;` +
          ` ${found.elements.length} element(s) reach past the right edge:`,
        ...found.elements.slice(0, 15).map(describeOverflow),
        ...(found.elements.length > 15 ? [`  … and ${found.elements.length - 15} more`] : []),
      );
    }
  } finally {
    await page.setViewportSize(original);
    await settled(page);
  }
  if (problems.length > 0) {
    throw new Error(`${page.url()} is wider than the viewport\n${problems.join('\n')}`);
  }
}

/**
 * Why the focused element is not a heading the seller can see (null when it is): it must be an h1–h3 or
 * role=heading, lie wholly inside the viewport, and be what is drawn at its centre (not hidden under a
 * sticky or fixed top bar).
 */
function focusedHeadingProblem(): string | null {
  const active = document.activeElement;
  if (!active || active === document.body) return 'nothing is focused';
  const name = `<${active.tagName.toLowerCase()}> "${(active.textContent ?? '').trim().slice(0, 50)}"`;
  const isHeading = /^H[1-3]$/.test(active.tagName) || active.getAttribute('role') === 'heading';
  if (!isHeading) return `the focused element ${name} is not a heading`;
  const rect = active.getBoundingClientRect();
  const inside =
    rect.top >= 0 && rect.left >= 0 && rect.bottom <= window.innerHeight && rect.right <= window.innerWidth;
  const box = `${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
  if (!inside) {
    return `the focused heading ${name} at ${box} is not inside the ${window.innerWidth}×${window.innerHeight} viewport`;
  }
  const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
  if (!hit || !active.contains(hit)) {
    const cover = hit
      ? `<${hit.tagName.toLowerCase()} class="${hit.getAttribute('class') ?? ''}">`
      : 'nothing';
    return `the focused heading ${name} at ${box} is covered by ${cover}`;
  }
  return null;
}

/**
 * Throws unless the focused element is a heading wholly in view and not under a top bar. A step change
 * may scroll smoothly, so this waits — frame by frame, at most about two seconds — for it to hold.
 */
export async function expectFocusedHeadingInView(page: Page): Promise<void> {
  await settled(page);
  // The check travels as source (page functions cannot close over this module), evaluated as an
  // expression the way Playwright sends its own, so the page's Content-Security-Policy is not involved.
  const problem = await page.evaluate<string | null>(`(async () => {
    const check = ${focusedHeadingProblem.toString()};
    for (let frame = 0; frame < 120; frame += 1) {
      if (check() === null) return null;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return check();
  })()`);
  if (problem !== null) throw new Error(`${page.url()}: ${problem}`);
}
