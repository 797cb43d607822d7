// /products/new and /products/:id/edit: the product editor (decision 019). Its machines and services load
// with this route, not with the merchant area (the route's Suspense shows the loading state meanwhile).
import { use } from 'react';
import { useAppLogic } from '../../app/app-logic.tsx';
import { ProductEditorFlow } from './ProductEditor.tsx';

/** A path's id that is not a whole number names no product: the server answers 404 for it as for any other. */
const idOf = (productId: string | undefined) =>
  productId === undefined ? null : /^\d{1,15}$/.test(productId) ? Number(productId) : 0;

export function ProductEditorRoute({ productId }: { productId?: string }) {
  const machine = use(useAppLogic().productEditor());
  // A new key per product: moving from one product's form to another's starts afresh.
  return <ProductEditorFlow key={productId ?? 'new'} machine={machine} productId={idOf(productId)} />;
}
