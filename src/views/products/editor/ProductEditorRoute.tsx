// /products/new and /products/:id/edit: the product editor (decision 019). A shell while the editor is built.
import { PageLoading } from '../../layout/PageLoading.tsx';

export function ProductEditorRoute({ productId }: { productId?: string }) {
  return <PageLoading key={productId ?? 'new'} />;
}
