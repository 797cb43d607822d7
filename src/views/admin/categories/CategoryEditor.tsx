// The form of one category in a dialog: title, parent and tags. Through the one form way (decision 009):
// the form's schema decides its own messages; the server's refusal of a field (a sibling's title, a parent
// it cannot go under) shows under that field until it is changed. While the save runs nothing can change.
import { useSelector } from '@xstate/react';
import { categoryTitleMax } from '#schemas/categories';
import { categoryFormSchema, formValuesOf, type Editor } from '#machines/categories/context.ts';
import { selectCategories, selectFieldErrors, selectIsBusy } from '#machines/categories/selectors.ts';
import { useForm } from '../../form/use-form.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogActions } from '../../ui/Dialog.tsx';
import { Form } from '../../ui/Form.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { CategoriesActor } from './categories-actor.ts';

const topLevel = { id: '', name: 'None: a top-level category' };

const dialogTitle = ({ category, parentCategoryId }: Editor, parentTitle: string | undefined) =>
  category
    ? `Edit “${category.title}”`
    : parentCategoryId !== null && parentTitle
      ? `Add a subcategory to ${parentTitle}`
      : 'Add a category';

export function CategoryEditor({ categories, editor }: { categories: CategoriesActor; editor: Editor }) {
  const isSaving = useSelector(categories, selectIsBusy);
  const cancel = () => categories.send({ type: 'editor.cancel' });
  const all = useSelector(categories, selectCategories);
  const parentTitle = all.find((category) => category.id === editor.parentCategoryId)?.title;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      isDismissable={!isSaving}
      isKeyboardDismissDisabled={isSaving}
    >
      <Dialog title={dialogTitle(editor, parentTitle)}>
        <EditorForm categories={categories} editor={editor} isSaving={isSaving} onCancel={cancel} />
      </Dialog>
    </Modal>
  );
}

function EditorForm({
  categories,
  editor,
  isSaving,
  onCancel,
}: {
  categories: CategoriesActor;
  editor: Editor;
  isSaving: boolean;
  onCancel: () => void;
}) {
  const all = useSelector(categories, selectCategories);
  const serverErrors = useSelector(categories, selectFieldErrors);
  const { field, formProps } = useForm(
    categoryFormSchema,
    formValuesOf(editor),
    (input) => categories.send({ type: 'editor.submit', input }),
    serverErrors,
  );
  const { category } = editor;
  // Two levels: a parent is a top-level category other than this one; one with children stays top-level.
  const hasChildren = category !== null && all.some((each) => each.parentCategory?.id === category.id);
  const parents = [
    topLevel,
    ...all
      .filter((each) => each.parentCategory === null && each.id !== category?.id)
      .map((each) => ({ id: String(each.id), name: each.title })),
  ];
  const parent = field('parentCategoryId');
  const isNew = category === null;
  return (
    <Form {...formProps}>
      <TextField
        {...field('title')}
        label="Title"
        isRequired
        isDisabled={isSaving}
        maxLength={categoryTitleMax}
        autoFocus
      />
      <Select
        label="Parent category"
        options={parents}
        value={parent.value}
        onChange={parent.onChange}
        errorMessage={parent.errorMessage}
        isDisabled={isSaving || hasChildren}
        description={
          hasChildren
            ? 'It has subcategories, so it stays top-level.'
            : 'Categories go two levels deep: a parent and its subcategories.'
        }
      />
      <TextField
        {...field('tags')}
        label="Tags"
        description="Words sellers and buyers search by, separated by commas."
        placeholder="abaca, woven, bag"
        isDisabled={isSaving}
      />
      <DialogActions>
        <Button variant="ghost" isDisabled={isSaving} onPress={onCancel}>
          Cancel
        </Button>
        {/* Not isPending: its announcement would outlive the dialog and point at a removed button. */}
        <Button type="submit" isDisabled={isSaving}>
          {isSaving ? 'Saving…' : isNew ? 'Add category' : 'Save changes'}
        </Button>
      </DialogActions>
    </Form>
  );
}
