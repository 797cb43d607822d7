// /admin/categories with the provided category tree machine (its code loads with the route; the route's
// Suspense shows the loading state meanwhile).
import { use } from 'react';
import { useAppLogic } from '../../app/app-logic.tsx';
import { CategoryTree } from './CategoryTree.tsx';

export function CategoriesRoute() {
  const logic = use(useAppLogic().adminCategories());
  return <CategoryTree logic={logic} />;
}
