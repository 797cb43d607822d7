// Layouts, navigation, banners, pages and not-found in the real App (fake actors, memory router).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentTitle } from '../../src/views/app/titles.ts';
import { selectOpenToasts } from '../../src/machines/toast/selectors.ts';
import { toastQueue } from '../../src/views/toast/toast-queue.ts';
import { showToast } from '../../src/views/toast/toasts.ts';
import { formatPeso } from '../../src/views/theme/format.ts';
import { rejected, renderApp, sellerProfile } from './fake-app-logic.tsx';

const slow = { timeout: 5000 };
const signedIn = () => localStorage.setItem('token', 'stored-token');

describe('merchant area', () => {
  it('has the top bar with logo, bell and profile menu, and the seller navigation', async () => {
    signedIn();
    const app = renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Tindahan ni Ana' }, slow),
    ).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Suki Merchant' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/dashboard'],
      ['Products', '/products'],
      ['Orders', '/orders'],
      ['Payments', '/payments'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await app.unmountAll();
  });

  it("shows the seller's name, not the e-mail, on the avatar", async () => {
    signedIn();
    const app = renderApp('/dashboard', {
      loadProfile: async () => sellerProfile({ email: 'ana@tindahan.ph', sellerName: 'rosa Dela Cruz' }),
    });
    const avatar = await screen.findByRole('button', { name: 'Open profile menu' }, slow);
    expect(avatar).toHaveTextContent(/^R$/);
    await app.unmountAll();
  });

  it('highlights the entry by path prefix, on a page that is not there too', async () => {
    signedIn();
    const app = renderApp('/payments/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! page not found' }, slow),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await app.unmountAll();
  });

  it('moves between pages through the navigation and puts focus on the new page', async () => {
    signedIn();
    const user = userEvent.setup();
    const app = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Tindahan ni Ana' }, slow);
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' }, slow)).toBeInTheDocument();
    expect(app.location()).toBe('/orders');
    await waitFor(() => expect(document.getElementById('main')).toHaveFocus());
    await app.unmountAll();
  });

  it.each([
    [0, 'Your account is pending approval by the admin.'],
    [2, 'Your account was denied by the admin.'],
  ] as const)('shows the approval banner for status %i', async (approvalStatus, text) => {
    signedIn();
    const app = renderApp('/dashboard', { loadProfile: async () => sellerProfile({ approvalStatus }) });
    expect(await screen.findByText(text, {}, slow)).toBeInTheDocument();
    await app.unmountAll();
  });

  it('shows no approval banner once approved', async () => {
    signedIn();
    const app = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Tindahan ni Ana' }, slow);
    expect(screen.queryByText(/pending approval|denied by the admin/)).not.toBeInTheDocument();
    await app.unmountAll();
  });

  it('lists the seller guidelines of spec §9 and the onboarding status on the dashboard', async () => {
    signedIn();
    const app = renderApp('/dashboard', { loadProfile: async () => sellerProfile({ approvalStatus: 0 }) });
    const guidelines = await screen.findByRole('region', { name: 'Seller guidelines' }, slow);
    for (const title of [
      'Accurate product details',
      'Complete product information',
      'Variants with dimensions and weights',
      'Compliance with policies',
      'Regular updates',
    ])
      expect(within(guidelines).getByText(`${title}.`)).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Onboarding status' });
    expect(within(status).getByText('Waiting for approval by the admin')).toBeInTheDocument();
    await app.unmountAll();
  });

  it('logs out through the session: the token goes and the seller lands on /login', async () => {
    signedIn();
    const user = userEvent.setup();
    let serverLogouts = 0;
    const app = renderApp('/onboarding', {
      loadProfile: async () => sellerProfile({ hasOnboarded: false, approvalStatus: null }),
      logout: async () => void serverLogouts++,
    });
    await screen.findByRole('heading', { level: 1, name: 'Set up your store' }, slow);
    // Onboarding mode: only Logout in the top bar, no side navigation.
    const banner = screen.getByRole('banner');
    expect(
      within(banner)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Logout']);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Logout' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to your store' }, slow),
    ).toBeInTheDocument();
    expect(serverLogouts).toBe(1);
    expect(localStorage.getItem('token')).toBeNull();
    await app.unmountAll();
  });
});

describe('admin area', () => {
  it('refuses a signed-out visitor', async () => {
    const app = renderApp('/admin/campaigns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin log in' }, slow)).toBeInTheDocument();
    expect(app.location()).toBe('/admin/login');
    await app.unmountAll();
  });

  it('has its own navigation with Logout', async () => {
    localStorage.setItem('admin_token', 'admin-token');
    const user = userEvent.setup();
    const app = renderApp('/admin/socmed-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing' }, slow)).toBeInTheDocument();
    // A section still to come says so honestly.
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/',
      '/admin/dashboard',
      '/admin/sellers',
      '/admin/products',
      '/admin/storefront-events',
      '/admin/payouts',
      '/admin/categories',
      '/admin/socmed-post',
      '/admin/campaigns',
    ]);
    expect(within(nav).getByRole('link', { name: 'Marketing' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin log in' }, slow)).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBeNull();
    await app.unmountAll();
  });
});

describe('public pages', () => {
  it('shows the not-found page with its exact texts for unknown paths and /_error', async () => {
    for (const path of ['/definitely/not/here', '/_error']) {
      const app = renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Oops! page not found' }, slow),
      ).toBeInTheDocument();
      expect(
        screen.getByText("Please click on the button below and let's get you back on track"),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
      await app.unmountAll();
    }
  });

  it('has no top bar or side navigation on the landing page, which offers Log in and Register', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Sell on Suki/ }, slow);
    expect(screen.queryByTestId('top-bar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('side-nav')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: /Register/ })[0]).toHaveAttribute('href', '/register');
    await app.unmountAll();
  });

  it('renders the privacy policy from the server, headings included', async () => {
    const app = renderApp('/privacy-policy', {
      privacyPolicy: async () => ({
        content:
          '# Privacy Policy\n\n## What we collect\n\nYour store name and e-mail.\n\n## Why\n\nTo run your store.',
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What we collect' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('Your store name and e-mail.')).toBeInTheDocument();
    // The document's own title is the page's heading, shown once.
    expect(screen.getAllByRole('heading', { name: 'Privacy Policy' })).toHaveLength(1);
    await app.unmountAll();
  });

  it('offers a retry when the privacy policy cannot be read', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const app = renderApp('/privacy-policy', {
      privacyPolicy: async () => {
        attempts += 1;
        if (attempts === 1) return rejected(503, 'Failed to load the privacy policy', 'DATABASE_UNAVAILABLE');
        return { content: 'Second time lucky.' };
      },
    });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Failed to load the privacy policy');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Second time lucky.', {}, slow)).toBeInTheDocument();
    await app.unmountAll();
  });

  it('shows the support e-mail, what to include, and the privacy policy link', async () => {
    const app = renderApp('/support', { supportEmail: 'tulong@suki.ph' });
    expect(await screen.findByRole('link', { name: 'tulong@suki.ph' }, slow)).toHaveAttribute(
      'href',
      'mailto:tulong@suki.ph',
    );
    expect(screen.getByRole('heading', { name: 'What to include in your request' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await app.unmountAll();
  });
});

describe('the toast region', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads once the page has, and then shows a toast queued before', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const app = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in to your store' }, slow);
    showToast({ tone: 'info', title: 'Queued before the load' });
    // The page has not loaded: the toast is in its queue, and there is no region to show it yet.
    await waitFor(() => expect(selectOpenToasts(toastQueue.getSnapshot())).toHaveLength(1));
    expect(screen.queryByText('Queued before the load')).not.toBeInTheDocument();
    window.dispatchEvent(new Event('load'));
    expect(await screen.findByText('Queued before the load', {}, slow)).toBeInTheDocument();
    await app.unmountAll();
  });
});

describe('document titles', () => {
  it('names the screen in the title, and follows the seller from page to page', async () => {
    signedIn();
    const user = userEvent.setup();
    const app = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Tindahan ni Ana' }, slow);
    expect(document.title).toBe('Dashboard · Suki Merchant');
    await user.click(screen.getByRole('link', { name: 'Products' }));
    await screen.findByRole('heading', { level: 1, name: 'Products' }, slow);
    expect(document.title).toBe('Products · Suki Merchant');
    await app.unmountAll();
  });

  it.each([
    ['/login', 'Log in · Suki Merchant'],
    ['/register', 'Register · Suki Merchant'],
    ['/no-such-page', 'Page not found · Suki Merchant'],
  ])('titles %s as %s', async (path, title) => {
    const app = renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
    await app.unmountAll();
  });

  it.each([
    ['/', 'Sell on Suki · Suki Merchant'],
    ['/verify-email?token=abc', 'Verify your email · Suki Merchant'],
    ['/orders/42', 'Orders · Suki Merchant'],
    ['/products', 'Products · Suki Merchant'],
    ['/products/new', 'New product · Suki Merchant'],
    ['/products/42/edit', 'Edit product · Suki Merchant'],
    ['/admin/categories', 'Categories · Suki Merchant'],
    ['/admin/products', 'Product review · Suki Merchant'],
    ['/admin/storefront-events', 'Storefront events · Suki Merchant'],
    ['/admin/payouts?status=failed', 'Payouts · Suki Merchant'],
    ['/campaigns?sortOrder=desc', 'Campaigns · Suki Merchant'],
    ['/campaigns/7', 'Campaign · Suki Merchant'],
    ['/admin/campaigns?phase=running', 'Campaigns · Suki Merchant'],
    ['/admin/campaigns/new', 'New campaign · Suki Merchant'],
    ['/admin/campaigns/7/edit', 'Edit campaign · Suki Merchant'],
    ['/admin/campaigns/7/applications?status=approved', 'Campaign applications · Suki Merchant'],
    ['/onboarding', 'Set up your store · Suki Merchant'],
    ['/onboarding/store-address', 'Store address · Suki Merchant'],
    ['/onboarding/warehouse-address', 'Warehouse address · Suki Merchant'],
    ['/onboarding/business-info', 'Business information · Suki Merchant'],
    ['/onboarding/documents', 'Documents · Suki Merchant'],
    ['/onboarding/officers', 'Corporate officers · Suki Merchant'],
    ['/onboarding/agreement', 'Seller agreement · Suki Merchant'],
    ['/onboarding/review/', 'Review and submit · Suki Merchant'],
    ['/admin/login', 'Admin log in · Suki Merchant'],
    ['/admin/dashboard', 'Admin dashboard · Suki Merchant'],
    ['/admin/sellers', 'Sellers · Suki Merchant'],
    ['/admin/sellers/0b6f3c1e-8d7a-4a43-9a51-2f1e0c9d8b7a', 'Seller review · Suki Merchant'],
    ['/admin/nowhere', 'Page not found · Suki Merchant'],
    ['/login/again', 'Page not found · Suki Merchant'],
  ])('the title of %s is %s', (path, title) => {
    expect(documentTitle(path)).toBe(title);
  });
});

describe('formatPeso', () => {
  it.each([
    [0, '₱0.00'],
    [5, '₱0.05'],
    [123456, '₱1,234.56'],
    [100000000, '₱1,000,000.00'],
    [-2550, '-₱25.50'],
  ])('%i centavos is %s', (centavos, text) => {
    expect(formatPeso(centavos)).toBe(text);
  });
});
