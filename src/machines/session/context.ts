import type { SellerProfile } from '../../schemas/seller.ts';
import type { Failure } from '../shared/failure.ts';

export type { AdminProfile } from '../../schemas/admin.ts';
import type { AdminProfile } from '../../schemas/admin.ts';

export type SessionContext = {
  /** The current location, kept in step with the router by 'route.change'. */
  path: string;
  /** Whether a token was stored when the session started (decides whether to fetch a profile). */
  hasSellerToken: boolean;
  hasAdminToken: boolean;
  profile: SellerProfile | null;
  admin: AdminProfile | null;
  failure: Failure | null;
};

export type SessionInput = {
  path: string;
  hasSellerToken: boolean;
  hasAdminToken: boolean;
};
