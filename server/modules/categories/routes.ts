// /api/admin/categories (admins edit the tree) and /api/product-categories (sellers read it). Validates,
// hands the use case to the category service and answers its outcome. (Issue 11.)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '#schemas/api';
import {
  adminCategoriesResponseSchema,
  categoriesResponseSchema,
  categoryInputSchema,
  categoryMessages,
  categoryParamsSchema,
  categoryResponseSchema,
} from '#schemas/categories';
import type { ModuleContext } from '../../lib/context.ts';
import { okAnswer } from '../../lib/answers.ts';
import { conflict, errorResponses, fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { valueOf, type RefusalStatus } from '../../lib/outcome.ts';
import { createCategoryService, type CategoryService } from './service.ts';

const unknownCategory = () => notFound(categoryMessages.notFound);

/** A 409 the admin's form shows under the field it is about. */
const fieldConflict = (field: string, message: string) =>
  new HttpError(409, 'CONFLICT', message, { [field]: message });

const saveRefusals: RefusalStatus<Awaited<ReturnType<CategoryService['create' | 'update']>>> = {
  unknownCategory,
  ownParent: () => fieldError('parentCategoryId', categoryMessages.ownParent),
  unknownParent: () => fieldError('parentCategoryId', categoryMessages.parentNotFound),
  parentIsChild: ({ parent }) => fieldError('parentCategoryId', categoryMessages.parentIsChild(parent)),
  cannotMoveParent: ({ title, children }) =>
    fieldConflict('parentCategoryId', categoryMessages.cannotMoveParent(title, children)),
  titleTaken: ({ title, parent }) => fieldConflict('title', categoryMessages.titleTaken(title, parent)),
};

const deleteRefusals: RefusalStatus<Awaited<ReturnType<CategoryService['delete']>>> = {
  unknownCategory,
  hasChildren: ({ title, children }) => conflict(categoryMessages.deleteParent(title, children)),
  inUse: ({ title, products }) => conflict(categoryMessages.inUse(title, products)),
};

/** The category a path names; anything but a whole number in the id column's range is as unknown as any other. */
const categoryIdOf = (id: string): number => {
  const value = /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : 0;
  if (value < 1 || value > 2_147_483_647) throw unknownCategory();
  return value;
};

export const categoryRoutes: FastifyPluginAsyncZod<ModuleContext> = async (app, { database }) => {
  const categories = createCategoryService({ database });

  // Sellers: any signed-in seller reads the tree (it names nothing of anyone's; decision 018).
  app.get(
    '/product-categories',
    {
      schema: {
        tags: ['categories'],
        summary: 'Every product category, each parent followed by its children, each level by title',
        response: { 200: categoriesResponseSchema, ...errorResponses },
      },
    },
    async () => ({ data: await categories.list() }),
  );

  app.get(
    '/product-categories/:id',
    {
      schema: {
        tags: ['categories'],
        summary: 'One product category with its parent',
        params: categoryParamsSchema,
        response: { 200: categoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const category = await categories.find(categoryIdOf(request.params.id));
      if (!category) throw unknownCategory();
      return { data: category };
    },
  );

  // Admins: the tree with how many products use each category, and its changes.
  app.get(
    '/admin/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every product category in tree order, with how many products use it',
        response: { 200: adminCategoriesResponseSchema, ...errorResponses },
      },
    },
    async () => ({ data: await categories.listWithUse() }),
  );

  app.post(
    '/admin/categories',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Add a category, top-level or under a top-level one; its title unique among its siblings (409)',
        body: categoryInputSchema,
        response: { 201: categoryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = valueOf(await categories.create(request.body), saveRefusals);
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    '/admin/categories/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Rename a category, move it under another parent (or to the top) and set its tags; a category with subcategories stays top-level (409)',
        params: categoryParamsSchema,
        body: categoryInputSchema,
        response: { 200: categoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: valueOf(await categories.update(categoryIdOf(request.params.id), request.body), saveRefusals),
    }),
  );

  app.delete(
    '/admin/categories/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Delete a category; refused (409, nothing changes) while products use it or subcategories sit under it',
        params: categoryParamsSchema,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      valueOf(await categories.delete(categoryIdOf(request.params.id)), deleteRefusals);
      return okAnswer;
    },
  );
};
