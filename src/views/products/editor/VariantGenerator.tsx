// The variant generator (spec §3): up to 3 options of up to 3 values, and one row per combination with its
// price, SKU, quantity and picture. On a saved product whose options are unchanged a row is saved or
// deleted at once; otherwise the rows go with the product's Save.
import type { EditorImage } from '#machines/product-save/context.ts';
import type { FieldErrors } from '#machines/form/context.ts';
import { leftOut, rowErrors, rowKey, rowName, type VariantRow } from '#machines/variant-generator/context.ts';
import type { VariantGeneratorMachine } from '#machines/variant-generator/machine.ts';
import { selectRowsSaveAlone } from '#machines/variant-generator/selectors.ts';
import { optionsMax, optionValuesMax } from '#schemas/products';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { AlertDialog } from '../../ui/AlertDialog.tsx';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { DialogTrigger } from 'react-aria-components';
import { imageLabel } from './ImagesField.tsx';
import * as styles from './ProductEditor.css.ts';

export type VariantGeneratorProps = {
  generator: ActorRefFrom<VariantGeneratorMachine>;
  images: readonly EditorImage[];
  /** The product's shown errors: options.N.name, options.N.values.M, variants.N.field … */
  errors: FieldErrors;
  isDisabled?: boolean;
};

export function VariantGenerator({ generator, images, errors, isDisabled = false }: VariantGeneratorProps) {
  const snapshot = useSelector(generator, (current) => current);
  const { options, rows, excluded, tried } = snapshot.context;
  const busy = isDisabled || !snapshot.matches('editing');
  const send = generator.send;
  const pictures = [
    { id: '', name: 'No picture' },
    ...images.map((image, index) => ({ id: image.key, name: imageLabel(image, index) })),
  ];
  const missing = leftOut(options, excluded);
  const savesAlone = selectRowsSaveAlone(snapshot);

  return (
    <div className={styles.header}>
      <p className={styles.muted}>
        Up to {optionsMax} options (such as Size or Colour), each with up to {optionValuesMax} values. Every
        combination becomes a variant with its own price, SKU, stock and picture.
      </p>
      {options.map((option, optionIndex) => (
        <fieldset key={optionIndex} className={styles.option} aria-label={`Option ${optionIndex + 1}`}>
          <TextField
            label={`Option ${optionIndex + 1} name`}
            value={option.name}
            isDisabled={busy}
            onChange={(name) => send({ type: 'option.rename', option: optionIndex, name })}
            errorMessage={errors[`options.${optionIndex}.name`]}
          />
          <div className={styles.values}>
            {option.values.map((value, valueIndex) => (
              <div key={valueIndex} className={styles.value}>
                <TextField
                  label={`Value ${valueIndex + 1}`}
                  value={value}
                  isDisabled={busy}
                  onChange={(text) =>
                    send({ type: 'value.change', option: optionIndex, index: valueIndex, value: text })
                  }
                  errorMessage={errors[`options.${optionIndex}.values.${valueIndex}`]}
                />
                <Button
                  variant="ghost"
                  aria-label={`Remove option ${optionIndex + 1} value ${valueIndex + 1}`}
                  isDisabled={busy}
                  onPress={() => send({ type: 'value.remove', option: optionIndex, index: valueIndex })}
                >
                  Remove
                </Button>
              </div>
            ))}
          </div>
          {errors[`options.${optionIndex}.values`] ? (
            <p className={styles.error}>{errors[`options.${optionIndex}.values`]}</p>
          ) : null}
          <div className={styles.optionFoot}>
            <Button
              variant="secondary"
              aria-label={`Add value to option ${optionIndex + 1}`}
              isDisabled={busy || !snapshot.can({ type: 'value.add', option: optionIndex })}
              onPress={() => send({ type: 'value.add', option: optionIndex })}
            >
              Add value
            </Button>
            <Button
              variant="ghost"
              aria-label={`Remove option ${optionIndex + 1}`}
              isDisabled={busy}
              onPress={() => send({ type: 'option.remove', option: optionIndex })}
            >
              Remove option
            </Button>
          </div>
        </fieldset>
      ))}
      {errors.options ? <p className={styles.error}>{errors.options}</p> : null}
      <div>
        <Button
          variant="secondary"
          isDisabled={busy || !snapshot.can({ type: 'option.add' })}
          onPress={() => send({ type: 'option.add' })}
        >
          Add option
        </Button>
      </div>
      {errors.variants ? <p className={styles.error}>{errors.variants}</p> : null}
      {rows.length > 0 ? (
        <ul className={styles.rows} aria-label="Variants">
          {rows.map((row, index) => (
            <VariantRowItem
              key={rowKey(row)}
              row={row}
              pictures={pictures}
              errors={{
                ...(tried.includes(rowKey(row)) ? rowErrors(row) : {}),
                ...prefixed(errors, `variants.${index}.`),
              }}
              isDisabled={busy}
              canSave={savesAlone}
              isPending={snapshot.context.pendingRow === rowKey(row)}
              send={send}
            />
          ))}
        </ul>
      ) : null}
      {missing.length > 0 ? (
        <div className={styles.leftOut}>
          <span className={styles.muted}>Left out:</span>
          {missing.map(({ key, name }) => (
            <Button
              key={key}
              variant="ghost"
              isDisabled={busy}
              aria-label={`Add back ${name}`}
              onPress={() => send({ type: 'row.addBack', row: key })}
            >
              {name}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** `errors` under `prefix`, keyed by the rest of their path. */
const prefixed = (errors: FieldErrors, prefix: string): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );

type RowProps = {
  row: VariantRow;
  pictures: Array<{ id: string; name: string }>;
  errors: FieldErrors;
  isDisabled: boolean;
  /** The row can go to the server on its own now (a saved product, options unchanged). */
  canSave: boolean;
  isPending: boolean;
  send: ActorRefFrom<VariantGeneratorMachine>['send'];
};

function VariantRowItem({ row, pictures, errors, isDisabled, canSave, isPending, send }: RowProps) {
  const key = rowKey(row);
  const name = rowName(row);
  const change = (field: 'price' | 'discountedPrice' | 'sku' | 'quantity') => ({
    value: row[field],
    isDisabled,
    onChange: (value: string) => send({ type: 'row.change', row: key, field, value }),
    errorMessage: errors[field],
  });
  return (
    <li className={styles.row} aria-label={`Variant ${name}`}>
      <div className={styles.rowHead}>
        <strong>{name}</strong>
        <span className={styles.muted}>{row.variantId === null ? 'Not saved yet' : 'Saved'}</span>
      </div>
      {errors.option1 ? <p className={styles.error}>{errors.option1}</p> : null}
      <div className={styles.rowFields}>
        <TextField label="Price" inputMode="decimal" className={styles.priceField} {...change('price')} />
        <TextField
          label="Discounted price"
          inputMode="decimal"
          className={styles.discountedField}
          {...change('discountedPrice')}
        />
        <TextField label="SKU" className={styles.skuField} {...change('sku')} />
        <TextField
          label="Quantity"
          inputMode="numeric"
          className={styles.quantityField}
          {...change('quantity')}
        />
        <Select
          label="Picture"
          className={styles.pictureField}
          options={pictures}
          value={row.image ?? ''}
          isDisabled={isDisabled}
          onChange={(value) => send({ type: 'row.change', row: key, field: 'image', value: value || null })}
          errorMessage={errors.image}
        />
      </div>
      <div className={styles.rowFoot}>
        <Checkbox
          isSelected={row.chargeTaxes}
          isDisabled={isDisabled}
          onChange={(value) => send({ type: 'row.change', row: key, field: 'chargeTaxes', value })}
        >
          Charge taxes
        </Checkbox>
        <div className={styles.rowActions}>
          {canSave ? (
            <Button
              variant="secondary"
              isDisabled={isDisabled}
              isPending={isPending}
              aria-label={`${row.variantId === null ? 'Add' : 'Save'} variant ${name}`}
              onPress={() => send({ type: 'variant.save', row: key })}
            >
              {row.variantId === null ? 'Add variant' : 'Save variant'}
            </Button>
          ) : null}
          {row.variantId === null ? (
            <Button
              variant="ghost"
              isDisabled={isDisabled}
              aria-label={`Leave out ${name}`}
              onPress={() => send({ type: 'row.leaveOut', row: key })}
            >
              Leave out
            </Button>
          ) : (
            <DialogTrigger>
              <Button variant="ghost" isDisabled={isDisabled} aria-label={`Delete variant ${name}`}>
                Delete
              </Button>
              <AlertDialog
                title="Delete this variant?"
                confirmLabel="Delete"
                variant="destructive"
                onConfirm={() => send({ type: 'variant.delete', row: key })}
              >
                {name} will be removed from the product now. This cannot be undone.
              </AlertDialog>
            </DialogTrigger>
          )}
        </div>
      </div>
    </li>
  );
}
