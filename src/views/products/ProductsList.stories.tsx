import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { approvalStatus, type ApprovalStatus } from '#schemas/seller';
import { fakeProductList, makeProduct, type FakeProductsOptions } from '../../../tests/services/products.ts';
import { MerchantLayout } from '../layout/MerchantLayout.tsx';
import { laptop, phone, storyChangePassword, storyNotifications } from '../layout/story-fixtures.tsx';
import { ProductsAwaitingApproval, ProductsList } from './ProductsList.tsx';

const catalog = Array.from({ length: 13 }, (_, index) =>
  makeProduct(index + 1, index === 4 ? { quantity: 0 } : {}),
);

type ProductsStoryProps = {
  /** The in-memory API (plain data). */
  scenario: FakeProductsOptions;
  /** Where the list opens, filters included. */
  url?: string;
  /** The seller's account, as the session holds it. */
  account?: ApprovalStatus;
};

/** The real product list in the merchant layout, over the in-memory API, its URL in memory. */
function ProductsStory({
  scenario,
  url = '/products',
  account = approvalStatus.approved,
}: ProductsStoryProps) {
  const [{ location, logic }] = useState(() => {
    const location = memoryLocation({ path: url });
    return { location, logic: fakeProductList(scenario, location.navigate) };
  });
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <MerchantLayout
        path="/products"
        email="ana@tindahan.ph"
        sellerName="Ana Reyes"
        supportEmail="help@suki.ph"
        approvalStatus={account}
        onLogout={() => undefined}
        changePasswordLogic={storyChangePassword}
        notifications={storyNotifications()}
      >
        {account === approvalStatus.approved ? <ProductsList logic={logic} /> : <ProductsAwaitingApproval />}
      </MerchantLayout>
    </Router>
  );
}

const meta = {
  title: 'Products/List',
  component: ProductsStory,
  args: { scenario: { products: catalog } },
} satisfies Meta<typeof ProductsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvasElement: HTMLElement, label: string, count: number) => {
  const list = await within(canvasElement).findByRole('list', { name: label });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(count));
  return list;
};

export const Loaded: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const list = await rows(canvasElement, 'All products', 10);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'All (13)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('13 products')).toBeInTheDocument();
    await expect(
      within(list).getAllByText('Reason: The photos are too dark to show the weave.'),
    ).toHaveLength(3);
    await expect(within(list).getByText('Out of stock')).toBeInTheDocument();
  },
};

export const LoadedPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await rows(canvasElement, 'All products', 10);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = { args: { scenario: { latencyMs: 'never' } } };

export const Empty: Story = {
  args: { scenario: { products: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'No products yet' });
    await expect(canvas.getAllByRole('link', { name: 'Add product' })).toHaveLength(2);
  },
};

/** A shared link: a search and the Rejected tab, least stock first. */
export const Filtered: Story = {
  args: { url: '/products?search=pina&status=rejected&sort=stock&order=asc' },
  play: async ({ canvasElement }) => {
    await rows(canvasElement, 'Rejected products', 2);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('pina');
    await expect(canvas.getByText('2 rejected products match “pina”')).toBeInTheDocument();
  },
};

export const NothingMatches: Story = {
  globals: phone,
  args: { url: '/products?search=zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'No products found' });
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { scenario: { products: catalog, fail: { list: true, count: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Error fetching products');
    await expect(canvas.getByText('Failed to fetch products count')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
  },
};

export const CountFailed: Story = {
  args: { scenario: { products: catalog, fail: { count: true } } },
  play: async ({ canvasElement }) => {
    await rows(canvasElement, 'All products', 10);
    await within(canvasElement).findByText('Failed to fetch products count');
  },
};

/** The session says the account is not approved yet: no list, no Add product. */
export const AwaitingApproval: Story = {
  args: { account: approvalStatus.pending },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(
      'Your account is awaiting approval by the admin. You can do this once your account is approved.',
    );
    await expect(canvas.queryByRole('link', { name: 'Add product' })).not.toBeInTheDocument();
  },
};

/** The API refuses the catalog (the account was not approved after all). */
export const AwaitingApprovalFromApi: Story = {
  args: { scenario: { products: catalog, awaitingApproval: true } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'Your account is awaiting approval by the admin. You can do this once your account is approved.',
    );
  },
};

export const ConfirmDelete: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await rows(canvasElement, 'All products', 10);
    const name = catalog[0]!.productName;
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Actions for ${name}` }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete product?' });
    await expect(dialog).toHaveTextContent(`“${name}”`);
  },
};
