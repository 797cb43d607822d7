// The route table and redirect rules the session statechart and the layouts share.
import { describe, expect, it } from 'vitest';
import { adminRedirect, sellerRedirect } from '#machines/session/redirects.ts';
import { isUnder, routeClass } from '#machines/session/routes.ts';

describe('routeClass', () => {
  it.each([
    ['/', 'public'],
    ['/login', 'public'],
    ['/login/', 'public'],
    ['/register?ref=x', 'public'],
    ['/verify-email', 'public'],
    ['/admin/login', 'public'],
    ['/privacy-policy', 'public'],
    ['/support', 'public'],
    ['/onboarding', 'onboarding'],
    ['/onboarding/welcome', 'onboarding'],
    ['/admin', 'admin'],
    ['/admin/dashboard', 'admin'],
    ['/admin/socmed-post/3', 'admin'],
    ['/dashboard', 'merchant'],
    ['/products/12/edit', 'merchant'],
    ['/orders', 'merchant'],
    ['/payments', 'merchant'],
    ['/_error', 'notFound'],
    ['/productsx', 'notFound'],
    ['/admin/nope', 'notFound'],
  ] as const)('%s is %s', (path, expected) => {
    expect(routeClass(path)).toBe(expected);
  });

  it('matches navigation entries by path prefix, not by string prefix', () => {
    expect(isUnder('/products/3', '/products')).toBe(true);
    expect(isUnder('/productsx', '/products')).toBe(false);
  });
});

describe('redirect rules', () => {
  const seller = { email: 'a@b.ph', sellerName: 'A', spStoreName: 'S', approvalStatus: 0 as const };

  it('signed out: only merchant and onboarding pages send the visitor to /', () => {
    expect(sellerRedirect('/dashboard', null)).toBe('/');
    expect(sellerRedirect('/onboarding', null)).toBe('/');
    expect(sellerRedirect('/login', null)).toBeNull();
    expect(sellerRedirect('/missing', null)).toBeNull();
  });

  it('orders the seller rules: verification first, then onboarding, then the sign-in pages', () => {
    const unverified = { ...seller, isVerified: false, hasOnboarded: false };
    const notOnboarded = { ...seller, isVerified: true, hasOnboarded: false };
    const ready = { ...seller, isVerified: true, hasOnboarded: true };
    expect(sellerRedirect('/login', unverified)).toBe('/verify-email');
    expect(sellerRedirect('/verify-email', unverified)).toBeNull();
    expect(sellerRedirect('/verify-email', notOnboarded)).toBe('/onboarding');
    expect(sellerRedirect('/verify-email', ready)).toBe('/dashboard');
    expect(sellerRedirect('/onboarding/welcome', notOnboarded)).toBeNull();
    expect(sellerRedirect('/register', ready)).toBe('/dashboard');
    expect(sellerRedirect('/orders', ready)).toBeNull();
  });

  it('admin: the area needs a session and a signed-in admin skips the sign-in page', () => {
    expect(adminRedirect('/admin/campaigns', false)).toBe('/admin/login');
    expect(adminRedirect('/admin/login', false)).toBeNull();
    expect(adminRedirect('/admin/login', true)).toBe('/admin/dashboard');
    expect(adminRedirect('/dashboard', false)).toBeNull();
  });
});
