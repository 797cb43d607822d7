// The catalog end to end (issue 11), in Chromium: an approved seller on a phone creates a product in the real
// editor (two options, Size S/M/L × Color Red/Blue, so six variants; three pictures; a category from the
// picker; prices, SKU and package) and finds it under Pending; the admin on a laptop approves it from the
// review queue; the seller finds it under Approved, changes a variant's stock (the product stays approved)
// and deletes it. An admin grows the category tree by a new parent and a child under it, and the seller's
// picker offers "Parent > Child". Every catalog screen is axe clean and fits 320, 375 and 1440 px; with
// E2E_SCREENSHOTS=<dir> each is photographed at 375 and 1440 px, for a person to look at.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { sampleProductImage } from '../../server/modules/media/samples.ts';
import { expectAccessible } from '../helpers/axe.ts';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { policyWatch } from '../helpers/e2e-csp.ts';
import { expectFitsViewports } from '../helpers/e2e-fit.ts';
import { animationsFinished } from '../helpers/e2e-page.ts';
import { approvedSeller } from '../helpers/e2e-sellers.ts';

const baseUrl = inject('e2eBaseUrl');
const admin = { email: inject('e2eAdminEmail'), password: inject('e2eAdminPassword') };
const screenshots = process.env.E2E_SCREENSHOTS;

const phone = { width: 375, height: 812 };
const laptop = { width: 1440, height: 900 };

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

async function openPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await policies.newContext(browser, { viewport, baseURL: baseUrl });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function sellerPage(seller: { email: string; password: string }): Promise<Page> {
  const page = await openPage(phone);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(seller.email);
  await page.getByLabel('Password', { exact: true }).fill(seller.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
  return page;
}

async function adminPage(): Promise<Page> {
  const page = await openPage(laptop);
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/admin/dashboard');
  return page;
}

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
    await page.screenshot({ path: path.join(screenshots, `catalog-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
  await animationsFinished(page);
}

const toast = (page: Page, title: string) => page.getByRole('alertdialog').filter({ hasText: title });

/** A react-aria Select: its trigger is named by its value and its label ("Choose a category Category"). */
async function choose(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The options the category picker of a new product offers. */
async function pickerCategories(page: Page): Promise<string[]> {
  await page.goto('/products/new');
  await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();
  await page.getByRole('button', { name: /Category$/ }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await options.first().waitFor();
  const names = await options.allTextContents();
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  return names;
}

const productRow = (page: Page, tab: string, productName: string) =>
  page
    .getByRole('list', { name: `${tab} products` })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: productName, exact: true }) });

describe('the catalog: a product from the editor to approval, a stock change and deletion', () => {
  const stamp = Date.now().toString(36);
  const productName = `Abaca Tote ${stamp}`;
  const category = 'Fashion > Bags & Accessories';
  const sizes = ['S', 'M', 'L'];
  const colors = ['Red', 'Blue'];
  const combinations = sizes.flatMap((size) => colors.map((color) => `${size} / ${color}`));
  let seller: Awaited<ReturnType<typeof approvedSeller>>;
  let pictures: string[];
  let folder: string;

  beforeAll(async () => {
    seller = await approvedSeller(`Catalog Store ${stamp}`);
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'suki-catalog-e2e-'));
    pictures = await Promise.all(
      ['front', 'side', 'inside'].map(async (label, index) => {
        const jpeg = await sampleProductImage({ seed: index + 11, label, width: 900, height: 900 });
        const file = path.join(folder, `tote-${label}.png`);
        await fs.writeFile(file, await sharp(jpeg).png().toBuffer());
        return file;
      }),
    );
  });

  afterAll(async () => {
    if (folder) await fs.rm(folder, { recursive: true, force: true });
  });

  it('the seller creates it in the editor on a phone and finds it under Pending', async () => {
    const page = await sellerPage(seller);
    await page.goto('/products');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('heading', { name: 'No products yet' }).waitFor();
    await checkScreen(page, 'list-empty');

    await page.getByRole('main').getByRole('link', { name: 'Add product' }).first().click();
    await page.waitForURL('**/products/new');
    await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();
    await checkScreen(page, 'editor-new');

    const details = page.getByRole('region', { name: 'Details' });
    await details.getByRole('textbox', { name: 'Product name' }).fill(productName);
    await details
      .getByRole('textbox', { name: 'Description' })
      .fill('Hand-woven abaca tote from Bicol, lined with cotton, with an inside pocket.');
    await details.getByRole('textbox', { name: 'Tags' }).fill('abaca, woven, bag');
    await choose(page, details, 'Category', category);

    await page.locator('input[type="file"]').setInputFiles(pictures);
    const strip = page.getByRole('grid', { name: 'Product pictures' });
    await expect.poll(() => strip.getByRole('row').count()).toBe(3);

    const pricing = page.getByRole('region', { name: 'Pricing' });
    await pricing.getByRole('textbox', { name: 'Price (₱)', exact: true }).fill('899.00');
    await pricing.getByRole('textbox', { name: 'Discounted price (₱)' }).fill('799.50');
    const inventory = page.getByRole('region', { name: 'Inventory' });
    await inventory.getByRole('textbox', { name: 'SKU' }).fill(`TOTE-${stamp}`);
    await inventory.getByRole('textbox', { name: 'Quantity' }).fill('0');
    const box = page.getByRole('region', { name: 'Package' });
    await choose(page, box, 'Unit', 'kg');
    await box.getByRole('textbox', { name: 'Weight (kg)' }).fill('0.45');
    await box.getByRole('textbox', { name: 'Length (cm)' }).fill('40');
    await box.getByRole('textbox', { name: 'Width (cm)' }).fill('12');
    await box.getByRole('textbox', { name: 'Height (cm)' }).fill('35');

    const variants = page.getByRole('region', { name: 'Variants' });
    for (const [index, [name, values]] of (
      [
        ['Size', sizes],
        ['Color', colors],
      ] as const
    ).entries()) {
      await variants.getByRole('button', { name: 'Add option', exact: true }).click();
      const option = variants.getByRole('group', { name: `Option ${index + 1}` });
      await option.getByRole('textbox', { name: `Option ${index + 1} name` }).fill(name);
      for (const [valueIndex, value] of values.entries()) {
        if (valueIndex > 0)
          await option.getByRole('button', { name: `Add value to option ${index + 1}` }).click();
        await option.getByRole('textbox', { name: `Value ${valueIndex + 1}` }).fill(value);
      }
    }
    const rows = variants.getByRole('list', { name: 'Variants' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(6);
    expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))).toEqual(
      combinations.map((combination) => `Variant ${combination}`),
    );
    for (const [index, combination] of combinations.entries()) {
      const row = variants.getByRole('listitem', { name: `Variant ${combination}` });
      await row.getByRole('textbox', { name: 'Price', exact: true }).fill('899');
      await row
        .getByRole('textbox', { name: 'SKU', exact: true })
        .fill(`TOTE-${stamp}-${combination.replace(' / ', '-')}`);
      await row.getByRole('textbox', { name: 'Quantity', exact: true }).fill(String(index + 1));
    }
    // With variants the product's stock is theirs together: 1 + 2 + … + 6.
    expect(await inventory.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe('21');
    await choose(
      page,
      variants.getByRole('listitem', { name: 'Variant S / Red' }),
      'Picture',
      'Picture 2 (tote-side.png, not saved yet)',
    );
    await checkScreen(page, 'editor-filled');

    await page.getByRole('button', { name: 'Save product' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await toast(page, 'Product created').waitFor();

    await page.getByRole('tab', { name: /^Pending/ }).click();
    await page.waitForURL('**/products?*status=pending*');
    const row = productRow(page, 'Pending', productName);
    await row.waitFor();
    await expect.poll(() => page.getByRole('tab', { name: /^Pending/ }).textContent()).toBe('Pending (1)');
    const text = await row.textContent();
    expect(text).toContain(category);
    expect(text).toContain('Pending');
    expect(text).toContain('21');
    expect(text).toContain('6 variants');
    expect(text).toContain('₱799.50');
    // The cover is the first picture, served by the media route at a phone's width.
    const cover = row.locator('img');
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await checkScreen(page, 'list-pending');
  });

  it('the admin on a laptop approves it from the review queue', async () => {
    const page = await adminPage();
    await page.getByRole('navigation').getByRole('link', { name: 'Products' }).first().click();
    await page.waitForURL('**/admin/products**');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    const card = page.getByRole('article', { name: productName });
    const queue = page.getByRole('list', { name: /^Pending products/ });
    await queue.getByRole('listitem').first().waitFor();
    // Oldest first: products the other files sent may come before it, so the queue pages on as it scrolls.
    await expect
      .poll(async () => {
        if (await card.count()) return true;
        await queue.getByRole('listitem').last().scrollIntoViewIfNeeded();
        return false;
      })
      .toBe(true);
    await card.scrollIntoViewIfNeeded();
    const text = await card.textContent();
    expect(text).toContain(seller.storeName);
    expect(text).toContain(category);
    expect(text).toContain('Variants (6)');
    expect(
      await card
        .getByRole('list', { name: `Pictures of ${productName}` })
        .getByRole('img')
        .count(),
    ).toBe(3);
    expect(
      await card
        .getByRole('img', { name: `${productName}, picture 1 of 3` })
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    ).toBe(true);
    await checkScreen(page, 'review-queue');

    await card.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approve this product?' });
    await confirm.waitFor();
    await expectAccessible(page);
    await expectFitsViewports(page);
    await confirm.getByRole('button', { name: 'Approve product' }).click();
    await confirm.waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: /^Approved/ }).click();
    await page
      .getByRole('list', { name: /^Approved products/ })
      .getByRole('article', { name: productName })
      .waitFor();
  });

  it('the seller finds it under Approved, changes a variant’s stock, then deletes it', async () => {
    const page = await sellerPage(seller);
    await page.goto('/products');
    await page.getByRole('tab', { name: /^Approved/ }).click();
    const row = productRow(page, 'Approved', productName);
    await row.waitFor();
    expect(await row.textContent()).toContain('Approved');
    await checkScreen(page, 'list-approved');

    await row.getByRole('button', { name: `Actions for ${productName}` }).click();
    await page
      .getByRole('menu', { name: `Actions for ${productName}` })
      .getByRole('menuitem', { name: 'Edit' })
      .click();
    await page.waitForURL('**/products/*/edit');
    await page.getByRole('heading', { level: 1, name: 'Edit product' }).waitFor();
    const variants = page.getByRole('region', { name: 'Variants' });
    const red = variants.getByRole('listitem', { name: 'Variant M / Red' });
    const quantity = red.getByRole('textbox', { name: 'Quantity', exact: true });
    await expect.poll(() => quantity.inputValue()).toBe('3');
    expect(await page.getByRole('grid', { name: 'Product pictures' }).getByRole('row').count()).toBe(3);
    // The picture chosen for S / Red before the product existed is the saved one it names now.
    await variants
      .getByRole('listitem', { name: 'Variant S / Red' })
      .getByRole('button', { name: 'Picture 2 Picture' })
      .waitFor();
    await checkScreen(page, 'editor-edit');

    await quantity.fill('30');
    expect(
      await page
        .getByRole('region', { name: 'Inventory' })
        .getByRole('textbox', { name: 'Quantity' })
        .inputValue(),
    ).toBe('48');
    await page.getByRole('button', { name: 'Update product' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await toast(page, 'Product updated successfully').waitFor();
    // A stock change keeps the product approved: it is still on the Approved tab, with the new stock.
    await page.getByRole('tab', { name: /^Approved/ }).click();
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('48');
    expect(await row.textContent()).toContain('Approved');

    await row.getByRole('button', { name: `Actions for ${productName}` }).click();
    await page
      .getByRole('menu', { name: `Actions for ${productName}` })
      .getByRole('menuitem', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete product?' });
    await confirm.waitFor();
    await expectAccessible(page);
    await expectFitsViewports(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Product successfully deleted!').waitFor();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('tab', { name: /^All/ }).textContent()).toBe('All (0)');
  });
});

describe('the category tree', () => {
  const stamp = Date.now().toString(36);
  const parent = `Filipino Crafts ${stamp}`;
  const child = 'Capiz Lamps';

  it('an admin adds a parent and a child under it, and the seller’s picker offers them', async () => {
    const seller = await approvedSeller(`Category Store ${stamp}`);
    const page = await adminPage();
    await page.getByRole('navigation').getByRole('link', { name: 'Categories' }).first().click();
    await page.waitForURL('**/admin/categories');
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    await page.getByRole('list', { name: 'Category tree' }).waitFor();
    await checkScreen(page, 'categories');

    await page.getByRole('button', { name: 'Add category' }).click();
    const add = page.getByRole('dialog', { name: 'Add a category' });
    await add.getByRole('textbox', { name: 'Title' }).fill(parent);
    await add.getByRole('textbox', { name: 'Tags' }).fill('handmade, capiz, rattan');
    await checkScreen(page, 'categories-add');
    await add.getByRole('button', { name: 'Add category' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 2, name: parent }).waitFor();

    await page.getByRole('button', { name: `Actions for ${parent}` }).click();
    await page.getByRole('menuitem', { name: 'Add subcategory' }).click();
    const addChild = page.getByRole('dialog', { name: `Add a subcategory to ${parent}` });
    await addChild.getByRole('textbox', { name: 'Title' }).fill(child);
    await addChild.getByRole('button', { name: 'Add category' }).click();
    await addChild.waitFor({ state: 'detached' });
    await page
      .getByRole('list', { name: `Subcategories of ${parent}` })
      .getByText(child, { exact: true })
      .waitFor();
    await page
      .getByRole('list', { name: `Tags of ${parent}` })
      .getByText('capiz')
      .waitFor();
    await checkScreen(page, 'categories-grown');

    const sellerView = await sellerPage(seller);
    const offered = await pickerCategories(sellerView);
    expect(offered).toContain(`${parent} > ${child}`);
    // A parent with children is not offered on its own: a product goes under one of them.
    expect(offered).not.toContain(parent);
  });
});
