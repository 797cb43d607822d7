// Model-based test of creating and editing a product (issue 11's product-save statechart; spec §3, §4, §5,
// §8; issue 15's AI draft used and undone) through the real editor: every path through a behaviour model of
// what the seller does and sees is one test, and at every model state the screen AND the real product-save
// actor are checked.
import { createTestModel } from '@xstate/graph';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setup, type EventFrom } from 'xstate';
import { FailureError } from '#machines/shared/failure.ts';
import { transitionPaths } from './model-support.ts';
import { button, renderEditor, shownError, slow, textbox, toast } from './product-save-support.tsx';

const productSaveBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_NEW' }
      | { type: 'OPEN_EDIT' }
      | { type: 'SERVER_LOADS' }
      | { type: 'SERVER_LOAD_FAILS' }
      | { type: 'RETRY' }
      | { type: 'SUBMIT' }
      | { type: 'FILL_NEW' }
      | { type: 'ADD_PICTURES' }
      | { type: 'MOVE_PICTURE' }
      | { type: 'REMOVE_PICTURE' }
      | { type: 'SWITCH_TO_KG' }
      | { type: 'BLANK_NAME' }
      | { type: 'RENAME' }
      | { type: 'CANCEL' }
      | { type: 'CLICK_LINK' }
      | { type: 'STAY' }
      | { type: 'LEAVE' }
      | { type: 'SERVER_REPORTS_PROGRESS' }
      | { type: 'SERVER_SAVES' }
      | { type: 'SERVER_REFUSES_SKU' }
      | { type: 'SERVER_FAILS' }
      | { type: 'FIX_SKU' }
      | { type: 'USE_AI_DRAFT' }
      | { type: 'UNDO_DRAFT' }
      | { type: 'TYPE_DESCRIPTION' };
  },
}).createMachine({
  id: 'productSaveBehaviour',
  initial: 'opening',
  states: {
    opening: {
      meta: { description: 'nothing shown yet' },
      on: { OPEN_NEW: 'loadingNew', OPEN_EDIT: 'loadingEdit' },
    },
    loadingNew: {
      meta: { description: 'the new-product form waits for the categories' },
      on: { SERVER_LOADS: 'blankNew' },
    },
    blankNew: {
      meta: { description: 'an empty new-product form, no message shown' },
      on: { SUBMIT: 'allRequired' },
    },
    allRequired: {
      meta: { description: 'every required field says what it needs; focus on the product name' },
      on: { FILL_NEW: 'filledNew' },
    },
    filledNew: {
      meta: { description: 'every field filled in, no message shown' },
      on: { ADD_PICTURES: 'withPictures', SWITCH_TO_KG: 'inKilograms' },
    },
    inKilograms: {
      meta: { description: 'the weight shown in kilograms: 350 g reads 0.35 kg' },
      on: { SUBMIT: 'creating' },
    },
    withPictures: {
      meta: { description: 'two new pictures listed, a.png first' },
      on: { MOVE_PICTURE: 'pictureMoved', REMOVE_PICTURE: 'pictureRemoved', SUBMIT: 'creating' },
    },
    pictureMoved: { meta: { description: 'b.png moved before a.png' } },
    pictureRemoved: { meta: { description: 'a.png removed, b.png left' } },
    creating: {
      meta: { description: 'the new product is on its way (POST, pictures as images parts)' },
      on: { SERVER_SAVES: 'created' },
    },
    created: { meta: { description: 'told the product was created, taken to /products' } },
    loadingEdit: {
      meta: { description: 'the edit form waits for the product' },
      on: { SERVER_LOADS: 'pristine', SERVER_LOAD_FAILS: 'loadFailed' },
    },
    loadFailed: {
      meta: { description: "'Error fetching product', with Try again" },
      on: { RETRY: 'loadingEdit' },
    },
    pristine: {
      meta: { description: "the product's saved values, nothing changed" },
      on: {
        CANCEL: 'leftAtOnce',
        BLANK_NAME: 'nameRequired',
        RENAME: 'renamed',
        SUBMIT: 'updating',
        USE_AI_DRAFT: 'drafted',
      },
    },
    drafted: {
      meta: { description: "a draft from Write with AI in the description, with 'Undo AI description'" },
      on: { UNDO_DRAFT: 'undone', TYPE_DESCRIPTION: 'ownDescription' },
    },
    undone: { meta: { description: 'Undo: the description as it was, no undo left' } },
    ownDescription: { meta: { description: 'typed into the draft: it is the seller’s own, no undo left' } },
    leftAtOnce: { meta: { description: 'Cancel with nothing changed goes to /products without asking' } },
    nameRequired: { meta: { description: "the name emptied and left: 'Product name is required'" } },
    renamed: {
      meta: { description: 'the name changed, not saved' },
      on: { CANCEL: 'asking', CLICK_LINK: 'askingForLink', SUBMIT: 'updating' },
    },
    asking: {
      meta: { description: 'Cancel asks whether to leave without saving' },
      on: { STAY: 'stayed', LEAVE: 'leftAfterAsking' },
    },
    stayed: { meta: { description: 'Stay: the form again, the change kept' } },
    leftAfterAsking: { meta: { description: 'Leave: taken to /products, nothing saved' } },
    askingForLink: {
      meta: { description: "a link elsewhere in the app asks first, and doesn't go" },
      on: { LEAVE: 'leftForLink' },
    },
    leftForLink: { meta: { description: 'Leave: taken where the link pointed' } },
    updating: {
      meta: { description: 'the update is on its way (PUT, tags and kept pictures as JSON)' },
      on: {
        SERVER_REPORTS_PROGRESS: 'uploading',
        SERVER_SAVES: 'updated',
        SERVER_REFUSES_SKU: 'skuRefused',
        SERVER_FAILS: 'failed',
      },
    },
    uploading: {
      meta: { description: 'the upload shows how far it is' },
      on: { SERVER_SAVES: 'updated' },
    },
    updated: { meta: { description: "'Product updated successfully', taken to /products" } },
    skuRefused: {
      meta: { description: "the server's 409 under the SKU, every value kept" },
      on: { FIX_SKU: 'skuFixed' },
    },
    skuFixed: { meta: { description: "the SKU retyped: the server's message is gone" } },
    failed: {
      meta: { description: "'Error updating product': values kept, the variants' pictures cleared" },
      on: { SUBMIT: 'updating' },
    },
  },
});

type BehaviourEvent = EventFrom<typeof productSaveBehaviour>;
const everyEvent = (
  [
    'OPEN_NEW',
    'OPEN_EDIT',
    'SERVER_LOADS',
    'SERVER_LOAD_FAILS',
    'RETRY',
    'SUBMIT',
    'FILL_NEW',
    'ADD_PICTURES',
    'MOVE_PICTURE',
    'REMOVE_PICTURE',
    'SWITCH_TO_KG',
    'BLANK_NAME',
    'RENAME',
    'CANCEL',
    'CLICK_LINK',
    'STAY',
    'LEAVE',
    'SERVER_REPORTS_PROGRESS',
    'SERVER_SAVES',
    'SERVER_REFUSES_SKU',
    'SERVER_FAILS',
    'FIX_SKU',
    'USE_AI_DRAFT',
    'UNDO_DRAFT',
    'TYPE_DESCRIPTION',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];
const offered = (snapshot: { can: (event: BehaviourEvent) => boolean }) =>
  everyEvent.filter((event) => snapshot.can(event));

const model = createTestModel(productSaveBehaviour, { events: offered });
const paths = transitionPaths(model, offered);

const outage = new TypeError('Failed to fetch');
const notFound = new FailureError({
  kind: 'http',
  status: 404,
  code: 'NOT_FOUND',
  message: 'Product not found',
});
const skuMessage = 'The SKU TOTE-1 is already used by another of your products';
const skuTaken = new FailureError({
  kind: 'http',
  status: 409,
  code: 'CONFLICT',
  message: skuMessage,
  fields: { sku: skuMessage },
});

const savedDescription = 'Hand-woven in Bicol from abaca fibre.';
/** The in-memory writer's one draft from the prefilled title (tests/services/ai.ts). */
const draft = 'Meet the Abaca tote bag.';

const picture = (name: string) => new File(['picture'], name, { type: 'image/png' });

describe(`product save (model-based, ${paths.length} paths)`, () => {
  for (const path of paths) {
    it(path.description, async () => {
      const user = userEvent.setup();
      let editor: ReturnType<typeof renderEditor> | undefined;
      const opened = () => editor!;
      const actor = () => opened().editor();
      const requests = (name: 'createProduct' | 'updateProduct') => opened().save.sent(name);
      const lastFields = (name: 'createProduct' | 'updateProduct') =>
        requests(name).at(-1)![name === 'createProduct' ? 0 : 1] as Record<string, string>;
      const retype = async (name: string, value: string) => {
        await user.clear(textbox(name));
        if (value) {
          await user.click(textbox(name));
          await user.paste(value);
        }
      };
      /** The name as this path left it: every typed value survives a failed save. */
      const typedName = () =>
        path.steps.some((step) => step.event.type === 'RENAME') ? 'Abaca tote bag, large' : 'Abaca tote bag';
      const productSku = () =>
        within(screen.getByRole('region', { name: 'Inventory' })).getByRole('textbox', { name: 'SKU' });
      const pictures = () =>
        within(screen.getByRole('grid', { name: 'Product pictures' })).getAllByRole('row');

      try {
        await path.test({
          states: {
            opening: () => expect(editor).toBeUndefined(),
            loadingNew: () => {
              expect(screen.getByRole('status')).toHaveTextContent('Loading…');
              expect(actor().matches('loading')).toBe(true);
            },
            blankNew: async () => {
              await screen.findByRole('heading', { level: 1, name: 'New product' });
              expect(textbox('Product name')).toHaveValue('');
              expect(shownError(textbox('Product name'))).toBeNull();
              expect(actor().matches({ form: 'editing' })).toBe(true);
            },
            allRequired: async () => {
              expect(shownError(textbox('Product name'))).toBe(
                'Product name is required and must be atleast 3 characters',
              );
              expect(shownError(textbox('Description'))).toBe('Product description is required');
              expect(shownError(textbox('Price (₱)'))).toBe('Please enter a valid price');
              expect(shownError(productSku())).toBe('Product SKU is required');
              expect(shownError(textbox('Weight (g)'))).toBe('Please enter a valid weight');
              expect(shownError(textbox('Length (cm)'))).toBe('Please enter a valid length');
              expect(screen.getByText('Please choose a category')).toBeVisible();
              await waitFor(() => expect(textbox('Product name')).toHaveFocus());
              expect(actor().matches({ form: 'editing' })).toBe(true);
              expect(actor().context.submitTried).toBe(true);
              expect(requests('createProduct')).toHaveLength(0);
            },
            filledNew: () => {
              for (const name of ['Product name', 'Description', 'Price (₱)', 'SKU', 'Weight (g)'])
                expect(shownError(textbox(name)), name).toBeNull();
              expect(actor().context.values.categoryId).toBe('11');
            },
            inKilograms: () => {
              expect(textbox('Weight (kg)')).toHaveValue('0.35');
              expect(actor().context.values).toMatchObject({ weight: '0.35', weightUnit: 'kg' });
            },
            withPictures: () => {
              expect(pictures().map((row) => row.getAttribute('aria-label') ?? row.textContent)).toHaveLength(
                2,
              );
              expect(actor().context.images.map((image) => image.kind === 'new' && image.file.name)).toEqual([
                'a.png',
                'b.png',
              ]);
            },
            pictureMoved: () => {
              expect(screen.getByRole('img', { name: 'Picture 1 (b.png, not saved yet)' })).toBeVisible();
              expect(actor().context.images.map((image) => image.kind === 'new' && image.file.name)).toEqual([
                'b.png',
                'a.png',
              ]);
            },
            pictureRemoved: () => {
              expect(pictures()).toHaveLength(1);
              expect(screen.getByRole('img', { name: 'Picture 1 (b.png, not saved yet)' })).toBeVisible();
            },
            creating: async () => {
              await waitFor(() => expect(opened().save.waiting('createProduct')).toBe(1));
              expect(button('Save product')).toBeDisabled();
              expect(actor().matches('saving')).toBe(true);
              const fields = lastFields('createProduct');
              // Spec §3 New product: tags as one comma-separated text; lists as JSON text; grams.
              expect(fields).toMatchObject({
                productName: 'Abaca tote bag',
                productTag: 'bag, woven',
                productCategoryIds: '[11]',
                price: '450.50',
                weight: '350',
                options: '[]',
                variants: '[]',
              });
              const files = requests('createProduct').at(-1)![1] as File[];
              expect(files.map((file) => file.name)).toEqual(
                actor().context.images.map((image) => (image.kind === 'new' ? image.file.name : '')),
              );
            },
            created: async () => {
              await toast('Product created');
              expect(opened().visited).toEqual(['/products']);
              expect(actor().status).toBe('done');
              expect(actor().value).toBe('saved');
              expect(
                opened()
                  .memory.saved()
                  .some((product) => product.productName === 'Abaca tote bag' && product.status === 0),
              ).toBe(true);
            },
            loadingEdit: () => {
              expect(screen.getByRole('status')).toHaveTextContent('Loading the product…');
              expect(actor().matches('loading')).toBe(true);
            },
            loadFailed: async () => {
              expect(button('Try again')).toBeVisible();
              expect(screen.getByText(/^Error fetching product: Product not found/)).toBeVisible();
              await toast('Error fetching product');
              expect(actor().matches('loadFailed')).toBe(true);
            },
            pristine: async () => {
              await screen.findByRole('heading', { level: 1, name: 'Edit product' });
              expect(textbox('Product name')).toHaveValue('Abaca tote bag');
              expect(textbox('Tags')).toHaveValue('bag, woven');
              expect(textbox('Price (₱)')).toHaveValue('450.50');
              expect(actor().matches({ form: 'editing' })).toBe(true);
              expect(actor().context.changed).toBe(false);
            },
            leftAtOnce: () => {
              expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).toBeNull();
              expect(opened().visited).toEqual(['/products']);
              expect(actor().value).toBe('left');
            },
            nameRequired: () => {
              expect(shownError(textbox('Product name'))).toBe('Product name is required');
              expect(actor().context.visited).toContain('productName');
            },
            renamed: () => {
              expect(textbox('Product name')).toHaveValue('Abaca tote bag, large');
              expect(actor().context.changed).toBe(true);
            },
            asking: async () => {
              const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
              expect(dialog).toHaveTextContent('Your changes to this product are not saved.');
              expect(opened().visited).toEqual([]);
              expect(actor().matches({ form: 'leaving' })).toBe(true);
            },
            stayed: async () => {
              await waitFor(() =>
                expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).toBeNull(),
              );
              expect(textbox('Product name')).toHaveValue('Abaca tote bag, large');
              expect(actor().matches({ form: 'editing' })).toBe(true);
            },
            leftAfterAsking: () => {
              expect(opened().visited).toEqual(['/products']);
              expect(actor().value).toBe('left');
              expect(requests('updateProduct')).toHaveLength(0);
            },
            askingForLink: async () => {
              await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
              expect(actor().context.leaveTo).toBe('/orders');
              expect(actor().matches({ form: 'leaving' })).toBe(true);
            },
            leftForLink: () => {
              expect(opened().visited).toEqual(['/orders']);
              expect(actor().value).toBe('left');
            },
            updating: async () => {
              await waitFor(() => expect(opened().save.waiting('updateProduct')).toBe(1));
              expect(button('Update product')).toBeDisabled();
              expect(actor().matches('saving')).toBe(true);
              const [id, fields, files] = requests('updateProduct').at(-1)!;
              expect(id).toBe(7001);
              expect(files).toEqual([]);
              // Spec §3 Edit product: tags as a JSON list, the kept pictures as {id} in order.
              expect(fields).toMatchObject({
                productTag: '["bag","woven"]',
                images: '[{"id":801},{"id":802}]',
                productCategoryIds: '[11]',
                options: '[{"name":"Size","values":["S","M"]}]',
              });
              expect(JSON.parse((fields as Record<string, string>).variants!)).toMatchObject([
                { option1: 'S', sku: 'TOTE-1-S', price: '450.50', quantity: '2' },
                { option1: 'M', sku: 'TOTE-1-M', price: '480.00', quantity: '3' },
              ]);
            },
            uploading: () => {
              expect(screen.getByRole('progressbar', { name: 'Saving the product' })).toHaveAttribute(
                'aria-valuenow',
                '1',
              );
              expect(screen.getByText(/Uploading… 50%/)).toBeVisible();
              expect(actor().context.progress).toEqual({ loaded: 1, total: 2 });
            },
            updated: async () => {
              await toast('Product updated successfully');
              expect(opened().visited).toEqual(['/products']);
              expect(actor().value).toBe('saved');
            },
            skuRefused: async () => {
              await waitFor(() => expect(shownError(productSku())).toBe(skuMessage));
              await toast('Error updating product');
              expect(textbox('Product name')).toHaveValue(typedName());
              expect(actor().matches({ form: 'failed' })).toBe(true);
            },
            drafted: async () => {
              await waitFor(() => expect(textbox('Description')).toHaveValue(draft));
              expect(button('Undo AI description')).toBeVisible();
              expect(screen.queryByRole('dialog', { name: 'Write with AI' })).toBeNull();
              expect(actor().context.descriptionUndo).toBe(savedDescription);
              expect(actor().context.changed).toBe(true);
            },
            undone: () => {
              expect(textbox('Description')).toHaveValue(savedDescription);
              expect(screen.queryByRole('button', { name: 'Undo AI description' })).toBeNull();
              expect(actor().context.descriptionUndo).toBeNull();
            },
            ownDescription: () => {
              expect(textbox('Description')).toHaveValue(`${draft} Hand-woven in Bicol.`);
              expect(screen.queryByRole('button', { name: 'Undo AI description' })).toBeNull();
              expect(actor().context.descriptionUndo).toBeNull();
            },
            skuFixed: () => {
              expect(shownError(productSku())).toBeNull();
              expect(actor().context.serverErrors).toEqual({});
            },
            failed: async () => {
              await screen.findByText('Error updating product', { selector: 'strong' });
              await toast('Error updating product');
              expect(textbox('Product name')).toHaveValue(typedName());
              // Spec §4: a failed update clears the generated combinations' pictures (S had one).
              await waitFor(() =>
                expect(
                  opened()
                    .generator()
                    .context.rows.every((row) => row.image === null),
                ).toBe(true),
              );
              expect(actor().matches({ form: 'failed' })).toBe(true);
            },
          },
          events: {
            OPEN_NEW: () => {
              editor = renderEditor(null);
            },
            OPEN_EDIT: () => {
              editor = renderEditor(7001);
            },
            SERVER_LOADS: () => opened().load(),
            SERVER_LOAD_FAILS: () => opened().refuseLoad(notFound),
            RETRY: () => user.click(button('Try again')),
            SUBMIT: () => user.click(button(/^(Save|Update) product$/)),
            FILL_NEW: async () => {
              await retype('Product name', 'Abaca tote bag');
              await retype('Description', 'Hand-woven in Bicol.');
              await retype('Tags', 'bag, woven');
              await user.click(screen.getByRole('button', { name: /Category/ }));
              await user.click(
                await screen.findByRole('option', { name: 'Handicrafts > Woven Goods' }, slow),
              );
              await retype('Price (₱)', '450.50');
              await retype('SKU', 'TOTE-NEW');
              await retype('Quantity', '12');
              await retype('Weight (g)', '350');
              await retype('Length (cm)', '40');
              await retype('Width (cm)', '30');
              await retype('Height (cm)', '5');
            },
            ADD_PICTURES: () =>
              user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, [
                picture('a.png'),
                picture('b.png'),
              ]),
            MOVE_PICTURE: () => user.click(button('Move Picture 1 (a.png, not saved yet) later')),
            REMOVE_PICTURE: () => user.click(button('Remove Picture 1 (a.png, not saved yet)')),
            SWITCH_TO_KG: async () => {
              await user.click(screen.getByRole('button', { name: /Unit/ }));
              await user.click(await screen.findByRole('option', { name: 'kg' }));
            },
            BLANK_NAME: async () => {
              await retype('Product name', '');
              await user.tab();
            },
            RENAME: () => retype('Product name', 'Abaca tote bag, large'),
            CANCEL: () => user.click(button('Cancel')),
            CLICK_LINK: () => user.click(screen.getByRole('link', { name: 'Orders' })),
            STAY: () => user.click(button('Stay')),
            LEAVE: () => user.click(button('Leave')),
            SERVER_REPORTS_PROGRESS: async () => {
              const onProgress = requests('updateProduct').at(-1)![3] as (progress: object) => void;
              await act(async () => onProgress({ loaded: 1, total: 2 }));
            },
            SERVER_SAVES: async () => {
              const name = actor().context.productId === null ? 'createProduct' : 'updateProduct';
              await waitFor(() => expect(opened().save.waiting(name)).toBe(1));
              await opened().save.answer(name);
            },
            SERVER_REFUSES_SKU: () => opened().save.refuse('updateProduct', skuTaken),
            SERVER_FAILS: () => opened().save.refuse('updateProduct', outage),
            USE_AI_DRAFT: async () => {
              await user.click(button('Write with AI'));
              await waitFor(() => expect(opened().ai.waiting('tones')).toBe(1));
              await opened().ai.answer('tones');
              const writer = within(await screen.findByRole('dialog', { name: 'Write with AI' }));
              await user.click(await writer.findByRole('button', { name: 'Write' }));
              await waitFor(() => expect(opened().ai.waiting('generateDescription')).toBe(1));
              await opened().ai.answer('generateDescription');
              await user.click(await writer.findByRole('button', { name: 'Use this' }));
            },
            UNDO_DRAFT: () => user.click(button('Undo AI description')),
            TYPE_DESCRIPTION: async () => {
              await user.click(textbox('Description'));
              await user.keyboard('{End}');
              await user.paste(' Hand-woven in Bicol.');
            },
            FIX_SKU: async () => {
              await user.clear(productSku());
              await user.click(productSku());
              await user.paste('TOTE-2');
            },
          },
        });
      } finally {
        await editor?.close();
      }
    });
  }
});
