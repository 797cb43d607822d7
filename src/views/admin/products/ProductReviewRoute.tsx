// /admin/products: the review queue. A shell until the composition root provides the review machine
// (AppLogic.adminProducts; see docs/decisions/022-product-review.md).
import { ComingSoonPage } from '../../pages/ComingSoonPage.tsx';

export function ProductReviewRoute() {
  return (
    <ComingSoonPage
      title="Products"
      description="Review the products sellers submit before they go on sale."
    />
  );
}
