// /verify-email, /forgot-password and /reset-password in the real App with fake actors.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rejected, renderApp, sellerProfile } from './fake-app-logic.tsx';

const slow = { timeout: 5000 };
const unverified = () => sellerProfile({ isVerified: false, hasOnboarded: false, approvalStatus: null });

describe('/verify-email', () => {
  it('resends the link with the spec toasts for success and failure', async () => {
    localStorage.setItem('token', 'stored-token');
    const user = userEvent.setup();
    let attempts = 0;
    const app = renderApp('/verify-email', {
      loadProfile: async () => unverified(),
      resend: async () => {
        attempts += 1;
        if (attempts > 1) return rejected(503, 'Unavailable', 'DATABASE_UNAVAILABLE');
        return { sent: true };
      },
    });
    const resend = await screen.findByRole('button', { name: 'Resend' }, slow);
    await user.click(resend);
    expect(await screen.findByText('Verification email sent', {}, slow)).toBeInTheDocument();
    await user.click(resend);
    expect(await screen.findByText('Failed to send verification email', {}, slow)).toBeInTheDocument();
    await app.unmountAll();
  });

  it('says when a link sent moments ago allows another, and counts down on the button', async () => {
    localStorage.setItem('token', 'stored-token');
    const user = userEvent.setup();
    const message = 'A verification email was sent recently. You can ask for another in 1 minute.';
    const app = renderApp('/verify-email', {
      loadProfile: async () => unverified(),
      resend: async () => ({ sent: false, message, retryAfterSeconds: 60 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Resend' }, slow));
    expect(await screen.findByText(message, {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('Failed to send verification email')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 1:00' })).toBeDisabled();
    await app.unmountAll();
  });

  it('verifies the token from the e-mail link and continues to /onboarding', async () => {
    localStorage.setItem('token', 'stored-token');
    let verified = false;
    const tokens: string[] = [];
    const app = renderApp('/verify-email?token=abc123', {
      loadProfile: async () =>
        sellerProfile({ isVerified: verified, hasOnboarded: false, approvalStatus: null }),
      verify: async (token) => {
        tokens.push(token);
        verified = true;
        return { alreadyVerified: false };
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your store' }, slow),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/onboarding');
    expect(tokens).toEqual(['abc123']);
    await app.unmountAll();
  });

  it('tells a signed-out visitor the e-mail is verified and offers Log in', async () => {
    const app = renderApp('/verify-email?token=abc123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email verified' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await app.unmountAll();
  });

  it('tells a signed-out visitor who opens the link again that the e-mail is verified already', async () => {
    const app = renderApp('/verify-email?token=abc123', {
      verify: async () => ({ alreadyVerified: true }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email already verified' }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByText('We could not verify your email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await app.unmountAll();
  });

  it('explains an expired link', async () => {
    const app = renderApp('/verify-email?token=old', {
      verify: () => rejected(400, 'This verification link has expired'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not verify your email' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('This verification link has expired')).toBeInTheDocument();
    await app.unmountAll();
  });
});

describe('/forgot-password and /reset-password', () => {
  it('sends the reset link and says so without revealing whether the account exists', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const app = renderApp('/forgot-password', { forgotPassword: async (email) => void asked.push(email) });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }, slow), 'ana@tindahan.ph');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your email' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('If an account exists for ana@tindahan.ph');
    expect(asked).toEqual(['ana@tindahan.ph']);
    await app.unmountAll();
  });

  it('says a reset link without a token is incomplete', async () => {
    const app = renderApp('/reset-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset link incomplete' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await app.unmountAll();
  });

  it('checks the new password twice, then resets it with the token', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const app = renderApp('/reset-password?token=t0k3n', {
      resetPassword: async (input) => void sent.push(input),
    });
    const password = await screen.findByLabelText('New password', { selector: 'input' }, slow);
    await user.type(password, 'fresh1');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'fresh2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText('Confirm new password', { selector: 'input' }));
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'fresh1{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password changed' }, slow),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ token: 't0k3n', newPassword: 'fresh1' }]);
    await app.unmountAll();
  });
});
