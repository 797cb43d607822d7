// /api/auth: the seller's sign-in, registration, e-mail verification and password reset.
import { okSchema } from '../schemas/api.ts';
import {
  tokenSchema,
  type LoginForm,
  type RegisterForm,
  type ResetPasswordRequest,
} from '../schemas/auth.ts';
import { request } from './client.ts';

/** Resolves with the new session token. */
export const login = async (credentials: LoginForm): Promise<string> =>
  (
    await request(tokenSchema, '/api/auth/login', {
      method: 'POST',
      body: credentials,
      auth: 'none',
      fallback: 'Login failed',
    })
  ).data.token;

/** Resolves with the new session token (the account starts unverified). */
export const register = async (registration: RegisterForm): Promise<string> =>
  (
    await request(tokenSchema, '/api/auth/register', {
      method: 'POST',
      body: registration,
      auth: 'none',
      fallback: 'Registration failed',
    })
  ).data.token;

export const logout = async (): Promise<void> => {
  await request(okSchema, '/api/auth/logout', { method: 'POST' });
};

/** The token comes from the e-mail link, so no session is needed (the link may open in another browser). */
export const verifyEmail = async (token: string): Promise<void> => {
  await request(okSchema, '/api/auth/verify-email', {
    method: 'POST',
    body: { token },
    auth: 'none',
    fallback: 'This verification link is invalid or has expired.',
  });
};

export const resendVerificationEmail = async (): Promise<void> => {
  await request(okSchema, '/api/auth/resend-verification-email', {
    method: 'POST',
    fallback: 'Failed to send verification email',
  });
};

export const resetPassword = async (reset: ResetPasswordRequest): Promise<void> => {
  await request(okSchema, '/api/auth/reset-password', {
    method: 'POST',
    body: reset,
    auth: 'none',
    fallback: 'This reset link is invalid or has expired.',
  });
};
