import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { categoryMessages } from '#schemas/categories';
import {
  createFakeAdminCategories,
  type FakeAdminCategoriesOptions,
} from '../../../../tests/services/admin-categories.ts';
import { provideAdminCategories } from '../../../app/admin-categories.ts';
import { AdminLayout } from '../../layout/AdminLayout.tsx';
import { laptop, phone } from '../../layout/story-fixtures.tsx';
import { ToastRegion } from '../../toast/ToastRegion.tsx';
import { CategoryTree } from './CategoryTree.tsx';

/** The real category tree over the in-memory API described by `scenario` (plain data). */
function CategoriesStory({ scenario }: { scenario: FakeAdminCategoriesOptions }) {
  const [logic] = useState(() => provideAdminCategories(createFakeAdminCategories(scenario).service));
  return (
    <AdminLayout path="/admin/categories" onLogout={() => undefined}>
      <CategoryTree logic={logic} />
      <ToastRegion />
    </AdminLayout>
  );
}

const meta = {
  title: 'Admin/Categories',
  component: CategoriesStory,
  args: { scenario: {} },
} satisfies Meta<typeof CategoriesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const tree = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Category tree' });

/** Opens a category's actions menu and picks `action`. */
const act = async (canvasElement: HTMLElement, title: string, action: string) => {
  await tree(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Actions for ${title}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
};

export const Loaded: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const list = await tree(canvasElement);
    await expect(within(list).getByRole('heading', { name: 'Fashion' })).toBeVisible();
    await expect(within(list).getByRole('list', { name: 'Subcategories of Handicrafts' })).toHaveTextContent(
      'Woven Goods12 products',
    );
    await expect(within(list).getByText('No subcategories yet.')).toBeVisible();
  },
};

export const LoadedNarrow: Story = { globals: phone };

export const Loading: Story = { args: { scenario: { never: true } } };

export const Failed: Story = {
  args: { scenario: { failLoads: 1 } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Try again' });
  },
};

export const Empty: Story = {
  args: { scenario: { rows: [] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'No categories yet' });
  },
};

export const AddingSubcategory: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await act(canvasElement, 'Handicrafts', 'Add subcategory');
    const dialog = await screen.findByRole('dialog', { name: 'Add a subcategory to Handicrafts' });
    await expect(within(dialog).getByRole('button', { name: /Parent category/ })).toHaveTextContent(
      'Handicrafts',
    );
  },
};

export const TitleTaken: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    await act(canvasElement, 'Fashion', 'Add subcategory');
    const dialog = await screen.findByRole('dialog', { name: 'Add a subcategory to Fashion' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'shoes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
        categoryMessages.titleTaken('shoes', 'Fashion'),
      ),
    );
  },
};

export const EditingParentWithChildren: Story = {
  play: async ({ canvasElement }) => {
    await act(canvasElement, 'Fashion', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Fashion”' });
    await expect(
      within(dialog).getByText('It has subcategories, so it stays top-level.'),
    ).toBeInTheDocument();
  },
};

export const ConfirmingDelete: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await act(canvasElement, 'Shoes', 'Delete');
    await screen.findByRole('alertdialog', { name: 'Delete “Shoes”?' });
  },
};

export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    await act(canvasElement, 'Woven Goods', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Woven Goods”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    await screen.findByText(categoryMessages.inUse('Woven Goods', 12));
  },
};
