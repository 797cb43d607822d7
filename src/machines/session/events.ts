import type { LoginForm, RegisterForm } from '../../schemas/auth.ts';

export type SessionEvent =
  | { type: 'route.change'; path: string }
  | { type: 'session.login'; credentials: LoginForm }
  | { type: 'session.register'; registration: RegisterForm }
  /** The profile changed on the server (e-mail verified, onboarding submitted): fetch it again. */
  | { type: 'session.refresh' }
  | { type: 'session.logout' }
  | { type: 'admin.login'; credentials: LoginForm }
  | { type: 'admin.logout' };
