// The one way a view holds a form (docs/decisions/009-forms.md): a form actor over the shared schema,
// bound to react-aria fields (each gets the one error to show as `errorMessage`); a valid submit calls
// `onValid` with the schema's parsed values.
import { useSelector } from '@xstate/react';
import { useRef, type FormEvent } from 'react';
import type { z } from 'zod';
import { sameFieldErrors, type FormSchema } from '#machines/form/context.ts';
import { formMachine } from '#machines/form/machine.ts';
import { selectFieldErrors, selectValues } from '#machines/form/selectors.ts';
import { useFlow } from '../app/use-flow.ts';

/**
 * `onValid` sends the flow that owns the request its event; it may change between renders (the actor
 * always calls the latest). `serverErrors` are that flow's per-field answer to the last submit.
 */
export function useForm<S extends FormSchema>(
  schema: S,
  initialValues: z.input<S>,
  onValid: (values: z.output<S>) => void,
  serverErrors?: Readonly<Record<string, string>>,
) {
  type Values = z.input<S>;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFlow(
    formMachine.provide({
      actions: {
        // The machine parsed the values with this very schema.
        submit: (_, { values }) => onValid(values as z.output<S>),
        // After the render that marks the fields invalid.
        focusFirstError: () =>
          requestAnimationFrame(() =>
            formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
          ),
      },
    }),
    { input: { schema, values: initialValues } },
  );
  const values = useSelector(form, selectValues) as Values;
  const errors = useSelector(form, (snapshot) => selectFieldErrors(snapshot, serverErrors), sameFieldErrors);

  /** The props that bind one field: its value, its change and blur, and its error to show. */
  const field = <K extends keyof Values & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: Values[K]) => form.send({ type: 'field.change', field: name, value }),
    onBlur: () => form.send({ type: 'field.blur', field: name }),
    errorMessage: errors[name],
  });

  const formProps = {
    ref: formRef,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      form.send({ type: 'form.submit' });
    },
  };

  return { form, values, field, formProps };
}
