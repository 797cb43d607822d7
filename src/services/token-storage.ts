// Where the browser keeps session tokens (spec §6: keys `token` and `admin_token`).
export type TokenKind = 'seller' | 'admin';

const keys: Record<TokenKind, string> = { seller: 'token', admin: 'admin_token' };

export const tokenStorage = {
  get: (kind: TokenKind): string | null => globalThis.localStorage?.getItem(keys[kind]) ?? null,
  set: (kind: TokenKind, token: string): void => globalThis.localStorage?.setItem(keys[kind], token),
  clear: (kind: TokenKind): void => globalThis.localStorage?.removeItem(keys[kind]),
};
