// The campaign page in the real App and the real composition root (src/app/logic.ts → campaigns.ts →
// campaign-application.ts) at its address: the route, its lazy chunk, the title, an application sent
// through the in-memory campaigns service with the products the products service lists.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { campaignMessages } from '#schemas/campaigns';
import { createFakeCampaigns, daysFrom, makeCampaign } from '../services/campaigns.ts';
import { makeProduct } from '../services/products.ts';
import { renderApp } from '../views/fake-app-logic.tsx';

const slow = { timeout: 10_000 };
let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

it('opens a campaign at its address and applies a product from the seller’s catalog', async () => {
  localStorage.setItem('token', 'stored-token');
  // The page reads the real clock for the window; the fake's is the same moment.
  const now = new Date();
  const tote = makeProduct(1);
  const memory = createFakeCampaigns({
    now,
    campaigns: [makeCampaign(3, { title: 'Payday Sale', applicationEndDate: daysFrom(now, 2) }, now)],
    products: [tote],
  });
  const app = renderApp('/campaigns/3', { campaigns: memory, products: { products: [tote] } });
  close = app.unmountAll;
  expect(await screen.findByRole('heading', { level: 1, name: 'Payday Sale' }, slow)).toBeVisible();
  await waitFor(() => expect(document.title).toMatch(/^Campaign(?!s)/));
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Apply products' }));
  const picker = screen.getByRole('region', { name: 'Apply products' });
  await user.click(await within(picker).findByRole('button', { name: 'Add Abaca tote bag' }, slow));
  await user.type(within(picker).getByRole('textbox', { name: 'Discount price (₱) Abaca tote bag' }), '400');
  await user.click(within(picker).getByRole('button', { name: 'Submit application' }));
  expect(await screen.findByRole('alertdialog', { name: campaignMessages.applied }, slow)).toBeVisible();
  const yours = screen.getByRole('list', { name: 'Your products' });
  expect(within(yours).getByText('Pending')).toBeVisible();
  expect(memory.applied()).toEqual([expect.objectContaining({ status: 'pending', discountPrice: 400 })]);
});

it('says the campaign is not found at an address no campaign has', async () => {
  localStorage.setItem('token', 'stored-token');
  const app = renderApp('/campaigns/999', { campaigns: createFakeCampaigns({ campaigns: [] }) });
  close = app.unmountAll;
  expect(await screen.findByText(campaignMessages.notFound, {}, slow)).toBeVisible();
});
