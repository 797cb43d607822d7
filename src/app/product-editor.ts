// The product editor's machines (product save, and the variant generator it runs) joined to the products,
// categories and product-save services, the router and the toasts.
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { Loaded, ProductSaveInput, SaveRequest } from '../machines/product-save/context.ts';
import { productSaveMachine } from '../machines/product-save/machine.ts';
import { toFailure } from '../machines/shared/failure.ts';
import type { VariantRequest, VariantSaved } from '../machines/variant-generator/events.ts';
import { variantGeneratorMachine } from '../machines/variant-generator/machine.ts';
import type { AiService } from '../services/ai.ts';
import type { CategoriesService } from '../services/categories.ts';
import type { ProductSaveService } from '../services/product-save.ts';
import type { ProductsService } from '../services/products.ts';
import { showToast } from '../views/toast/toasts.ts';
import { provideBackgroundGeneration } from './background-generation.ts';
import { provideDescriptionWriter } from './description-writer.ts';
import type { Navigate } from './logic.ts';

export type ProductEditorServices = {
  products: Pick<ProductsService, 'getProduct'>;
  categories: Pick<CategoriesService, 'listCategories'>;
  productSave: ProductSaveService;
  /** The AI listing assistant (issue 15): "Write with AI" and "New background". */
  ai: AiService;
};

/** The machine's `save`: progress and the outcome as events; stopping the actor aborts the upload. */
const saveActor = (service: ProductSaveService) =>
  fromCallback<EventObject, SaveRequest>(({ input, sendBack }) => {
    const controller = new AbortController();
    const onProgress = (progress: { loaded: number; total: number }) =>
      sendBack({ type: 'save.progress', progress });
    const saving =
      input.productId === null
        ? service.createProduct(input.fields, input.files, onProgress, controller.signal)
        : service.updateProduct(input.productId, input.fields, input.files, onProgress, controller.signal);
    saving.then(
      (product) => sendBack({ type: 'save.done', product }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          sendBack({
            type: 'save.failed',
            failure: toFailure(
              error,
              input.productId === null ? 'Error creating product' : 'Error updating product',
            ),
          });
      },
    );
    return () => controller.abort();
  });

/** The variant generator's requests on a saved product. */
export const variantActors = (service: ProductSaveService) => ({
  createVariant: fromPromise<VariantSaved, VariantRequest>(({ input }) =>
    service.createVariant(input.productId, input.fields),
  ),
  updateVariant: fromPromise<VariantSaved, VariantRequest>(({ input }) =>
    service.updateVariant(input.productId, input.variantId ?? 0, input.fields),
  ),
  deleteVariant: fromPromise<void, VariantRequest>(({ input }) =>
    service.deleteVariant(input.productId, input.variantId ?? 0),
  ),
});

/** The product-save machine's actors over the services, real or in-memory. */
export const productSaveActors = (services: ProductEditorServices) => ({
  load: fromPromise<Loaded, ProductSaveInput>(async ({ input, signal }) => {
    const [product, categories] = await Promise.all([
      input.productId === null ? null : services.products.getProduct(input.productId, signal),
      services.categories.listCategories(signal),
    ]);
    return { product, categories };
  }),
  save: saveActor(services.productSave),
  variantGenerator: variantGeneratorMachine.provide({
    actors: variantActors(services.productSave),
    actions: { showToast: (_, content) => showToast(content) },
  }),
  descriptionWriter: provideDescriptionWriter(services.ai),
  backgroundGeneration: provideBackgroundGeneration(services.ai),
});

/** The machine /products/new and /products/:id/edit run; the view adds where focus goes on an error. */
export const provideProductEditor = (services: ProductEditorServices, navigate: Navigate) =>
  productSaveMachine.provide({
    actors: productSaveActors(services),
    actions: {
      showToast: (_, content) => showToast(content),
      navigate: (_, { to }) => navigate(to),
    },
  });

export type ProductEditorLogic = ReturnType<typeof provideProductEditor>;
