import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productStatus } from '#schemas/products';
import {
  fakeNow,
  makeReviewProduct,
  type FakeAdminProductsOptions,
} from '../../../../tests/services/admin-products.ts';
import { AdminLayout } from '../../layout/AdminLayout.tsx';
import { laptop, phone } from '../../layout/story-fixtures.tsx';
import { ProductReview } from './ProductReview.tsx';
import { storyProductReview } from './story-logic.ts';

const products = [
  makeReviewProduct(1),
  makeReviewProduct(2, {
    productName: 'Ube halaya, 350 g jar',
    options: [],
    variants: [],
    quantity: 40,
    price: 0.29,
    discountedPrice: null,
    category: { id: 30, title: 'Snacks', parentCategory: { id: 3, title: 'Food & Beverages' }, tags: [] },
  }),
  makeReviewProduct(3, { images: [] }),
  makeReviewProduct(4, { status: productStatus.approved }),
  makeReviewProduct(5, { status: productStatus.rejected, statusReason: 'The pictures show another brand.' }),
];

/** The real review queue over the in-memory API described by `scenario` (plain data). */
function ProductReviewStory({ scenario }: { scenario: FakeAdminProductsOptions }) {
  const [logic] = useState(() => storyProductReview(scenario));
  return (
    <AdminLayout path="/admin/products" onLogout={() => undefined}>
      <ProductReview logic={logic} now={fakeNow} />
    </AdminLayout>
  );
}

const meta = {
  title: 'Admin/Products',
  component: ProductReviewStory,
  args: { scenario: { products } },
} satisfies Meta<typeof ProductReviewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const pendingList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Pending products, oldest submission first' });

export const Loaded: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const list = await pendingList(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Pending (3)' })).toHaveAttribute('aria-selected', 'true');
    // Pesos from the JSON shown without float drift: 0.29 is ₱0.29, never ₱0.28.
    await expect(within(list).getByText('₱0.29')).toBeInTheDocument();
    await expect(within(list).getAllByText('Handicrafts > Woven Goods')).toHaveLength(2);
  },
};

export const LoadedNarrow: Story = { globals: phone };

export const Empty: Story = {
  args: { scenario: { products: [] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'No product is waiting for review. New and edited products appear here.',
    );
  },
};

export const Loading: Story = { args: { scenario: { products, latencyMs: 'never' } } };

export const Failed: Story = {
  args: { scenario: { products, fail: { list: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The products could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Rejected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pendingList(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Rejected (1)' }));
    const list = await canvas.findByRole('list', { name: 'Rejected products, oldest submission first' });
    await within(list).findByText('The pictures show another brand.');
    await expect(within(list).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  },
};

const openOn = async (canvasElement: HTMLElement, button: 'Approve' | 'Reject') => {
  const list = await pendingList(canvasElement);
  const [first] = await within(list).findAllByRole('article');
  await userEvent.click(within(first!).getByRole('button', { name: button }));
  return within(canvasElement.ownerDocument.body);
};

export const ApproveDialog: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const page = await openOn(canvasElement, 'Approve');
    const dialog = await page.findByRole('alertdialog', { name: 'Approve this product?' });
    // Visible once its opening animation has begun.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Approve product' })).toHaveFocus();
  },
};

export const RejectDialog: Story = {
  play: async ({ canvasElement }) => {
    const page = await openOn(canvasElement, 'Reject');
    const dialog = await page.findByRole('dialog', { name: 'Reject this product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject product' }));
    await within(dialog).findByText('Please give the seller a reason');
  },
};

export const Deciding: Story = {
  args: { scenario: { products, pendingDecisions: true } },
  play: async ({ canvasElement }) => {
    const page = await openOn(canvasElement, 'Approve');
    await userEvent.click(await page.findByRole('button', { name: 'Approve product' }));
    await expect(await page.findByRole('button', { name: 'Approving…' })).toBeDisabled();
  },
};

export const DecisionFailed: Story = {
  args: { scenario: { products, fail: { decide: 500 } } },
  play: async ({ canvasElement }) => {
    const page = await openOn(canvasElement, 'Approve');
    await userEvent.click(await page.findByRole('button', { name: 'Approve product' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Approve this product?' });
    await within(dialog).findByText('The decision could not be saved. Please try again.');
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const AlreadyDecided: Story = {
  globals: phone,
  args: { scenario: { products, fail: { decide: 409 } } },
  play: async ({ canvasElement }) => {
    const page = await openOn(canvasElement, 'Approve');
    await userEvent.click(await page.findByRole('button', { name: 'Approve product' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Already decided' });
    await expect(dialog).toHaveTextContent(
      'Your decision on “Abaca tote 1” was not saved. This product was already approved. Only products pending review can be decided. It leaves the queue now.',
    );
  },
};

export const AlreadyDecidedDismissed: Story = {
  args: { scenario: { products, fail: { decide: 409 } } },
  play: async ({ canvasElement }) => {
    const page = await openOn(canvasElement, 'Approve');
    await userEvent.click(await page.findByRole('button', { name: 'Approve product' }));
    await userEvent.click(await page.findByRole('button', { name: 'Back to the queue' }));
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Pending (2)' })).toBeInTheDocument());
    const list = await pendingList(canvasElement);
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
  },
};
