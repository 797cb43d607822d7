// The listing assistant end to end (issue 15), in Chromium against the real server with no key and no
// network, so the offline writer and the offline background maker answer: an approved seller opens a product
// with a real photo, writes its description with "Write with AI" (suggested buyer questions, one answered,
// three drafts side by side, one used), then makes a new background for the photo, is asked about the unsaved
// changes first, suggests a prompt, generates, keeps the result and saves; the product then holds the new
// picture, which the server serves. Once on a phone (375 px) and once on a laptop (1440 px), each screen axe
// clean and no wider than 320, 375 or 1440 px, and no Content-Security-Policy violation (the before and after
// previews are blob: URLs). With E2E_SCREENSHOTS=<dir> each screen is photographed at 375 and 1440 px.
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aiMessages } from '#schemas/ai';
import { expectAccessible } from '../helpers/axe.ts';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { productOf, productPhoto, productWithPhoto, servedPicture } from '../helpers/e2e-ai.ts';
import { policyWatch } from '../helpers/e2e-csp.ts';
import { expectFitsViewports } from '../helpers/e2e-fit.ts';
import { animationsFinished } from '../helpers/e2e-page.ts';
import { approvedSeller } from '../helpers/e2e-sellers.ts';
import { laptop, phone, signedInPages, type Viewport } from '../helpers/e2e-session.ts';

const screenshots = process.env.E2E_SCREENSHOTS;

let browser: Browser;
const policies = policyWatch();
afterEach(() => policies.expectNone());
const pages = signedInPages(() => browser, policies);

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The screen as a person meets it: axe clean, fitting every width, and photographed at 375 and 1440 px when
 * asked (the viewport only: a dialog sits over the part of the page in view).
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
    await page.screenshot({ path: path.join(screenshots, `ai-${name}-${width}.png`) });
  }
  await page.setViewportSize(original);
  await animationsFinished(page);
}

/** A react-aria Select inside `scope`: its trigger is named by its value and its label. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Where each box sits: the drafts' layout, one column or side by side. */
const boxesOf = (items: Locator) =>
  items.evaluateAll((elements) =>
    elements.map((element) => {
      const { left, top } = element.getBoundingClientRect();
      return { left: Math.round(left), top: Math.round(top) };
    }),
  );

/** The image has loaded (a blob: URL the page's policy let through, or a served picture). */
const hasLoaded = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

describe('the listing assistant: a description written and a new background made, offline', () => {
  const stamp = Date.now().toString(36);
  let seller: Awaited<ReturnType<typeof approvedSeller>>;

  beforeAll(async () => {
    // One seller for both runs: each has a product of its own, so neither sees the other's work.
    seller = await approvedSeller(`Assistant Store ${stamp}`);
  });

  const runs: Array<[string, Viewport]> = [
    ['phone', phone],
    ['laptop', laptop],
  ];
  for (const [device, viewport] of runs) {
    it(`on a ${device} (${viewport.width} px)`, async () => {
      const productName = `Espresso Cup ${stamp} ${viewport.width}`;
      // A photo of its own in each run, so the model runs in each.
      const photo = await productPhoto({ mirrored: device === 'laptop' });
      const productId = await productWithPhoto(seller, {
        name: productName,
        sku: `CUP-${stamp}-${viewport.width}`,
        photo,
      });
      const page = await pages.seller(viewport, seller);
      await page.goto(`/products/${productId}/edit`);
      await page.getByRole('heading', { level: 1, name: 'Edit product' }).waitFor();
      const details = page.getByRole('region', { name: 'Details' });
      const description = details.getByRole('textbox', { name: 'Description' });
      await expect.poll(() => description.inputValue()).toBe('Espresso cup with saucer.');

      // Write with AI: the title prefilled, buyer questions suggested and one answered, three drafts.
      await details.getByRole('button', { name: 'Write with AI' }).click();
      const writer = page.getByRole('dialog', { name: 'Write with AI' });
      await writer.waitFor();
      const title = writer.getByRole('textbox', { name: 'Title' });
      await expect.poll(() => title.inputValue()).toBe(productName);
      await writer
        .getByRole('textbox', { name: 'Features' })
        .fill('Ceramic, 90 ml\nSaucer and spoon included');
      await writer.getByRole('button', { name: 'Suggest questions' }).click();
      const buyerQuestions = writer.getByRole('region', { name: 'Buyer questions' });
      const questions = buyerQuestions.getByRole('textbox');
      await expect.poll(() => questions.count()).toBeGreaterThanOrEqual(3);
      await writer.getByText(aiMessages.offlineText).waitFor();
      // A question about its size, when the writer asked one (it asks by category and what the features
      // leave open), else the first: the drafts may then tell buyers the answer.
      const sizeQuestion = buyerQuestions.getByRole('textbox', { name: /measure|size|dimension/i });
      const asked = (await sizeQuestion.count()) > 0 ? sizeQuestion.first() : questions.first();
      const answer = '8 cm across and 6 cm tall';
      await asked.fill(answer);
      await choose(page, writer, 'How many drafts', '3');
      await checkScreen(page, `${device}-writer-details`);

      await writer.getByRole('button', { name: 'Write', exact: true }).click();
      const drafts = writer.getByRole('listitem');
      await expect.poll(() => drafts.count()).toBe(3);
      await writer.getByText(aiMessages.offlineText).waitFor();
      const texts = await drafts.locator('p').allTextContents();
      expect(new Set(texts).size, 'three different drafts').toBe(3);
      expect(texts.filter((text) => text.includes(answer)).length, 'the answer told').toBeGreaterThan(0);
      const boxes = await boxesOf(drafts);
      if (viewport.width >= 1000)
        expect(new Set(boxes.map((box) => box.top)).size, 'side by side').toBeLessThan(3);
      else expect(new Set(boxes.map((box) => box.left)).size, 'one column').toBe(1);
      await checkScreen(page, `${device}-writer-drafts`);

      const chosen = texts[1]!;
      await drafts.nth(1).getByRole('button', { name: 'Use this' }).click();
      await writer.waitFor({ state: 'detached' });
      await expect.poll(() => description.inputValue()).toBe(chosen);
      await details.getByRole('button', { name: 'Undo AI description' }).waitFor();

      // New background for the photo: the unsaved description is asked about first.
      const strip = page.getByRole('grid', { name: 'Product pictures' });
      expect(await strip.getByRole('row').count()).toBe(1);
      await strip.getByRole('button', { name: 'New background for Picture 1' }).click();
      const unsaved = page.getByRole('alertdialog', { name: 'Unsaved changes' });
      await unsaved.waitFor();
      await checkScreen(page, `${device}-background-unsaved`);
      await unsaved.getByRole('button', { name: 'Continue' }).click();

      const tool = page.getByRole('dialog', { name: 'New background' });
      await tool.waitFor();
      await expect.poll(() => hasLoaded(tool.getByRole('img', { name: 'The photo' }))).toBe(true);
      const prompt = tool.getByRole('textbox', { name: 'Background' });
      await tool.getByRole('button', { name: 'Suggest a prompt' }).click();
      await expect.poll(() => prompt.inputValue()).not.toBe('');
      await checkScreen(page, `${device}-background-prompt`);

      await tool.getByRole('button', { name: 'Generate' }).click();
      await tool.getByRole('progressbar', { name: 'Making the new background…' }).waitFor();
      const after = tool.getByRole('img', { name: 'The photo on its new background' });
      await after.waitFor({ timeout: 60_000 });
      await expect.poll(() => hasLoaded(after)).toBe(true);
      await expect.poll(() => hasLoaded(tool.getByRole('img', { name: 'The photo as it was' }))).toBe(true);
      await tool.getByText(aiMessages.offlineBackground).waitFor();
      await checkScreen(page, `${device}-background-preview`);

      await tool.getByRole('button', { name: 'Keep' }).click();
      await tool.waitFor({ state: 'detached' });
      await expect.poll(() => strip.getByRole('row').count()).toBe(2);
      // After its photo, named for the product, with the AI badge saying who made it.
      const made = strip.getByRole('row').nth(1);
      const fileName = `espresso-cup-${stamp}-${viewport.width}-background.png`;
      await strip.getByRole('row', { name: `Picture 2 (${fileName}, not saved yet)` }).waitFor();
      await made.getByText(aiMessages.offlineBackground).waitFor({ state: 'attached' });
      await checkScreen(page, `${device}-editor-kept`);

      await page.getByRole('button', { name: 'Update product' }).click();
      await page.waitForURL((url) => url.pathname === '/products');
      await page.getByRole('alertdialog').filter({ hasText: 'Product updated successfully' }).waitFor();

      // The product as saved: the draft it was given, the photo, and the made picture after it, served.
      const product = await productOf(seller, productId);
      // As the seller saw it: the form sent its line breaks as CRLF (multipart/form-data), stored as LF.
      expect(product.productDescription).toBe(chosen);
      expect(product.images).toHaveLength(2);
      const [original, background] = await Promise.all(
        product.images.map((image) => servedPicture(image.url)),
      );
      expect(original).toMatchObject({ status: 200, width: 600, height: 400 });
      expect(background).toMatchObject({ status: 200, width: 600, height: 400 });
      expect(background?.contentType).toMatch(/^image\//);
      await page.context().close();
    }, 180_000);
  }
});
