// The sign-in and password forms say exactly what spec §5 says, and say it together.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordFormSchema,
  loginSchema,
  registerSchema,
  resetPasswordFormSchema,
} from '../../src/schemas/auth.ts';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

const validRegistration = {
  sellerName: 'Ana Reyes',
  spStoreName: 'Tindahan ni Ana',
  country: 'PH',
  email: 'ana@tindahan.ph',
  password: 'abc12',
  confirmPassword: 'abc12',
};

describe('login', () => {
  it('asks for a valid email and a password, word for word', () => {
    expect(messages(loginSchema, { email: 'ana', password: '' })).toEqual({
      email: 'Please enter a valid email',
      password: 'Password enter  password',
    });
  });
});

describe('registration', () => {
  it('names every missing field', () => {
    expect(messages(registerSchema, {})).toEqual({
      sellerName: 'Seller name is required',
      spStoreName: 'Store name is required',
      country: 'Country is required',
      email: 'Email is required',
      password: 'Password must be at least 5 characters long.',
      confirmPassword: 'Please re-enter your password',
    });
  });

  it('treats blank names as missing and checks the e-mail shape', () => {
    expect(messages(registerSchema, { ...validRegistration, sellerName: '   ', email: 'ana@' })).toEqual({
      sellerName: 'Seller name is required',
      email: 'Must be a valid email address',
    });
  });

  it('bounds the password at 5 and 15 characters', () => {
    expect(
      messages(registerSchema, { ...validRegistration, password: '1234', confirmPassword: '1234' }),
    ).toEqual({
      password: 'Password must be at least 5 characters long.',
    });
    const long = '1234567890123456';
    expect(messages(registerSchema, { ...validRegistration, password: long, confirmPassword: long })).toEqual(
      {
        password: 'Password must be at most 15 characters long.',
      },
    );
    expect(
      registerSchema.safeParse({
        ...validRegistration,
        password: long.slice(1),
        confirmPassword: long.slice(1),
      }).success,
    ).toBe(true);
  });

  it('reports a mismatch on the confirmation even while other fields are wrong', () => {
    expect(
      messages(registerSchema, { ...validRegistration, sellerName: '', confirmPassword: 'abc13' }),
    ).toEqual({
      sellerName: 'Seller name is required',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('offers only the Philippines', () => {
    expect(messages(registerSchema, { ...validRegistration, country: 'SG' })).toEqual({
      country: 'Only the Philippines (PH) is supported for now',
    });
  });
});

describe('change password', () => {
  it('names the three required fields, word for word', () => {
    expect(
      messages(changePasswordFormSchema, { oldPassword: '', newPassword: '', confirmNewPassword: '' }),
    ).toEqual({
      oldPassword: 'Current password is required',
      newPassword: 'New  password is required',
      confirmNewPassword: 'Please confirm your new password',
    });
  });

  it('wants the confirmation to match the new password', () => {
    expect(
      messages(changePasswordFormSchema, {
        oldPassword: 'old12',
        newPassword: 'new12',
        confirmNewPassword: 'new13',
      }),
    ).toEqual({ confirmNewPassword: 'Passwords must match' });
  });
});

describe('reset password', () => {
  it('does not pile a mismatch on an empty confirmation', () => {
    expect(messages(resetPasswordFormSchema, { newPassword: 'new12', confirmNewPassword: '' })).toEqual({
      confirmNewPassword: 'Please confirm your new password',
    });
  });
});
