// Who may call what, decided once per route when it is registered: secure unless a route says `public`.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { forbidden, unauthenticated } from './errors.ts';
import type { AuthenticatedAdmin, AuthenticatedSeller, SessionStore } from './sessions.ts';

export type Access = 'public' | 'seller' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set `public: true` on an /api route that needs no session; every other /api route needs one. */
    public?: boolean;
  }
  interface FastifyRequest {
    seller: AuthenticatedSeller | null;
    admin: AuthenticatedAdmin | null;
  }
}

/** /api/admin/* belongs to admins, the rest of /api to sellers, unless the route is public. */
export const accessOf = (url: string, isPublic: boolean | undefined): Access | null => {
  if (!url.startsWith('/api/')) return null;
  if (isPublic) return 'public';
  return url.startsWith('/api/admin/') ? 'admin' : 'seller';
};

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match?.[1] ?? null;
};

const signInAgain = 'Your session has ended. Please sign in again.';

export function registerAccessControl(app: FastifyInstance, sessions: SessionStore): void {
  app.decorateRequest('seller', null);
  app.decorateRequest('admin', null);

  const authenticateSeller: onRequestHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    request.seller = await sessions.findSeller(token);
    if (request.seller) return;
    // Only a failed lookup pays for the second query that tells "wrong kind of account" from "no account".
    if (await sessions.findAdmin(token))
      throw forbidden('This page is for sellers. Sign in with a seller account.');
    throw unauthenticated(signInAgain);
  };

  const authenticateAdmin: onRequestHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    request.admin = await sessions.findAdmin(token);
    if (request.admin) return;
    if (await sessions.findSeller(token)) throw forbidden('This page is for admins only.');
    throw unauthenticated(signInAgain);
  };

  app.addHook('onRoute', (route) => {
    const access = accessOf(route.url, route.config?.public);
    if (access !== 'seller' && access !== 'admin') return;
    const authenticate = access === 'seller' ? authenticateSeller : authenticateAdmin;
    // Documented in the OpenAPI document as needing the bearer token.
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [authenticate, ...existing];
  });
}

/** The signed-in seller of a seller route (access control has already refused anyone else). */
export const currentSeller = (request: FastifyRequest): AuthenticatedSeller => {
  if (!request.seller) throw unauthenticated();
  return request.seller;
};

export const currentAdmin = (request: FastifyRequest): AuthenticatedAdmin => {
  if (!request.admin) throw unauthenticated();
  return request.admin;
};
