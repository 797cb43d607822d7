// /admin/categories: the category tree sellers choose from, two levels (parent > child), each category with
// its tags and how many products use it; add, edit (rename, move, retag) and delete, one at a time.
import { useSelector } from '@xstate/react';
import type { AdminCategory } from '#schemas/categories';
import type { CategoriesMachine } from '#machines/categories/machine.ts';
import { failureText } from '#machines/admin-review/failure.ts';
import {
  selectBranches,
  selectDeleting,
  selectEditor,
  selectIsBusy,
  selectIsLoading,
  selectLoadFailure,
} from '#machines/categories/selectors.ts';
import { PageLoading } from '../../layout/PageLoading.tsx';
import { useFlow } from '../../app/use-flow.ts';
import { ActionMenu } from '../../ui/ActionMenu.tsx';
import { AlertDialog } from '../../ui/AlertDialog.tsx';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Heading, Paragraph } from '../../ui/Heading.tsx';
import { TagIcon } from '../../ui/icons.tsx';
import type { CategoriesActor } from './categories-actor.ts';
import { CategoryEditor } from './CategoryEditor.tsx';
import * as styles from './categories.css.ts';

const productUse = (count: number) =>
  count === 0 ? 'No products' : count === 1 ? '1 product' : `${count} products`;

export function CategoryTree({ logic }: { logic: CategoriesMachine }) {
  const categories = useFlow(logic);
  const branches = useSelector(categories, selectBranches);
  const isLoading = useSelector(categories, selectIsLoading);
  const loadFailure = useSelector(categories, selectLoadFailure);
  const editor = useSelector(categories, selectEditor);
  const add = () => categories.send({ type: 'category.add', parentCategoryId: null });

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div className={styles.intro}>
          <Heading level={1}>Categories</Heading>
          <Paragraph muted>
            The tree sellers file their products under: top-level categories and their subcategories.
          </Paragraph>
        </div>
        {branches.length > 0 ? <Button onPress={add}>Add category</Button> : null}
      </div>
      {isLoading ? (
        <PageLoading label="Loading categories…" />
      ) : loadFailure ? (
        <Banner tone="error">
          <div className={styles.failure}>
            {failureText(loadFailure, 'The categories could not be loaded.')}
            <Button variant="secondary" onPress={() => categories.send({ type: 'categories.retry' })}>
              Try again
            </Button>
          </div>
        </Banner>
      ) : branches.length === 0 ? (
        <EmptyState
          icon={<TagIcon />}
          title="No categories yet"
          headingLevel={2}
          action={<Button onPress={add}>Add category</Button>}
        >
          Add a top-level category, then the subcategories sellers will file their products under.
        </EmptyState>
      ) : (
        <ul className={styles.tree} aria-label="Category tree">
          {branches.map(({ category, children }) => (
            <li key={category.id} className={styles.branch}>
              <div className={styles.parentRow}>
                <CategoryText category={category} isParent />
                <Actions categories={categories} category={category} isParent />
              </div>
              {children.length > 0 ? (
                <ul className={styles.children} aria-label={`Subcategories of ${category.title}`}>
                  {children.map((child) => (
                    <li key={child.id} className={styles.row}>
                      <CategoryText category={child} />
                      <Actions categories={categories} category={child} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.noChildren}>No subcategories yet.</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {editor ? (
        <CategoryEditor key={editor.category?.id ?? 'new'} categories={categories} editor={editor} />
      ) : null}
      <DeleteDialog categories={categories} />
    </div>
  );
}

function CategoryText({ category, isParent = false }: { category: AdminCategory; isParent?: boolean }) {
  return (
    <div className={styles.rowText}>
      <div className={styles.titleLine}>
        {isParent ? (
          <Heading level={2} className={styles.parentTitle}>
            {category.title}
          </Heading>
        ) : (
          <span className={styles.childTitle}>{category.title}</span>
        )}
        <span className={styles.use}>{productUse(category.productCount)}</span>
      </div>
      {category.tags.length > 0 ? (
        <ul className={styles.tags} aria-label={`Tags of ${category.title}`}>
          {category.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Actions({
  categories,
  category,
  isParent = false,
}: {
  categories: CategoriesActor;
  category: AdminCategory;
  isParent?: boolean;
}) {
  const label = `Actions for ${category.title}`;
  const add = {
    label: 'Add subcategory',
    onAction: () => categories.send({ type: 'category.add', parentCategoryId: category.id }),
  };
  return (
    <ActionMenu
      label={label}
      actions={[
        ...(isParent ? [add] : []),
        { label: 'Edit', onAction: () => categories.send({ type: 'category.edit', id: category.id }) },
        {
          label: 'Delete',
          onAction: () => categories.send({ type: 'category.delete', id: category.id }),
          danger: true,
        },
      ]}
    />
  );
}

function DeleteDialog({ categories }: { categories: CategoriesActor }) {
  const deleting = useSelector(categories, selectDeleting);
  const isDeleting = useSelector(categories, selectIsBusy);
  if (!deleting) return null;
  return (
    <AlertDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) categories.send({ type: 'delete.cancel' });
      }}
      title={`Delete “${deleting.title}”?`}
      variant="destructive"
      confirmLabel={isDeleting ? 'Deleting…' : 'Delete category'}
      onConfirm={() => categories.send({ type: 'delete.confirm' })}
      isPending={isDeleting}
    >
      {deleting.parentCategory
        ? `It leaves ${deleting.parentCategory.title}, and sellers can no longer file products under it.`
        : 'It leaves the tree, and sellers can no longer file products under it.'}
    </AlertDialog>
  );
}
