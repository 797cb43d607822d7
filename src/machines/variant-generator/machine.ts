// The variant generator (spec §3, §5, §9): options and their values make the combinations, one row each with
// its price, SKU, quantity and picture. At most 3 options of at most 3 values (the guards canAddOption and
// canAddValue). On a saved product a row is also saved or deleted at once through the variant routes.
// Effects are injected (`.provide()`); pastes into the Stately visualizer as it is.
import { failureMessage } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorOf, outputOf, withParams } from '../shared/actor-events.ts';
import {
  canAddOption,
  canAddValue,
  optionsKey,
  rowErrors,
  rowKey,
  rowName,
  rowsFor,
  variantFields,
  type OptionDraft,
  type VariantGeneratorContext,
  type VariantGeneratorInput,
  type VariantRow,
} from './context.ts';
import type { VariantGeneratorEvent, VariantRequest, VariantSaved } from './events.ts';

const notProvided = (name: string) => () => {
  throw new Error(`variant generator: "${name}" was not provided; use variantGeneratorMachine.provide()`);
};

const rowOf = (context: VariantGeneratorContext, key: string | null): VariantRow | undefined =>
  context.rows.find((row) => rowKey(row) === key);

const withOptions = (context: VariantGeneratorContext, options: OptionDraft[]) => ({
  options,
  // The rows on screen win over the saved ones (what was typed is kept).
  rows: rowsFor(options, [...context.savedRows, ...context.rows], context.excluded),
  changed: true,
});

const pendingRequest = ({ context }: { context: VariantGeneratorContext }): VariantRequest => {
  const row = rowOf(context, context.pendingRow);
  return {
    productId: context.productId ?? 0,
    variantId: row?.variantId ?? null,
    fields: row ? variantFields(row) : {},
  };
};

export const variantGeneratorMachine = setup({
  types: {} as {
    context: VariantGeneratorContext;
    events: VariantGeneratorEvent;
    input: VariantGeneratorInput;
  },
  actors: {
    createVariant: fromPromise<VariantSaved, VariantRequest>(notProvided('createVariant')),
    updateVariant: fromPromise<VariantSaved, VariantRequest>(notProvided('updateVariant')),
    deleteVariant: fromPromise<void, VariantRequest>(notProvided('deleteVariant')),
  },
  guards: {
    /** Spec §9: at most 3 options. */
    canAddOption: ({ context }) => canAddOption(context.options),
    /** Spec §9: at most 3 values per option. */
    canAddValue: ({ context, event }) =>
      event.type === 'value.add' && canAddValue(context.options[event.option]),
    isRowInvalid: ({ context, event }) => {
      const row = 'row' in event ? rowOf(context, event.row) : undefined;
      return row === undefined || Object.keys(rowErrors(row)).length > 0;
    },
    isSavedRow: ({ context, event }) => 'row' in event && Boolean(rowOf(context, event.row)?.variantId),
    isSavedRowOfSavedOptions: ({ context, event }) =>
      'row' in event &&
      Boolean(rowOf(context, event.row)?.variantId) &&
      optionsKey(context.options) === context.savedOptions,
    isUnsavedRow: ({ context, event }) => {
      const row = 'row' in event ? rowOf(context, event.row) : undefined;
      return row !== undefined && row.variantId === null;
    },
    /** The variant routes take only combinations of the options the server holds. */
    hasSavedOptions: ({ context }) =>
      context.productId !== null && optionsKey(context.options) === context.savedOptions,
  },
  actions: {
    /** Injected: tell the seller how a variant request went. */
    showToast: (_, _params: ToastContent) => notProvided('showToast')(),
    showCreateFailed: withParams<VariantGeneratorContext, VariantGeneratorEvent, 'showToast', ToastContent>(
      'showToast',
      ({ event }) => ({
        tone: 'error',
        title: 'Error creating product variant',
        description: failureMessage(errorOf(event), 'Please try again.'),
      }),
    ),
    showUpdateFailed: withParams<VariantGeneratorContext, VariantGeneratorEvent, 'showToast', ToastContent>(
      'showToast',
      ({ event }) => ({
        tone: 'error',
        title: 'Error updating product variant',
        description: failureMessage(errorOf(event), 'Please try again.'),
      }),
    ),
    showDeleteFailed: withParams<VariantGeneratorContext, VariantGeneratorEvent, 'showToast', ToastContent>(
      'showToast',
      ({ event }) => ({
        tone: 'error',
        title: 'Error deleting product variant',
        description: failureMessage(errorOf(event), 'Please try again.'),
      }),
    ),
    showUpdated: withParams<VariantGeneratorContext, VariantGeneratorEvent, 'showToast', ToastContent>(
      'showToast',
      ({ context }) => ({
        tone: 'success',
        title: 'Product variant updated',
        description: rowName(
          rowOf(context, context.pendingRow) ?? { option1: '', option2: null, option3: null },
        ),
      }),
    ),

    addOption: assign(({ context }) =>
      withOptions(context, [...context.options, { name: '', values: [''] }]),
    ),
    renameOption: assign(({ context, event }) => {
      assertEvent(event, 'option.rename');
      return withOptions(
        context,
        context.options.map((option, index) =>
          index === event.option ? { ...option, name: event.name } : option,
        ),
      );
    }),
    removeOption: assign(({ context, event }) => {
      assertEvent(event, 'option.remove');
      return withOptions(
        context,
        context.options.filter((_, index) => index !== event.option),
      );
    }),
    addValue: assign(({ context, event }) => {
      assertEvent(event, 'value.add');
      return withOptions(
        context,
        context.options.map((option, index) =>
          index === event.option ? { ...option, values: [...option.values, ''] } : option,
        ),
      );
    }),
    changeValue: assign(({ context, event }) => {
      assertEvent(event, 'value.change');
      return withOptions(
        context,
        context.options.map((option, index) =>
          index === event.option
            ? {
                ...option,
                values: option.values.map((value, at) => (at === event.index ? event.value : value)),
              }
            : option,
        ),
      );
    }),
    removeValue: assign(({ context, event }) => {
      assertEvent(event, 'value.remove');
      return withOptions(
        context,
        context.options.map((option, index) =>
          index === event.option
            ? { ...option, values: option.values.filter((_, at) => at !== event.index) }
            : option,
        ),
      );
    }),
    changeRow: assign(({ context, event }) => {
      assertEvent(event, 'row.change');
      return {
        changed: true,
        rows: context.rows.map((row) =>
          rowKey(row) === event.row ? { ...row, [event.field]: event.value } : row,
        ),
      };
    }),
    tryRow: assign({
      tried: ({ context, event }) => {
        assertEvent(event, 'variant.save');
        return context.tried.includes(event.row) ? context.tried : [...context.tried, event.row];
      },
    }),
    setPendingRow: assign({
      pendingRow: ({ event }) => {
        assertEvent(event, ['variant.save', 'variant.delete']);
        return event.row;
      },
    }),
    clearPendingRow: assign({ pendingRow: null }),
    rememberVariantId: assign({
      rows: ({ context, event }) => {
        const saved = outputOf<VariantSaved>(event).variants.find(
          (variant) => rowKey(variant) === context.pendingRow,
        );
        return context.rows.map((row) =>
          rowKey(row) === context.pendingRow ? { ...row, variantId: saved?.id ?? null } : row,
        );
      },
    }),
    /** The deleted variant's combination is left out, so saving the product does not bring it back. */
    dropPendingRow: assign(({ context }) => ({
      rows: context.rows.filter((row) => rowKey(row) !== context.pendingRow),
      savedRows: context.savedRows.filter((row) => rowKey(row) !== context.pendingRow),
      excluded: context.pendingRow === null ? context.excluded : [...context.excluded, context.pendingRow],
    })),
    leaveOut: assign(({ context, event }) => {
      assertEvent(event, 'row.leaveOut');
      return {
        changed: true,
        rows: context.rows.filter((row) => rowKey(row) !== event.row),
        excluded: [...context.excluded, event.row],
      };
    }),
    addBack: assign(({ context, event }) => {
      assertEvent(event, 'row.addBack');
      const excluded = context.excluded.filter((key) => key !== event.row);
      return { changed: true, excluded, rows: rowsFor(context.options, context.rows, excluded) };
    }),
    forgetImage: assign({
      rows: ({ context, event }) => {
        assertEvent(event, 'image.removed');
        return context.rows.map((row) => (row.image === event.key ? { ...row, image: null } : row));
      },
    }),
    clearImages: assign({
      rows: ({ context }) => context.rows.map((row) => ({ ...row, image: null })),
    }),
  },
}).createMachine({
  id: 'variantGenerator',
  description:
    'Options and their values make the combinations; each is a row with its price, SKU, quantity and picture.',
  context: ({ input }) => ({
    ...input,
    savedOptions: optionsKey(input.options),
    savedRows: input.rows,
    changed: false,
    pendingRow: null,
    tried: [],
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The seller names options and values (at most 3 × 3) and fills in each combination; on a saved product a row can be saved or deleted at once.',
      on: {
        'option.add': { guard: 'canAddOption', actions: 'addOption' },
        'option.rename': { actions: 'renameOption' },
        'option.remove': { actions: 'removeOption' },
        'value.add': { guard: 'canAddValue', actions: 'addValue' },
        'value.change': { actions: 'changeValue' },
        'value.remove': { actions: 'removeValue' },
        'row.change': { actions: 'changeRow' },
        'image.removed': { actions: 'forgetImage' },
        'images.clear': { actions: 'clearImages' },
        'variant.save': [
          { guard: 'isRowInvalid', actions: 'tryRow' },
          { guard: 'isSavedRowOfSavedOptions', target: 'updating', actions: 'setPendingRow' },
          { guard: 'hasSavedOptions', target: 'creating', actions: 'setPendingRow' },
        ],
        'row.leaveOut': { guard: 'isUnsavedRow', actions: 'leaveOut' },
        'row.addBack': { actions: 'addBack' },
        'variant.delete': { guard: 'isSavedRow', target: 'deleting', actions: 'setPendingRow' },
      },
    },
    creating: {
      description: 'A new combination of a saved product is being added (POST …/variants).',
      invoke: {
        src: 'createVariant',
        input: pendingRequest,
        onDone: { target: 'editing', actions: ['rememberVariantId', 'clearPendingRow'] },
        onError: {
          target: 'editing',
          actions: ['showCreateFailed', 'clearPendingRow'],
        },
      },
    },
    updating: {
      description: 'A saved variant is being changed (PUT …/variants/{variantId}).',
      invoke: {
        src: 'updateVariant',
        input: pendingRequest,
        onDone: {
          target: 'editing',
          actions: ['showUpdated', 'clearPendingRow'],
        },
        onError: {
          target: 'editing',
          actions: ['showUpdateFailed', 'clearPendingRow'],
        },
      },
    },
    deleting: {
      description: 'A saved variant is being deleted (DELETE …/variants/{variantId}).',
      invoke: {
        src: 'deleteVariant',
        input: pendingRequest,
        onDone: {
          target: 'editing',
          actions: [
            'dropPendingRow',
            {
              type: 'showToast',
              params: { tone: 'success', title: 'Product variant successfully deleted!' },
            },
            'clearPendingRow',
          ],
        },
        onError: {
          target: 'editing',
          actions: ['showDeleteFailed', 'clearPendingRow'],
        },
      },
    },
  },
});

export type VariantGeneratorMachine = typeof variantGeneratorMachine;
