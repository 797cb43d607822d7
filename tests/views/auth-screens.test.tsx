// The sign-in screens in the real App: exact spec §5 messages, focus on the first error, toasts of §8.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FailureError } from '#machines/shared/failure.ts';
import { rejected, renderApp, sellerProfile } from './fake-app-logic.tsx';

const slow = { timeout: 5000 };

/** The error text under a field, exactly (double spaces included). */
const errorOf = (field: HTMLElement) => {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('|');
};

describe('/login', () => {
  it('shows the spec messages, exactly, and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }, slow));
    const email = screen.getByRole('textbox', { name: 'Email' });
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(email)).toBe('Please enter a valid email');
    expect(errorOf(password)).toBe('Password enter  password');
    await waitFor(() => expect(email).toHaveFocus());
    // Errors follow the input once the user has tried to submit.
    await user.type(email, 'ana@tindahan.ph');
    expect(email).not.toHaveAttribute('aria-invalid');
    await app.unmountAll();
  });

  it('lets the password be shown and hidden again', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login');
    const password = await screen.findByLabelText('Password', { selector: 'input' }, slow);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    await app.unmountAll();
  });

  it.each([
    ['/login', 'login'],
    ['/admin/login', 'adminLogin'],
  ] as const)("%s shows the server's words for too many attempts", async (path, fake) => {
    const user = userEvent.setup();
    const message = 'Too many sign-in attempts. Please wait a few minutes and try again.';
    const app = renderApp(path, { [fake]: () => rejected(429, message, 'RATE_LIMITED') });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }, slow), 'ana@tindahan.ph');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret1{Enter}');
    const toast = await screen.findByRole('alertdialog', {}, slow);
    expect(toast).toHaveTextContent(`Login failed${message}`);
    await app.unmountAll();
  });

  it('toasts a failed login and keeps the seller on /login', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login', {
      login: () => rejected(401, 'Invalid email or password', 'UNAUTHENTICATED'),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }, slow), 'ana@tindahan.ph');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const toast = await screen.findByText('Login failed', {}, slow);
    expect(
      within(toast.closest('[role="alertdialog"]') as HTMLElement).getByText(
        'Please check your email and password.',
      ),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    await app.unmountAll();
  });

  it('signs in, keeps the token, toasts and lands on the dashboard', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const app = renderApp('/login', {
      login: async (credentials) => {
        sent.push(credentials);
        return 'fresh-token';
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }, slow), ' ana@tindahan.ph ');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret1{Enter}');
    expect(await screen.findByText('Login successful', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('You have successfully logged in.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Tindahan ni Ana' }, slow),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard');
    expect(sent).toEqual([{ email: 'ana@tindahan.ph', password: 'secret1' }]);
    expect(localStorage.getItem('token')).toBe('fresh-token');
    await app.unmountAll();
  });

  it('links to forgot password and to registration', async () => {
    const app = renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' }, slow)).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await app.unmountAll();
  });
});

describe('/register', () => {
  const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    password = 'secret1',
    confirm = 'secret1',
  ) => {
    await user.type(await screen.findByRole('textbox', { name: 'Seller name' }, slow), 'Ana Reyes');
    await user.type(screen.getByRole('textbox', { name: 'Store name' }), 'Tindahan ni Ana');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@tindahan.ph');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), confirm);
  };

  it('shows every registration message of spec §5', async () => {
    const user = userEvent.setup();
    const app = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Register' }, slow));
    expect(errorOf(screen.getByRole('textbox', { name: 'Seller name' }))).toBe('Seller name is required');
    expect(errorOf(screen.getByRole('textbox', { name: 'Store name' }))).toBe('Store name is required');
    expect(errorOf(screen.getByRole('textbox', { name: 'Email' }))).toBe('Email is required');
    expect(errorOf(screen.getByLabelText('Password', { selector: 'input' }))).toContain(
      'Password must be at least 5 characters long.',
    );
    expect(errorOf(screen.getByLabelText('Confirm password', { selector: 'input' }))).toBe(
      'Please re-enter your password',
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    expect(errorOf(screen.getByRole('textbox', { name: 'Email' }))).toBe('Must be a valid email address');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'abcdefghijklmnop');
    expect(errorOf(screen.getByLabelText('Password', { selector: 'input' }))).toContain(
      'Password must be at most 15 characters long.',
    );
    // The schema checks the pair once the other fields are valid.
    await user.type(screen.getByRole('textbox', { name: 'Seller name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Store name' }), 'Tindahan');
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@tindahan.ph');
    await user.clear(screen.getByLabelText('Password', { selector: 'input' }));
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret1');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'different');
    expect(errorOf(screen.getByLabelText('Confirm password', { selector: 'input' }))).toBe(
      'Passwords do not match',
    );
    await app.unmountAll();
  });

  it('offers the Philippines as the only country', async () => {
    const user = userEvent.setup();
    const app = renderApp('/register');
    const trigger = await screen.findByRole('button', { name: /Country/ }, slow);
    expect(trigger).toHaveTextContent('Philippines');
    await user.click(trigger);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Philippines']);
    await app.unmountAll();
  });

  it('registers, toasts and goes to /verify-email', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const app = renderApp('/register', {
      register: async (registration) => {
        sent.push(registration);
        return 'new-token';
      },
      loadProfile: async () =>
        sellerProfile({ isVerified: false, hasOnboarded: false, approvalStatus: null }),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful', {}, slow)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your email' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('ana@tindahan.ph')).toBeInTheDocument();
    expect(app.location()).toBe('/verify-email');
    expect(sent).toEqual([
      {
        sellerName: 'Ana Reyes',
        spStoreName: 'Tindahan ni Ana',
        country: 'PH',
        email: 'ana@tindahan.ph',
        password: 'secret1',
        confirmPassword: 'secret1',
      },
    ]);
    await app.unmountAll();
  });

  it('shows the server field message under its field until the seller edits it', async () => {
    const user = userEvent.setup();
    const app = renderApp('/register', {
      register: () =>
        Promise.reject(
          new FailureError({
            kind: 'http',
            status: 409,
            code: 'CONFLICT',
            message: 'An account with this email already exists',
            fields: { email: 'This email is already registered' },
          }),
        ),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(errorOf(email)).toBe('This email is already registered'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'x');
    expect(errorOf(email)).toBe('');
    await app.unmountAll();
  });

  it("toasts the server's message alone when registration fails", async () => {
    const user = userEvent.setup();
    const app = renderApp('/register', {
      register: () =>
        rejected(
          429,
          'Too many registrations from your network. Please try again in an hour.',
          'RATE_LIMITED',
        ),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const toast = await screen.findByRole('alertdialog', {}, slow);
    expect(toast).toHaveTextContent(
      /^Too many registrations from your network. Please try again in an hour.$/,
    );
    expect(app.location()).toBe('/register');
    await app.unmountAll();
  });

  it('offers to log in with a taken e-mail, and the login form starts with it', async () => {
    const user = userEvent.setup();
    const app = renderApp('/register', {
      register: () => rejected(409, 'An account with this email already exists.', 'CONFLICT'),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('An account with this email already exists. Log in');
    expect(screen.queryByText('Failed to register. Please try again.')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in to your store' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@tindahan.ph');
    await app.unmountAll();
  });
});

describe('/admin/login', () => {
  it('signs the admin in to the admin dashboard with the admin token', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin/login');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }, slow), 'admin@suki.ph');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'admin-secret{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' }, slow),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/admin/dashboard');
    expect(localStorage.getItem('admin_token')).toBe('admin-token');
    expect(localStorage.getItem('token')).toBeNull();
    await app.unmountAll();
  });
});
