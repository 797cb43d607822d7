// Saving a product (issue 11's product-save statechart; spec §3 New/Edit product, §4, §8): loading →
// editing → validating → saving (with upload progress) → saved, or failed keeping every typed value and
// clearing the pictures picked for the generated combinations and the backgrounds made (spec §4). Leaving
// with unsaved changes asks first. The variant generator, "Write with AI" and "New background" (issue 15)
// run as children. Effects are injected (`.provide()`); pastes into the Stately visualizer as it is.
import { assertEvent, assign, fromCallback, fromPromise, sendTo, setup, type EventObject } from 'xstate';
import { errorOf, outputOf, withParams } from '../shared/actor-events.ts';
import { failureMessage, toFailure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';
import { backgroundGenerationMachine } from '../background-generation/machine.ts';
import { descriptionWriterMachine } from '../description-writer/machine.ts';
import { generatorInput } from '../variant-generator/context.ts';
import { variantGeneratorMachine } from '../variant-generator/machine.ts';
import {
  acceptFiles,
  chosenCategory,
  imageSource,
  insertAfter,
  convertWeight,
  dropImage,
  emptyValues,
  initialContext,
  moveImage,
  productImages,
  productValues,
  failureText,
  saveRequest,
  submissionErrors,
  type Loaded,
  type ProductSaveContext,
  type ProductSaveInput,
  type SaveRequest,
} from './context.ts';
import type { ProductSaveEvent } from './events.ts';

const notProvided = (name: string) => () => {
  throw new Error(`product save: "${name}" was not provided; use productSaveMachine.provide()`);
};

/** The generator's rows and options; none before the form opens. */
const generatorOf = (context: ProductSaveContext) =>
  context.generator?.getSnapshot().context ?? { options: [], rows: [], changed: false };

/** Where a successful save goes (spec §2 redirect targets: /products after a product update). */
export const afterSave = '/products';

export const productSaveMachine = setup({
  types: {} as { context: ProductSaveContext; events: ProductSaveEvent; input: ProductSaveInput },
  actors: {
    /** The product (when editing) and the category tree. */
    load: fromPromise<Loaded, ProductSaveInput>(notProvided('load')),
    /** Sends back 'save.progress', then 'save.done' or 'save.failed'; stopping it aborts the upload. */
    save: fromCallback<EventObject, SaveRequest>(notProvided('save')),
    variantGenerator: variantGeneratorMachine,
    descriptionWriter: descriptionWriterMachine,
    backgroundGeneration: backgroundGenerationMachine,
  },
  guards: {
    isValid: ({ context }) => Object.keys(submissionErrors(context, generatorOf(context))).length === 0,
    hasUnsavedChanges: ({ context }) => context.changed || generatorOf(context).changed,
    /** "New background" names a picture the form still holds. */
    isPicture: ({ context, event }) => {
      assertEvent(event, 'background.open');
      return context.images.some((image) => image.key === event.key);
    },
  },
  actions: {
    /** Injected: say how loading or saving went. */
    showToast: (_, _params: ToastContent) => notProvided('showToast')(),
    /** Injected: go to another page of the app. */
    navigate: (_, _params: { to: string }) => notProvided('navigate')(),
    showLoadFailed: withParams<ProductSaveContext, ProductSaveEvent, 'showToast', ToastContent>(
      'showToast',
      ({ event }) => ({
        tone: 'error',
        title: 'Error fetching product',
        description: failureMessage(errorOf(event), 'Please try again.'),
      }),
    ),
    showSaveFailed: withParams<ProductSaveContext, ProductSaveEvent, 'showToast', ToastContent>(
      'showToast',
      ({ context, event }) => {
        assertEvent(event, 'save.failed');
        return {
          tone: 'error',
          title: context.productId === null ? 'Error creating product' : 'Error updating product',
          description: failureText(event.failure),
        };
      },
    ),
    showSaved: withParams<ProductSaveContext, ProductSaveEvent, 'showToast', ToastContent>(
      'showToast',
      ({ context }) =>
        context.productId === null
          ? {
              tone: 'success',
              title: 'Product created',
              description: 'It shows as Pending until an admin approves it.',
            }
          : { tone: 'success', title: 'Product updated successfully' },
    ),
    /** Goes where the seller asked to go (a link, Cancel). */
    navigateAway: withParams<ProductSaveContext, ProductSaveEvent, 'navigate', { to: string }>(
      'navigate',
      ({ event }) => {
        assertEvent(event, 'leave.request');
        return { to: event.to };
      },
    ),
    /** Goes where the seller asked to go before confirming that the changes may be dropped. */
    navigateToLeaveTarget: withParams<ProductSaveContext, ProductSaveEvent, 'navigate', { to: string }>(
      'navigate',
      ({ context }) => ({ to: context.leaveTo ?? afterSave }),
    ),
    /** Injected: move focus to the first invalid field, so a screen reader reads its label and error. */
    focusFirstError: () => notProvided('focusFirstError')(),

    restore: assign(({ event, spawn }) => {
      const { product, categories } = outputOf<Loaded>(event);
      return {
        categories,
        values: product ? productValues(product) : emptyValues,
        images: product ? productImages(product) : [],
        generator: spawn('variantGenerator', { id: 'variants', input: generatorInput(product) }),
        writer: spawn('descriptionWriter', { id: 'writer' }),
        background: spawn('backgroundGeneration', { id: 'background' }),
        failure: null,
      };
    }),
    setLoadFailure: assign({ failure: ({ event }) => toFailure(errorOf(event), 'Error fetching product') }),
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const { [event.field]: _answered, ...serverErrors } = context.serverErrors;
      return {
        values: { ...context.values, [event.field]: event.value },
        serverErrors,
        changed: true,
        // Typing in the description makes it the seller's own: there is nothing to undo any more.
        descriptionUndo: event.field === 'productDescription' ? null : context.descriptionUndo,
      };
    }),
    /** The writer starts from what the form says: the title, the category and the first picture. */
    openWriter: sendTo(
      ({ context }) => context.writer!,
      ({ context }) => ({
        type: 'open' as const,
        title: context.values.productName,
        categoryId: chosenCategory(context.values),
        image: context.images[0] ? imageSource(context.images[0]) : null,
      }),
    ),
    useDescription: assign(({ context, event }) => {
      assertEvent(event, 'description.use');
      const { productDescription: _answered, ...serverErrors } = context.serverErrors;
      return {
        values: { ...context.values, productDescription: event.text },
        descriptionUndo: context.values.productDescription,
        serverErrors,
        changed: true,
      };
    }),
    undoDescription: assign(({ context }) => ({
      values: { ...context.values, productDescription: context.descriptionUndo ?? '' },
      descriptionUndo: null,
    })),
    /** The tool starts on the chosen picture; spec §2's dialog asks first when something is unsaved. */
    openBackground: sendTo(
      ({ context }) => context.background!,
      ({ context, event }) => {
        assertEvent(event, 'background.open');
        const image = context.images.find((candidate) => candidate.key === event.key)!;
        return {
          type: 'open' as const,
          sourceKey: image.key,
          source: imageSource(image),
          title: context.values.productName,
          categoryId: chosenCategory(context.values),
          unsaved: context.changed || generatorOf(context).changed,
        };
      },
    ),
    /** A kept background joins the pictures after its source, as a new, unsaved one (10 at most). */
    addBackground: assign(({ context, event }) => {
      assertEvent(event, 'background.add');
      const { accepted, notice } = acceptFiles([event.file], context.images.length);
      const [file] = accepted;
      if (!file) return { imageNotice: notice };
      const image = { key: `new-${context.nextImage}`, kind: 'new' as const, file, origin: event.origin };
      return {
        images: insertAfter(context.images, event.sourceKey, image),
        nextImage: context.nextImage + 1,
        imageNotice: null,
        changed: true,
      };
    }),
    /** Spec §4: a failed product update clears the generated images, the backgrounds made here among them. */
    dropMadeBackgrounds: assign(({ context }) => {
      const images = context.images.filter((image) => image.kind !== 'new' || !image.origin);
      return { images, clearedBackgrounds: context.images.length - images.length };
    }),
    setWeightUnit: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'weight.unit');
        const { weight, weightUnit } = context.values;
        return {
          ...context.values,
          weight: convertWeight(weight, weightUnit, event.unit),
          weightUnit: event.unit,
        };
      },
    }),
    visitField: assign({
      visited: ({ context, event }) => {
        assertEvent(event, 'field.blur');
        return context.visited.includes(event.field) ? context.visited : [...context.visited, event.field];
      },
    }),
    addImages: assign(({ context, event }) => {
      assertEvent(event, 'images.add');
      const { accepted, notice } = acceptFiles(event.files, context.images.length);
      const added = accepted.map((file, index) => ({
        key: `new-${context.nextImage + index}`,
        kind: 'new' as const,
        file,
      }));
      return {
        images: [...context.images, ...added],
        nextImage: context.nextImage + added.length,
        imageNotice: notice,
        changed: context.changed || added.length > 0,
      };
    }),
    removeImage: assign(({ context, event }) => {
      assertEvent(event, 'image.remove');
      return {
        images: context.images.filter((image) => image.key !== event.key),
        imageNotice: null,
        changed: true,
      };
    }),
    /** A row that showed the removed picture shows none. */
    tellGeneratorImageRemoved: sendTo(
      ({ context }) => context.generator!,
      ({ event }) => {
        assertEvent(event, 'image.remove');
        return { type: 'image.removed' as const, key: event.key };
      },
    ),
    moveImage: assign(({ context, event }) => {
      assertEvent(event, 'image.move');
      return { images: moveImage(context.images, event.key, event.offset), changed: true };
    }),
    dropImage: assign(({ context, event }) => {
      assertEvent(event, 'image.drop');
      return { images: dropImage(context.images, event.key, event.target, event.position), changed: true };
    }),
    markSubmitTried: assign({ submitTried: true }),
    startSave: assign({ serverErrors: {}, progress: null, failure: null, clearedBackgrounds: 0 }),
    setProgress: assign({
      progress: ({ event }) => {
        assertEvent(event, 'save.progress');
        return event.progress;
      },
    }),
    setSaveFailure: assign(({ event }) => {
      assertEvent(event, 'save.failed');
      return {
        failure: event.failure,
        serverErrors: event.failure.kind === 'http' ? (event.failure.fields ?? {}) : {},
        progress: null,
      };
    }),
    /** Spec §4: a failed product update clears the generated combinations' pictures. */
    clearGeneratedImages: sendTo(({ context }) => context.generator!, { type: 'images.clear' }),
    setLeaveTo: assign({
      leaveTo: ({ event }) => {
        assertEvent(event, 'leave.request');
        return event.to;
      },
    }),
  },
}).createMachine({
  id: 'productSave',
  description:
    "A product's form, from its saved values (or blank) to the server, with every typed value kept on failure.",
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      description: 'The category tree, and the product when editing, are being fetched.',
      invoke: {
        src: 'load',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: { target: 'form', actions: 'restore' },
        onError: {
          target: 'loadFailed',
          actions: ['setLoadFailure', 'showLoadFailed'],
        },
      },
    },
    loadFailed: {
      description:
        'The product or the categories could not be fetched: the page says so and offers Try again.',
      on: { 'load.retry': 'loading' },
    },
    form: {
      description: 'The form is open: fields, pictures and variants can change.',
      initial: 'editing',
      on: {
        'field.change': { actions: 'setValue' },
        'field.blur': { actions: 'visitField' },
        'weight.unit': { actions: 'setWeightUnit' },
        'images.add': { actions: 'addImages' },
        'image.remove': { actions: ['removeImage', 'tellGeneratorImageRemoved'] },
        'image.move': { actions: 'moveImage' },
        'image.drop': { actions: 'dropImage' },
        'writer.open': { actions: 'openWriter' },
        'description.use': { actions: 'useDescription' },
        'description.undo': { actions: 'undoDescription' },
        'background.open': { guard: 'isPicture', actions: 'openBackground' },
        'background.add': { actions: 'addBackground' },
        'form.submit': '.validating',
        'leave.request': [
          { guard: 'hasUnsavedChanges', target: '.leaving', actions: 'setLeaveTo' },
          { target: 'left', actions: 'navigateAway' },
        ],
      },
      states: {
        editing: {
          description:
            "The seller fills in the form; a field's error shows once it was left or a save was tried.",
        },
        validating: {
          description: 'Save was pressed: the shared schema checks the whole product, its variants included.',
          always: [
            { guard: 'isValid', target: '#productSave.saving' },
            { target: 'editing', actions: ['markSubmitTried', 'focusFirstError'] },
          ],
        },
        failed: {
          description:
            "The server refused or could not be reached: every typed value is kept, the server's field errors show, and the combinations' pictures and the backgrounds made with the AI tool are cleared (spec §4).",
        },
        leaving: {
          description:
            'The seller asked to leave with unsaved changes: a dialog asks whether to discard them.',
          on: {
            'leave.confirm': {
              target: '#productSave.left',
              actions: 'navigateToLeaveTarget',
            },
            'leave.cancel': 'editing',
          },
        },
      },
    },
    saving: {
      description: 'The product and its new pictures are being sent; the upload shows its progress.',
      entry: ['markSubmitTried', 'startSave'],
      invoke: {
        src: 'save',
        input: ({ context }) => saveRequest(context, generatorOf(context)),
      },
      on: {
        'save.progress': { actions: 'setProgress' },
        'save.done': 'saved',
        'save.failed': {
          target: 'form.failed',
          actions: ['setSaveFailure', 'clearGeneratedImages', 'dropMadeBackgrounds', 'showSaveFailed'],
        },
      },
    },
    saved: {
      description: 'The server kept the product: the seller is told and taken to the products list.',
      type: 'final',
      entry: ['showSaved', { type: 'navigate', params: { to: afterSave } }],
    },
    left: {
      description: 'The seller left the form for another page.',
      type: 'final',
    },
  },
});

export type ProductSaveMachine = typeof productSaveMachine;
