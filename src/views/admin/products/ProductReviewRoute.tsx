// /admin/products with the provided product review machine (its code loads with the admin area; the route's
// Suspense shows the loading state meanwhile).
import { use } from 'react';
import type { ProductReviewMachine } from '#machines/product-review/machine.ts';
import { useAppLogic, type AppLogic } from '../../app/app-logic.tsx';
import { ComingSoonPage } from '../../pages/ComingSoonPage.tsx';
import { ProductReview } from './ProductReview.tsx';

/**
 * What the composition root adds for this screen: `adminProducts`, loaded with the admin area like
 * `adminReview` (src/app/admin-products.ts's `provideAdminProducts` over the admin products service).
 * Until it is wired, the screen says it is coming, as before.
 */
type WithProductReview = AppLogic & { adminProducts?: () => Promise<ProductReviewMachine> };

export function ProductReviewRoute() {
  const { adminProducts }: WithProductReview = useAppLogic();
  return adminProducts ? (
    <ProductReview logic={use(adminProducts())} />
  ) : (
    <ComingSoonPage
      title="Products"
      description="Review the products sellers submit before they go on sale."
    />
  );
}
