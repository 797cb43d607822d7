// The form statechart with the shared schemas: which errors show when, and what a valid submit hands over.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loginSchema, registerSchema } from '#schemas/auth';
import type { FormSchema, FormValues } from '#machines/form/context.ts';
import { formMachine } from '#machines/form/machine.ts';
import { selectFieldErrors, selectValues } from '#machines/form/selectors.ts';

function startForm(schema: FormSchema, values: FormValues) {
  const submitted: unknown[] = [];
  let focusMoves = 0;
  const form = createActor(
    formMachine.provide({
      actions: {
        submit: (_, { values }) => void submitted.push(values),
        focusFirstError: () => void focusMoves++,
      },
    }),
    { input: { schema, values } },
  ).start();
  const change = (field: string, value: unknown) => form.send({ type: 'field.change', field, value });
  const leave = (field: string) => form.send({ type: 'field.blur', field });
  const errors = () => selectFieldErrors(form.getSnapshot());
  return { form, submitted, focusMoves: () => focusMoves, change, leave, errors };
}

const blankLogin = { email: '', password: '' };

describe('form: when errors show', () => {
  it('shows nothing while the user first types, and a field’s error once they leave it', () => {
    const { change, leave, errors } = startForm(loginSchema, blankLogin);
    change('email', 'ana@');
    expect(errors()).toEqual({});
    leave('email');
    expect(errors()).toEqual({ email: 'Please enter a valid email' });
    change('email', 'ana@store.ph');
    expect(errors()).toEqual({});
    change('email', 'ana@');
    expect(errors()).toEqual({ email: 'Please enter a valid email' });
  });

  it('shows an untouched field’s error once it was left, even when empty', () => {
    const { leave, errors } = startForm(loginSchema, blankLogin);
    leave('password');
    expect(errors()).toEqual({ password: 'Password enter  password' });
  });

  it('shows every error after a submit that found any, moves focus to them and hands nothing over', () => {
    const { form, submitted, focusMoves, errors } = startForm(loginSchema, blankLogin);
    form.send({ type: 'form.submit' });
    expect(form.getSnapshot().value).toBe('revising');
    expect(errors()).toEqual({
      email: 'Please enter a valid email',
      password: 'Password enter  password',
    });
    expect(focusMoves()).toBe(1);
    form.send({ type: 'form.submit' });
    expect(focusMoves()).toBe(2);
    expect(submitted).toEqual([]);
  });

  it('reports a confirmation mismatch on the confirmation, with the schema’s own rule', () => {
    const { form, change, errors } = startForm(registerSchema, {
      sellerName: 'Ana',
      spStoreName: 'Tindahan ni Ana',
      country: 'PH',
      email: 'ana@store.ph',
      password: 'secret1',
      confirmPassword: '',
    });
    form.send({ type: 'form.submit' });
    change('confirmPassword', 'secret2');
    expect(errors()).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});

describe('form: handing over', () => {
  it('hands the parsed values to the flow once, then again on a resubmit without changes', () => {
    const { form, submitted, change } = startForm(loginSchema, blankLogin);
    change('email', '  ana@store.ph ');
    change('password', 'secret1');
    form.send({ type: 'form.submit' });
    expect(form.getSnapshot().value).toBe('submitted');
    // The schema trims the e-mail: the flow gets what the schema made of the values.
    expect(submitted).toEqual([{ email: 'ana@store.ph', password: 'secret1' }]);
    form.send({ type: 'form.submit' });
    expect(submitted).toHaveLength(2);
  });

  it('keeps the typed values, and after an edit shows errors as they happen', () => {
    const { form, change, errors } = startForm(loginSchema, { email: 'ana@store.ph', password: 'x' });
    form.send({ type: 'form.submit' });
    change('password', '');
    expect(form.getSnapshot().value).toBe('revising');
    expect(selectValues(form.getSnapshot())).toEqual({ email: 'ana@store.ph', password: '' });
    expect(errors()).toEqual({ password: 'Password enter  password' });
  });

  it("shows the flow's server errors until their field changes, and again after the next hand-over", () => {
    const { form, change, errors } = startForm(loginSchema, { email: 'ana@store.ph', password: 'x' });
    const server = { email: 'This email is already registered' };
    const shown = () => selectFieldErrors(form.getSnapshot(), server);
    form.send({ type: 'form.submit' });
    expect(shown()).toEqual(server);
    change('password', 'y');
    expect(shown()).toEqual(server);
    change('email', 'ana.reyes@store.ph');
    expect(shown()).toEqual({});
    // The schema's own error wins over the server's.
    change('email', 'ana@');
    expect(shown()).toEqual({ email: 'Please enter a valid email' });
    change('email', 'ana@store.ph');
    form.send({ type: 'form.submit' });
    expect(shown()).toEqual(server);
    expect(errors()).toEqual({});
  });

  it('needs its effects provided', () => {
    const form = createActor(formMachine, {
      input: { schema: loginSchema, values: { email: 'ana@store.ph', password: 'x' } },
    });
    const errors: unknown[] = [];
    form.subscribe({ error: (error) => errors.push(error) });
    form.start();
    form.send({ type: 'form.submit' });
    expect(String(errors[0])).toContain("form: 'submit' was not provided");
  });
});
