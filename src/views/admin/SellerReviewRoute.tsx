// /admin/sellers/:id with the provided review machine (its code loads with the admin area; the route's
// Suspense shows the loading state meanwhile).
import { use } from 'react';
import { useAppLogic } from '../app/app-logic.tsx';
import { SellerReview } from './SellerReview.tsx';

export function SellerReviewRoute({ sellerId }: { sellerId: string }) {
  const logic = use(useAppLogic().adminReview());
  return <SellerReview logic={logic.review} sellerId={sellerId} />;
}
