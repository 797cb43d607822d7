// /admin/sellers with the provided sellers-list machine (its code loads with the admin area; the route's
// Suspense shows the loading state meanwhile).
import { use } from 'react';
import { useAppLogic } from '../app/app-logic.tsx';
import { SellersList } from './SellersList.tsx';

export function SellersListRoute() {
  const logic = use(useAppLogic().adminReview());
  return <SellersList logic={logic.sellers} />;
}
