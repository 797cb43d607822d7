// /admin/categories with the provided category tree machine (its code loads with the admin area; the route's
// Suspense shows the loading state meanwhile).
import { use } from 'react';
import type { CategoriesMachine } from '#machines/categories/machine.ts';
import { useAppLogic, type AppLogic } from '../../app/app-logic.tsx';
import { ComingSoonPage } from '../../pages/ComingSoonPage.tsx';
import { CategoryTree } from './CategoryTree.tsx';

/**
 * What the composition root adds for this screen: `adminCategories`, loaded with the admin area like
 * `adminReview` (src/app/admin-categories.ts's `provideAdminCategories` over the admin categories service).
 * Until it is wired, the screen says it is coming, as before.
 */
type WithCategories = AppLogic & { adminCategories?: () => Promise<CategoriesMachine> };

export function CategoriesRoute() {
  const { adminCategories }: WithCategories = useAppLogic();
  return adminCategories ? (
    <CategoryTree logic={use(adminCategories())} />
  ) : (
    <ComingSoonPage
      title="Categories"
      description="Manage the product categories and tags sellers choose from."
    />
  );
}
