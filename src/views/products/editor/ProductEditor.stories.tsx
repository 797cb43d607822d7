import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  fakeProductEditor,
  sampleProduct,
  type FakeProductEditorOptions,
} from '../../../../tests/services/product-editor.ts';
import { MerchantLayout } from '../../layout/MerchantLayout.tsx';
import { laptop, phone, storyChangePassword, storyNotifications } from '../../layout/story-fixtures.tsx';
import { ProductEditorFlow } from './ProductEditor.tsx';

/** The real editor, in the merchant shell, over the in-memory API described by `scenario` (plain data). */
function ProductEditorStory({
  scenario,
  productId,
}: {
  scenario: FakeProductEditorOptions;
  productId: number | null;
}) {
  const [machine] = useState(() => fakeProductEditor(scenario));
  const [notifications] = useState(() => storyNotifications());
  return (
    <MerchantLayout
      path={productId === null ? '/products/new' : `/products/${productId}/edit`}
      email="ana@tindahan.ph"
      sellerName="Ana Santos"
      supportEmail="help@suki.ph"
      approvalStatus={1}
      onLogout={() => undefined}
      changePasswordLogic={storyChangePassword}
      notifications={notifications}
    >
      <ProductEditorFlow machine={machine} productId={productId} />
    </MerchantLayout>
  );
}

const meta = {
  title: 'Products/Editor',
  component: ProductEditorStory,
  args: { scenario: {}, productId: null },
} satisfies Meta<typeof ProductEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement, name = 'New product') =>
  within(canvasElement).findByRole('form', { name });

/** Nothing wider than the page: no sideways scrolling on a phone. */
const fits = async (canvasElement: HTMLElement) =>
  expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
    canvasElement.ownerDocument.documentElement.clientWidth,
  );

export const Loading: Story = { args: { scenario: { latencyMs: 'never' }, productId: 7001 } };

export const LoadFailed: Story = {
  args: { scenario: { fail: { load: true } }, productId: 7001 },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Try again' });
  },
};

export const New: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await fits(canvasElement);
  },
};

export const NewOnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await fits(canvasElement);
  },
};

/** Save on an empty form: every field says what it needs (spec §5), and focus goes to the first. */
export const Invalid: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(await form(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Save product' }));
    await canvas.findByText('Product name is required and must be atleast 3 characters');
    await expect(canvas.getByText('Product description is required')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid price')).toBeVisible();
    await expect(canvas.getByText('Product SKU is required')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid weight')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Product name' })).toHaveFocus());
  },
};

export const Edit: Story = {
  globals: laptop,
  args: { productId: 7001 },
  play: async ({ canvasElement }) => {
    const canvas = within(await form(canvasElement, 'Edit product'));
    await expect(canvas.getByRole('textbox', { name: 'Product name' })).toHaveValue('Abaca tote bag');
    await expect(canvas.getByRole('listitem', { name: 'Variant S' })).toBeVisible();
  },
};

export const EditOnPhone: Story = {
  globals: phone,
  args: { productId: 7001 },
  play: async ({ canvasElement }) => {
    await form(canvasElement, 'Edit product');
    await fits(canvasElement);
  },
};

/** Update pressed: the request is on its way and shows how much is uploaded. */
export const Saving: Story = {
  globals: laptop,
  args: { productId: 7001, scenario: { hold: { save: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(await form(canvasElement, 'Edit product'));
    await userEvent.click(canvas.getByRole('button', { name: 'Update product' }));
    await canvas.findByRole('progressbar', { name: 'Saving the product' });
  },
};

/** The server could not save: the values stay, the banner says so. */
export const Failed: Story = {
  globals: laptop,
  args: { productId: 7001, scenario: { fail: { save: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(await form(canvasElement, 'Edit product'));
    await userEvent.click(canvas.getByRole('button', { name: 'Update product' }));
    await within(canvasElement).findByText('Error updating product', { selector: 'strong' });
    await expect(canvas.getByRole('textbox', { name: 'Product name' })).toHaveValue('Abaca tote bag');
  },
};

/** A typed change, then Cancel: the dialog asks before anything is lost. */
export const Leaving: Story = {
  globals: laptop,
  args: { productId: 7001 },
  play: async ({ canvasElement }) => {
    const canvas = within(await form(canvasElement, 'Edit product'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Product name' }), ' (large)');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Leave without saving?',
    });
  },
};

const sizes = ['S', 'M', 'L'];
const colours = ['Red', 'Blue', 'Green'];
const materials = ['Abaca', 'Rattan', 'Buri'];

/** The generator at its limits: 3 options of 3 values, 27 combinations; Add option and Add value are off. */
export const VariantsAtLimits: Story = {
  globals: laptop,
  args: {
    productId: 7002,
    scenario: {
      products: [
        sampleProduct({
          id: 7002,
          options: [
            ['Size', sizes],
            ['Colour', colours],
            ['Material', materials],
          ].map(([name, values], index) => ({
            id: 70 + index,
            name: name as string,
            productId: 7002,
            values: (values as string[]).map((value, at) => ({
              id: 700 + index * 10 + at,
              optionId: 70 + index,
              value,
            })),
          })),
          variants: sizes.flatMap((size, a) =>
            colours.flatMap((colour, b) =>
              materials.map((material, c) => ({
                ...sampleProduct().variants[0]!,
                id: 9000 + a * 9 + b * 3 + c,
                option1: size,
                option2: colour,
                option3: material,
                sku: `TOTE-${size}-${colour}-${material}`.toUpperCase(),
                image: null,
              })),
            ),
          ),
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(await form(canvasElement, 'Edit product'));
    await expect(canvas.getAllByRole('listitem', { name: /^Variant / })).toHaveLength(27);
    await expect(canvas.getByRole('button', { name: 'Add option' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add value to option 1' })).toBeDisabled();
  },
};
