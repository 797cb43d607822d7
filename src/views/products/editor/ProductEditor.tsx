// The product form (spec §3 New/Edit product): details, pictures, pricing, inventory, package and variants,
// over a running product-save actor, with the AI tools (issue 15: "Write with AI", a picture's "New
// background"). Leaving with unsaved changes (a link anywhere in the app, Cancel, or closing the tab) asks
// first.
import type { Inspect } from '../../app/app-logic.tsx';
import {
  shownErrors,
  type ProductField,
  type ProductSaveContext,
  type WeightUnit,
} from '#machines/product-save/context.ts';
import type { ProductSaveMachine } from '#machines/product-save/machine.ts';
import type { VariantGeneratorMachine } from '#machines/variant-generator/machine.ts';
import { categoryPath, type Category } from '#schemas/categories';
import { useSelector } from '@xstate/react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useId, useMemo } from 'react';
import { ProgressBar } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import { useFlow } from '../../app/use-flow.ts';
import { PageLoading } from '../../layout/PageLoading.tsx';
import { AlertDialog } from '../../ui/AlertDialog.tsx';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Form } from '../../ui/Form.tsx';
import { Heading, Paragraph } from '../../ui/Heading.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { BackgroundGenerator } from './ai/BackgroundGenerator.tsx';
import { DescriptionWriter } from './ai/DescriptionWriter.tsx';
import { ImagesField } from './ImagesField.tsx';
import * as styles from './ProductEditor.css.ts';
import { VariantGenerator } from './VariantGenerator.tsx';

type SaveActor = ActorRefFrom<ProductSaveMachine>;

export type ProductEditorFlowProps = {
  /** The provided product-save machine (src/app/product-editor.ts). */
  machine: ProductSaveMachine;
  /** The product to edit; none for a new one. */
  productId: number | null;
  /** Watches the actors (tests record model coverage with it), beside the app's own inspector. */
  inspect?: Inspect;
};

/** Starts the editor's actor for this product and shows it. */
export function ProductEditorFlow({ machine, productId, inspect }: ProductEditorFlowProps) {
  const formId = useId();
  const actor = useFlow(
    machine.provide({
      actions: {
        // After the render that marks the fields invalid.
        focusFirstError: () =>
          requestAnimationFrame(() =>
            document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
          ),
      },
    }),
    { input: { productId }, ...(inspect ? { inspect } : {}) },
  );
  return <ProductEditor actor={actor} formId={formId} />;
}

export function ProductEditor({ actor, formId }: { actor: SaveActor; formId?: string }) {
  const snapshot = useSelector(actor, (current) => current);
  const isEdit = snapshot.context.productId !== null;
  const title = isEdit ? 'Edit product' : 'New product';
  const generator = snapshot.context.generator;

  if (snapshot.matches('loading'))
    return <PageLoading label={isEdit ? 'Loading the product…' : 'Loading…'} />;
  if (snapshot.matches('loadFailed') || !generator) {
    return (
      <div className={styles.page}>
        <Heading level={1}>{title}</Heading>
        <Banner tone="error">
          {isEdit ? 'Error fetching product' : 'The categories could not be loaded'}:{' '}
          {snapshot.context.failure?.message ?? 'Please try again.'}
        </Banner>
        <div>
          <Button onPress={() => actor.send({ type: 'load.retry' })}>Try again</Button>
        </div>
      </div>
    );
  }
  return <ProductForm actor={actor} generator={generator} title={title} formId={formId} />;
}

/** The categories a product can be listed in (a child, or a parent without any), as "Parent > Child". */
const categoryOptions = (categories: readonly Category[]) =>
  categories
    .filter((category) => !categories.some((other) => other.parentCategory?.id === category.id))
    .map((category) => ({ id: String(category.id), name: categoryPath(category) }));

const weightUnits = [
  { id: 'g', name: 'g' },
  { id: 'kg', name: 'kg' },
];

/** Links inside the app that would leave the form: asked about first while something is unsaved. */
function useLeaveGuard(actor: SaveActor, unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // Before the router's own click handler sees it.
      event.preventDefault();
      event.stopPropagation();
      actor.send({ type: 'leave.request', to: `${url.pathname}${url.search}` });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [actor, unsaved]);
}

const selectContext = (snapshot: { context: ProductSaveContext }) => snapshot.context;

type ProductFormProps = {
  actor: SaveActor;
  generator: ActorRefFrom<VariantGeneratorMachine>;
  title: string;
  formId?: string | undefined;
};

function ProductForm({ actor, generator, title, formId }: ProductFormProps) {
  const context = useSelector(actor, selectContext);
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches({ form: 'failed' }));
  const leaving = useSelector(actor, (snapshot) => snapshot.matches({ form: 'leaving' }));
  const generated = useSelector(generator, (snapshot) => snapshot.context);
  const errors = useMemo(() => shownErrors(context, generated), [context, generated]);
  const unsaved = (context.changed || generated.changed) && !saving;
  useLeaveGuard(actor, unsaved);
  const isEdit = context.productId !== null;
  const { values } = context;
  const hasVariants = generated.rows.length > 0;
  const send = actor.send;

  const field = (name: Exclude<ProductField, 'chargeTaxes' | 'weightUnit'>) => ({
    name,
    value: values[name],
    isDisabled: saving,
    onChange: (value: string) => send({ type: 'field.change', field: name, value }),
    onBlur: () => send({ type: 'field.blur', field: name }),
    errorMessage: errors[name],
  });

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Heading level={1}>{title}</Heading>
        <Paragraph muted>
          {isEdit
            ? 'Changing the name, description, pictures, category or options sends the product back for review.'
            : 'An admin reviews every new product before buyers can see it.'}
        </Paragraph>
      </div>
      {failed && context.failure ? (
        <Banner tone="error">
          <strong>{isEdit ? 'Error updating product' : 'Error creating product'}</strong>
          <span>
            {context.failure.kind === 'http' && context.failure.status < 500
              ? context.failure.message
              : 'Please try again.'}{' '}
            Everything you typed is still here
            {hasVariants ? '; pick the variants’ pictures again' : ''}.
            {context.clearedBackgrounds > 0 ? ` ${clearedBackgroundsText(context.clearedBackgrounds)}` : ''}
          </span>
        </Banner>
      ) : null}
      <Form
        id={formId}
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        <Card title="Details">
          <TextField label="Product name" isRequired {...field('productName')} />
          <TextField label="Description" isRequired multiline {...field('productDescription')} />
          <div className={styles.aiActions}>
            <Button variant="secondary" isDisabled={saving} onPress={() => send({ type: 'writer.open' })}>
              Write with AI
            </Button>
            {context.descriptionUndo !== null ? (
              <Button
                variant="secondary"
                isDisabled={saving}
                onPress={() => send({ type: 'description.undo' })}
              >
                Undo AI description
              </Button>
            ) : null}
          </div>
          <TextField
            label="Tags"
            description="Words buyers search for, separated by commas."
            {...field('productTag')}
          />
          <Select
            label="Category"
            name="categoryId"
            placeholder="Choose a category"
            isRequired
            options={categoryOptions(context.categories)}
            value={values.categoryId || null}
            isDisabled={saving}
            onChange={(value) => {
              send({ type: 'field.change', field: 'categoryId', value });
              send({ type: 'field.blur', field: 'categoryId' });
            }}
            errorMessage={errors.categoryId}
          />
        </Card>
        <Card title="Pictures">
          <ImagesField
            images={context.images}
            notice={context.imageNotice}
            errorMessage={errors.images}
            isDisabled={saving}
            onAdd={(files) => send({ type: 'images.add', files })}
            onRemove={(key) => send({ type: 'image.remove', key })}
            onMove={(key, offset) => send({ type: 'image.move', key, offset })}
            onDrop={(key, target, position) => send({ type: 'image.drop', key, target, position })}
            onNewBackground={(key) => send({ type: 'background.open', key })}
          />
        </Card>
        <Card title="Pricing">
          <div className={styles.fieldGrid}>
            <TextField label="Price (₱)" inputMode="decimal" isRequired {...field('price')} />
            <TextField label="Discounted price (₱)" inputMode="decimal" {...field('discountedPrice')} />
          </div>
          <Checkbox
            isSelected={values.chargeTaxes}
            isDisabled={saving}
            onChange={(value) => send({ type: 'field.change', field: 'chargeTaxes', value })}
          >
            Charge taxes on this product
          </Checkbox>
        </Card>
        <Card title="Inventory">
          <div className={styles.fieldGrid}>
            <TextField label="SKU" isRequired {...field('sku')} />
            {hasVariants ? (
              <TextField
                label="Quantity"
                isReadOnly
                value={String(sumOf(generated.rows.map((row) => row.quantity)))}
                description="The variants' quantities together."
              />
            ) : (
              <TextField label="Quantity" inputMode="numeric" isRequired {...field('quantity')} />
            )}
          </div>
        </Card>
        <Card title="Package">
          <div className={styles.fieldGrid}>
            <div className={styles.weight}>
              <TextField
                label={`Weight (${values.weightUnit})`}
                inputMode="decimal"
                isRequired
                {...field('weight')}
              />
              <Select
                label="Unit"
                options={weightUnits}
                value={values.weightUnit}
                isDisabled={saving}
                onChange={(unit) => send({ type: 'weight.unit', unit: unit as WeightUnit })}
              />
            </div>
            <TextField label="Length (cm)" inputMode="decimal" isRequired {...field('length')} />
            <TextField label="Width (cm)" inputMode="decimal" isRequired {...field('width')} />
            <TextField label="Height (cm)" inputMode="decimal" isRequired {...field('height')} />
          </div>
        </Card>
        <Card title="Variants">
          <VariantGenerator
            generator={generator}
            images={context.images}
            errors={errors}
            isDisabled={saving}
          />
        </Card>
        {saving ? <SaveProgress progress={context.progress} /> : null}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isDisabled={saving}
            onPress={() => send({ type: 'leave.request', to: '/products' })}
          >
            Cancel
          </Button>
          {/* Disabled, not pending: the progress bar above says what is happening, and a pending button's
              announcement would outlive the page when the seller is taken to /products. */}
          <Button type="submit" isDisabled={saving}>
            {isEdit ? 'Update product' : 'Save product'}
          </Button>
        </div>
      </Form>
      {context.writer ? <DescriptionWriter actor={context.writer} /> : null}
      {context.background ? <BackgroundGenerator actor={context.background} /> : null}
      <AlertDialog
        title="Leave without saving?"
        confirmLabel="Leave"
        cancelLabel="Stay"
        variant="destructive"
        isOpen={leaving}
        onOpenChange={(isOpen) => {
          if (!isOpen) send({ type: 'leave.cancel' });
        }}
        onConfirm={() => send({ type: 'leave.confirm' })}
      >
        Your changes to this product are not saved. They are lost if you leave now.
      </AlertDialog>
    </div>
  );
}

/** Spec §4: a failed save clears the backgrounds made with the tool; the banner says so. */
const clearedBackgroundsText = (count: number) =>
  count === 1
    ? 'The new background you made was cleared: make it again if you want it.'
    : `The ${count} new backgrounds you made were cleared: make them again if you want them.`;

const sumOf = (quantities: readonly string[]) =>
  quantities.reduce((sum, quantity) => sum + (/^\d+$/.test(quantity.trim()) ? Number(quantity) : 0), 0);

function SaveProgress({ progress }: { progress: ProductSaveContext['progress'] }) {
  return (
    <ProgressBar
      className={styles.meter}
      aria-label="Saving the product"
      value={progress?.loaded ?? 0}
      maxValue={Math.max(progress?.total ?? 1, 1)}
      isIndeterminate={progress === null}
    >
      {({ percentage = 0, valueText }) => (
        <>
          <span className={styles.muted}>{progress ? `Uploading… ${valueText}` : 'Saving…'}</span>
          <div className={styles.bar}>
            <div
              className={styles.fill}
              style={assignInlineVars({ [styles.uploaded]: `${progress ? percentage : 100}%` })}
            />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
