// What the session tells the user (spec §8, exact texts), with the server's own words where it gave some.
import { enqueueActions, type EventObject, type MachineContext } from 'xstate';

export type Notice = { title: string; description?: string; tone: 'success' | 'error' | 'info' };

export const notices = {
  loginSucceeded: {
    title: 'Login successful',
    description: 'You have successfully logged in.',
    tone: 'success',
  },
  /**
   * `serverMessage` is null for a wrong e-mail or password (the spec's words) and for a failure the server
   * did not explain; otherwise it says what really happened (too many attempts: wait, not retype).
   */
  loginFailed: (serverMessage: string | null): Notice => ({
    title: 'Login failed',
    description: serverMessage ?? 'Please check your email and password.',
    tone: 'error',
  }),
  registrationSucceeded: { title: 'Registration successful', tone: 'success' },
  /** Spec §8: the server's message alone, or the generic pair when there is none. */
  registrationFailed: (serverMessage: string | null): Notice =>
    serverMessage === null
      ? { title: 'Registration failed', description: 'Failed to register. Please try again.', tone: 'error' }
      : { title: serverMessage, tone: 'error' },
  verificationEmailSent: { title: 'Verification email sent', tone: 'success' },
  verificationEmailFailed: { title: 'Failed to send verification email', tone: 'error' },
  /** Resend pressed within the server's cool-down: its message says when the next link can go. */
  verificationEmailTooSoon: (serverMessage: string): Notice => ({ title: serverMessage, tone: 'info' }),
} as const satisfies Record<string, Notice | ((message: string) => Notice)>;

/** The notices that say the same thing every time, named in machine configs as `{ notice: name }`. */
export type NoticeName = {
  [K in keyof typeof notices]: (typeof notices)[K] extends Notice ? K : never;
}[keyof typeof notices];

/** The `notify` action of a machine's `setup`: shows the named notice through its injected `showToast`. */
export const notifyAction = <TContext extends MachineContext, TEvent extends EventObject>() =>
  enqueueActions<
    TContext,
    TEvent,
    { notice: NoticeName },
    TEvent,
    never,
    { type: 'showToast'; params: Notice },
    never,
    never,
    never
  >(({ enqueue }, params) => enqueue({ type: 'showToast', params: notices[params.notice] }));

/** Like `notify`, with the notice made from the event being handled (an actor's answer, the server's words). */
export const notifyWith = <TContext extends MachineContext, TEvent extends EventObject>(
  noticeFor: (event: TEvent) => Notice,
) =>
  enqueueActions<
    TContext,
    TEvent,
    undefined,
    TEvent,
    never,
    { type: 'showToast'; params: Notice },
    never,
    never,
    never
  >(({ event, enqueue }) => enqueue({ type: 'showToast', params: noticeFor(event) }));
