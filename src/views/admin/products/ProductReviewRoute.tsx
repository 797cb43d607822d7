// /admin/products: the admin's review queue of pending products (issue 11). A shell until the queue lands.
import { ComingSoonPage } from '../../pages/ComingSoonPage.tsx';

export function ProductReviewRoute() {
  return (
    <ComingSoonPage
      title="Products"
      description="Review the products sellers submit before they go on sale."
    />
  );
}
