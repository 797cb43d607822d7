// /products: the seller's product list (issue 11). A shell while the list is built.
import { PageLoading } from '../layout/PageLoading.tsx';

export function ProductsListRoute() {
  return <PageLoading />;
}
