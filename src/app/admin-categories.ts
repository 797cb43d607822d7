// The admin's category tree joined to the admin categories service and the toasts.
import { fromPromise } from 'xstate';
import type { AdminCategory, Category } from '../schemas/categories.ts';
import type { Announcement, SaveRequest } from '../machines/categories/context.ts';
import { categoriesMachine } from '../machines/categories/machine.ts';
import type { AdminCategoriesService } from '../services/admin-categories.ts';
import { showToast, type ToastContent } from '../views/toast/toasts.ts';

/** The tree's actors over an admin categories service, real or in-memory. */
export const adminCategoriesActors = (service: AdminCategoriesService) => ({
  loadCategories: fromPromise<AdminCategory[]>(() => service.listCategories()),
  saveCategory: fromPromise<Category, SaveRequest>(({ input: { id, input } }) =>
    id === null ? service.createCategory(input) : service.updateCategory(id, input),
  ),
  deleteCategory: fromPromise<void, { id: number }>(({ input }) => service.deleteCategory(input.id)),
});

/** What the admin is told once the server has answered a change. */
export const announcementToast = (announcement: Announcement): ToastContent => {
  switch (announcement.kind) {
    case 'created':
      return {
        title: 'Category added',
        description: `“${announcement.title}” is in the tree.`,
        tone: 'success',
      };
    case 'saved':
      return { title: 'Category saved', description: `“${announcement.title}” is updated.`, tone: 'success' };
    case 'deleted':
      return { title: 'Category deleted', description: `“${announcement.title}” is gone.`, tone: 'success' };
    case 'saveFailed':
      return { title: 'Category not saved', description: announcement.message, tone: 'error' };
    case 'deleteRefused':
      return { title: 'Category not deleted', description: announcement.message, tone: 'error' };
    case 'reloadFailed':
      return { title: 'The tree may be out of date', description: announcement.message, tone: 'error' };
  }
};

/** The category tree's machine over `service`, loaded with the admin area. */
export const provideAdminCategories = (service: AdminCategoriesService) =>
  categoriesMachine.provide({
    actors: adminCategoriesActors(service),
    actions: { announce: (_, announcement) => showToast(announcementToast(announcement)) },
  });
