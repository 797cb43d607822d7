// /api/auth: the seller's sign-in, registration, e-mail verification and password reset.
import type { ResendOutcome } from '../machines/session/verify-email-machine.ts';
import { okSchema } from '../schemas/api.ts';
import {
  emailVerificationSchema,
  tokenSchema,
  type EmailVerification,
  type LoginForm,
  type RegisterForm,
  type ResetPasswordRequest,
} from '../schemas/auth.ts';
import { RetryLaterError, type HttpClient } from './client.ts';

export const createAuthService = (http: HttpClient) => ({
  /** Resolves with the new session token. */
  login: async (credentials: LoginForm): Promise<string> =>
    (
      await http.request(tokenSchema, '/api/auth/login', {
        method: 'POST',
        body: credentials,
        auth: 'none',
        fallback: 'Login failed',
      })
    ).data.token,

  /** Resolves with the new session token (the account starts unverified). */
  register: async (registration: RegisterForm): Promise<string> =>
    (
      await http.request(tokenSchema, '/api/auth/register', {
        method: 'POST',
        body: registration,
        auth: 'none',
        fallback: 'Registration failed',
      })
    ).data.token,

  logout: async (): Promise<void> => {
    await http.request(okSchema, '/api/auth/logout', { method: 'POST' });
  },

  /** The token comes from the e-mail link, so no session is needed (the link may open in another browser). */
  verifyEmail: async (token: string): Promise<EmailVerification> =>
    (
      await http.request(emailVerificationSchema, '/api/auth/verify-email', {
        method: 'POST',
        body: { token },
        auth: 'none',
        fallback: 'This verification link is invalid or has expired.',
      })
    ).data,

  /** Too soon after the last link is an answer, not a failure: it says when the next one may go. */
  resendVerificationEmail: async (): Promise<ResendOutcome> => {
    try {
      await http.request(okSchema, '/api/auth/resend-verification-email', {
        method: 'POST',
        fallback: 'Failed to send verification email',
      });
      return { sent: true };
    } catch (error) {
      if (!(error instanceof RetryLaterError)) throw error;
      return { sent: false, message: error.failure.message, retryAfterSeconds: error.retryAfterSeconds };
    }
  },

  resetPassword: async (reset: ResetPasswordRequest): Promise<void> => {
    await http.request(okSchema, '/api/auth/reset-password', {
      method: 'POST',
      body: reset,
      auth: 'none',
      fallback: 'This reset link is invalid or has expired.',
    });
  },
});

export type AuthService = ReturnType<typeof createAuthService>;
