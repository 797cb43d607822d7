// The review in the real App and the real composition root (src/app/logic.ts → admin-campaigns.ts →
// campaign-review.ts) at its address: the route, its lazy chunk, the tab read from the query, the title.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { createFakeAdminCampaigns } from '../services/admin-campaigns.ts';
import { renderApp } from '../views/fake-app-logic.tsx';
import { FakeIntersectionObserver } from '../views/notifications/intersection-observer.ts';

const slow = { timeout: 10_000 };
let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

it('opens a campaign’s applications on the tab its address names, and keeps the tab there', async () => {
  FakeIntersectionObserver.install();
  localStorage.setItem('admin_token', 'admin-token');
  const memory = createFakeAdminCampaigns({
    applied: [
      { campaignId: 1, productId: 5001, productName: 'Rice cooker 1.8 L' },
      {
        campaignId: 1,
        productId: 5002,
        productName: 'Coco sugar 1 kg',
        status: 'rejected',
        reason: 'Blurry.',
      },
    ],
  });
  const app = renderApp('/admin/campaigns/1/applications?status=rejected', { adminCampaigns: memory });
  close = app.unmountAll;
  expect(await screen.findByRole('heading', { level: 1, name: 'Payday Sale' }, slow)).toBeVisible();
  const list = await screen.findByRole('list', { name: 'Rejected products, the oldest applied first' }, slow);
  expect(await within(list).findByRole('article', { name: 'Coco sugar 1 kg' })).toBeVisible();
  expect(screen.getByRole('tab', { name: 'Rejected 1' })).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => expect(document.title).toMatch(/^Campaign applications/));
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Pending 1' }));
  expect(await screen.findByRole('article', { name: 'Rice cooker 1.8 L' })).toBeVisible();
  expect(app.memory.history.at(-1)).toBe('/admin/campaigns/1/applications');
  expect(memory.calls).toContain('listProducts 1 rejected');
});
