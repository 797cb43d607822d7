// /products/new and /products/:id/edit: the product editor (decision 019). Its machines and services load
// with this route, not with the merchant area (the route's Suspense shows the loading state meanwhile).
import type { ProductSaveMachine } from '#machines/product-save/machine.ts';
import { use } from 'react';
import { useAppLogic, type AppLogic } from '../../app/app-logic.tsx';
import { ProductEditorFlow } from './ProductEditor.tsx';

/**
 * The composition root offers the editor as `productEditor` (src/app/product-editor.ts,
 * `provideProductEditor`); until AppLogic declares it, this reads it as optional and the route boundary says
 * the page could not be shown.
 */
type EditorLogic = AppLogic & { productEditor?: () => Promise<ProductSaveMachine> };

/** A path's id that is not a whole number names no product: the server answers 404 for it as for any other. */
const idOf = (productId: string | undefined) =>
  productId === undefined ? null : /^\d{1,15}$/.test(productId) ? Number(productId) : 0;

export function ProductEditorRoute({ productId }: { productId?: string }) {
  const logic: EditorLogic = useAppLogic();
  if (!logic.productEditor) throw new Error('The app offers no product editor (AppLogic.productEditor)');
  const machine = use(logic.productEditor());
  // A new key per product: moving from one product's form to another's starts afresh.
  return <ProductEditorFlow key={productId ?? 'new'} machine={machine} productId={idOf(productId)} />;
}
