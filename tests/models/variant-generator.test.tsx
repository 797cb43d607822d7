// Model-based test of the variant generator (spec §3, §5, §8, §9: at most 3 options × 3 values, the variant
// toasts) in the real editor of a saved product with Size S/M: options and values make the rows, rows are
// left out and added back, and a saved product's variants are saved, added and deleted at once. At every
// model state the screen AND the real variant-generator actor are checked.
import { createTestModel } from '@xstate/graph';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setup, type EventFrom } from 'xstate';
import { transitionPaths } from './model-support.ts';
import { button, renderEditor, shownError, slow, toast, variantRow } from './product-save-support.tsx';

const variantGeneratorBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN' }
      | { type: 'ADD_OPTION' }
      | { type: 'NAME_OPTION' }
      | { type: 'REMOVE_OPTION' }
      | { type: 'ADD_VALUE' }
      | { type: 'TYPE_VALUE' }
      | { type: 'REMOVE_VALUE' }
      | { type: 'EDIT_PRICE' }
      | { type: 'SAVE_INVALID' }
      | { type: 'SAVE_ROW' }
      | { type: 'DELETE_ROW' }
      | { type: 'CONFIRM_DELETE' }
      | { type: 'REMOVE_PICTURE' }
      | { type: 'LEAVE_OUT' }
      | { type: 'ADD_BACK' }
      | { type: 'ADD_VARIANT' }
      | { type: 'SERVER_ANSWERS' }
      | { type: 'SERVER_FAILS' };
  },
}).createMachine({
  id: 'variantGeneratorBehaviour',
  initial: 'opening',
  states: {
    opening: { meta: { description: 'nothing shown yet' }, on: { OPEN: 'sizes' } },
    sizes: {
      meta: { description: 'Size S and M, both saved, each with Save variant and Delete' },
      on: {
        ADD_OPTION: 'blankOption',
        ADD_VALUE: 'blankValue',
        EDIT_PRICE: 'priceEdited',
        SAVE_INVALID: 'rowInvalid',
        SAVE_ROW: 'updating',
        DELETE_ROW: 'confirmingDelete',
        REMOVE_PICTURE: 'pictureGone',
      },
    },
    blankOption: {
      meta: { description: 'a second option with no value yet: no combination listed' },
      on: { NAME_OPTION: 'combined' },
    },
    combined: {
      meta: { description: 'Colour Red added: S / Red and M / Red, not saved, no Save variant' },
      on: { LEAVE_OUT: 'leftOut', ADD_OPTION: 'threeOptions' },
    },
    threeOptions: { meta: { description: 'three options: Add option is off (spec §9)' } },
    leftOut: {
      meta: { description: 'M / Red left out: listed to add back' },
      on: { ADD_BACK: 'combinedAgain', REMOVE_OPTION: 'sizesAgain' },
    },
    combinedAgain: { meta: { description: 'M / Red back in the list' } },
    sizesAgain: { meta: { description: 'the Colour option removed: S and M, saved, as before' } },
    blankValue: {
      meta: { description: 'a third, blank Size value: still S and M' },
      on: { TYPE_VALUE: 'threeSizes' },
    },
    threeSizes: {
      meta: { description: 'Size S, M, L: Add value is off (spec §9); L not saved' },
      on: { REMOVE_VALUE: 'sizesTwo' },
    },
    sizesTwo: { meta: { description: 'L removed: S and M again' } },
    priceEdited: { meta: { description: "S's price retyped in its row" } },
    rowInvalid: { meta: { description: "S saved with no price: its row says 'Please enter a valid price'" } },
    pictureGone: { meta: { description: "S's picture removed from the product: S shows No picture" } },
    updating: {
      meta: { description: 'S on its way (PUT …/variants/91)' },
      on: { SERVER_ANSWERS: 'updated', SERVER_FAILS: 'updateFailed' },
    },
    updated: { meta: { description: "'Product variant updated'" } },
    updateFailed: { meta: { description: "'Error updating product variant'" } },
    confirmingDelete: {
      meta: { description: 'Delete asks first' },
      on: { CONFIRM_DELETE: 'deleting' },
    },
    deleting: {
      meta: { description: 'M being deleted (DELETE …/variants/92)' },
      on: { SERVER_ANSWERS: 'deleted', SERVER_FAILS: 'deleteFailed' },
    },
    deleteFailed: { meta: { description: "'Error deleting product variant', M still listed" } },
    deleted: {
      meta: { description: "'Product variant successfully deleted!', M left out" },
      on: { ADD_BACK: 'readded' },
    },
    readded: {
      meta: { description: 'M back as a new row, with Add variant' },
      on: { ADD_VARIANT: 'creating' },
    },
    creating: {
      meta: { description: 'M on its way (POST …/variants)' },
      on: { SERVER_ANSWERS: 'created', SERVER_FAILS: 'createFailed' },
    },
    created: { meta: { description: 'M saved again' } },
    createFailed: { meta: { description: "'Error creating product variant', M not saved" } },
  },
});

type BehaviourEvent = EventFrom<typeof variantGeneratorBehaviour>;
const everyEvent = (
  [
    'OPEN',
    'ADD_OPTION',
    'NAME_OPTION',
    'REMOVE_OPTION',
    'ADD_VALUE',
    'TYPE_VALUE',
    'REMOVE_VALUE',
    'EDIT_PRICE',
    'SAVE_INVALID',
    'SAVE_ROW',
    'DELETE_ROW',
    'CONFIRM_DELETE',
    'REMOVE_PICTURE',
    'LEAVE_OUT',
    'ADD_BACK',
    'ADD_VARIANT',
    'SERVER_ANSWERS',
    'SERVER_FAILS',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];
const offered = (snapshot: { can: (event: BehaviourEvent) => boolean }) =>
  everyEvent.filter((event) => snapshot.can(event));

const model = createTestModel(variantGeneratorBehaviour, { events: offered });
const paths = transitionPaths(model, offered);

const outage = new TypeError('Failed to fetch');

describe(`variant generator (model-based, ${paths.length} paths)`, () => {
  for (const path of paths) {
    it(path.description, async () => {
      const user = userEvent.setup();
      let editor: ReturnType<typeof renderEditor> | undefined;
      const opened = () => editor!;
      const generator = () => opened().generator();
      const rowNames = () =>
        generator().context.rows.map((row) => [row.option1, row.option2].filter(Boolean).join(' / '));
      const listed = () =>
        screen
          .queryAllByRole('listitem', { name: /^Variant / })
          .map((item) => item.getAttribute('aria-label'));
      const option = (index: number) => screen.getByRole('group', { name: `Option ${index}` });
      const fieldIn = (container: HTMLElement, name: string) =>
        within(container).getByRole('textbox', { name });
      const retype = async (input: HTMLElement, value: string) => {
        await user.clear(input);
        if (value) {
          await user.click(input);
          await user.paste(value);
        }
      };
      const pending = (name: 'createVariant' | 'updateVariant' | 'deleteVariant') =>
        waitFor(() => expect(opened().save.waiting(name)).toBe(1));
      const inFlight = () => generator().value as string;
      const sizesSaved = () => {
        expect(listed()).toEqual(['Variant S', 'Variant M']);
        expect(within(variantRow('S')).getByText('Saved')).toBeVisible();
        expect(button('Save variant S')).toBeVisible();
        expect(generator().matches('editing')).toBe(true);
      };

      try {
        await path.test({
          states: {
            opening: () => expect(editor).toBeUndefined(),
            sizes: async () => {
              await screen.findByRole('heading', { level: 1, name: 'Edit product' }, slow);
              sizesSaved();
              expect(generator().context.changed).toBe(false);
            },
            blankOption: () => {
              expect(fieldIn(option(2), 'Option 2 name')).toHaveValue('');
              expect(listed()).toEqual([]);
              expect(generator().context.rows).toEqual([]);
            },
            combined: () => {
              expect(listed()).toEqual(['Variant S / Red', 'Variant M / Red']);
              expect(within(variantRow('S / Red')).getByText('Not saved yet')).toBeVisible();
              // The options differ from the saved ones: rows go with the product's Update.
              expect(screen.queryByRole('button', { name: /^(Save|Add) variant/ })).toBeNull();
              expect(rowNames()).toEqual(['S / Red', 'M / Red']);
            },
            threeOptions: () => {
              expect(option(3)).toBeVisible();
              expect(button('Add option')).toBeDisabled();
              expect(generator().context.options).toHaveLength(3);
              expect(generator().can({ type: 'option.add' })).toBe(false);
            },
            leftOut: () => {
              expect(listed()).toEqual(['Variant S / Red']);
              expect(button('Add back M / Red')).toBeVisible();
              expect(generator().context.excluded).toEqual(['m / red']);
            },
            combinedAgain: () => {
              expect(listed()).toEqual(['Variant S / Red', 'Variant M / Red']);
              expect(screen.queryByRole('button', { name: /^Add back/ })).toBeNull();
              expect(generator().context.excluded).toEqual([]);
            },
            sizesAgain: () => {
              sizesSaved();
              expect(generator().context.options).toHaveLength(1);
            },
            blankValue: () => {
              expect(fieldIn(option(1), 'Value 3')).toHaveValue('');
              expect(listed()).toEqual(['Variant S', 'Variant M']);
              expect(button('Add value to option 1')).toBeDisabled();
              expect(generator().can({ type: 'value.add', option: 0 })).toBe(false);
            },
            threeSizes: () => {
              expect(listed()).toEqual(['Variant S', 'Variant M', 'Variant L']);
              expect(within(variantRow('L')).getByText('Not saved yet')).toBeVisible();
              expect(screen.queryByRole('button', { name: 'Save variant S' })).toBeNull();
            },
            sizesTwo: () => {
              sizesSaved();
              expect(generator().context.options[0]!.values).toEqual(['S', 'M']);
            },
            priceEdited: () => {
              expect(fieldIn(variantRow('S'), 'Price')).toHaveValue('499.00');
              expect(generator().context.rows[0]!.price).toBe('499.00');
              expect(generator().context.changed).toBe(true);
            },
            rowInvalid: () => {
              expect(shownError(fieldIn(variantRow('S'), 'Price'))).toBe('Please enter a valid price');
              expect(generator().context.tried).toEqual(['s']);
              expect(opened().save.sent('updateVariant')).toHaveLength(0);
            },
            pictureGone: () => {
              expect(within(variantRow('S')).getByRole('button', { name: /Picture/ })).toHaveTextContent(
                'No picture',
              );
              expect(generator().context.rows[0]!.image).toBeNull();
            },
            updating: async () => {
              await pending('updateVariant');
              expect(inFlight()).toBe('updating');
              const [productId, variantId, fields] = opened().save.sent('updateVariant').at(-1)!;
              expect([productId, variantId]).toEqual([7001, 91]);
              expect(fields).toMatchObject({
                option1: 'S',
                sku: 'TOTE-1-S',
                price: '450.50',
                image: '{"id":801}',
              });
            },
            updated: async () => {
              await toast('Product variant updated');
              expect(generator().matches('editing')).toBe(true);
              expect(generator().context.pendingRow).toBeNull();
            },
            updateFailed: async () => {
              await toast('Error updating product variant');
              expect(generator().matches('editing')).toBe(true);
            },
            confirmingDelete: async () => {
              const dialog = await screen.findByRole('alertdialog', { name: 'Delete this variant?' });
              expect(dialog).toHaveTextContent('M will be removed from the product now.');
              expect(generator().matches('editing')).toBe(true);
            },
            deleting: async () => {
              await pending('deleteVariant');
              expect(inFlight()).toBe('deleting');
              expect(opened().save.sent('deleteVariant').at(-1)).toEqual([7001, 92]);
            },
            deleted: async () => {
              await toast('Product variant successfully deleted!');
              expect(listed()).toEqual(['Variant S']);
              expect(button('Add back M')).toBeVisible();
              expect(
                opened()
                  .memory.saved()[0]!
                  .variants.map((variant) => variant.option1),
              ).toEqual(['S']);
            },
            deleteFailed: async () => {
              await toast('Error deleting product variant');
              expect(listed()).toEqual(['Variant S', 'Variant M']);
            },
            readded: () => {
              expect(listed()).toEqual(['Variant S', 'Variant M']);
              expect(within(variantRow('M')).getByText('Not saved yet')).toBeVisible();
              expect(button('Add variant M')).toBeVisible();
            },
            creating: async () => {
              await pending('createVariant');
              expect(inFlight()).toBe('creating');
              expect(opened().save.sent('createVariant').at(-1)).toEqual([
                7001,
                expect.objectContaining({ option1: 'M', price: '500', quantity: '0' }),
              ]);
            },
            created: async () => {
              await waitFor(() => expect(within(variantRow('M')).getByText('Saved')).toBeVisible());
              expect(generator().context.rows[1]!.variantId).toEqual(expect.any(Number));
            },
            createFailed: async () => {
              await toast('Error creating product variant');
              expect(within(variantRow('M')).getByText('Not saved yet')).toBeVisible();
              expect(generator().context.rows[1]!.variantId).toBeNull();
            },
          },
          events: {
            OPEN: async () => {
              editor = renderEditor(7001);
              await opened().load();
            },
            ADD_OPTION: () => user.click(button('Add option')),
            NAME_OPTION: async () => {
              await retype(fieldIn(option(2), 'Option 2 name'), 'Colour');
              await retype(fieldIn(option(2), 'Value 1'), 'Red');
            },
            REMOVE_OPTION: () => user.click(button('Remove option 2')),
            ADD_VALUE: () => user.click(button('Add value to option 1')),
            TYPE_VALUE: () => retype(fieldIn(option(1), 'Value 3'), 'L'),
            REMOVE_VALUE: () => user.click(button('Remove option 1 value 3')),
            EDIT_PRICE: () => retype(fieldIn(variantRow('S'), 'Price'), '499.00'),
            SAVE_INVALID: async () => {
              await retype(fieldIn(variantRow('S'), 'Price'), '');
              await user.click(button('Save variant S'));
            },
            SAVE_ROW: () => user.click(button('Save variant S')),
            DELETE_ROW: () => user.click(button('Delete variant M')),
            CONFIRM_DELETE: () => user.click(button('Delete')),
            REMOVE_PICTURE: () => user.click(button('Remove Picture 1')),
            LEAVE_OUT: () => user.click(button('Leave out M / Red')),
            ADD_BACK: () => user.click(button(/^Add back M/)),
            ADD_VARIANT: async () => {
              await retype(fieldIn(variantRow('M'), 'Price'), '500');
              await user.click(button('Add variant M'));
            },
            SERVER_ANSWERS: async () => {
              const name =
                `${inFlight() === 'updating' ? 'update' : inFlight() === 'creating' ? 'create' : 'delete'}Variant` as const;
              await opened().save.answer(name);
            },
            SERVER_FAILS: async () => {
              const name =
                `${inFlight() === 'updating' ? 'update' : inFlight() === 'creating' ? 'create' : 'delete'}Variant` as const;
              await opened().save.refuse(name, outage);
            },
          },
        });
      } finally {
        await editor?.close();
      }
    });
  }
});
