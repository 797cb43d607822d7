// Where session tokens are kept (spec §6: localStorage keys `token` and `admin_token`).
export type TokenKind = 'seller' | 'admin';

export type TokenStorage = {
  get(kind: TokenKind): string | null;
  set(kind: TokenKind, token: string): void;
  clear(kind: TokenKind): void;
};

const keys: Record<TokenKind, string> = { seller: 'token', admin: 'admin_token' };

/** Tokens in a Web Storage: the browser's localStorage, or any stand-in with the same three methods. */
export const createTokenStorage = (
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): TokenStorage => ({
  get: (kind) => storage.getItem(keys[kind]),
  set: (kind, token) => storage.setItem(keys[kind], token),
  clear: (kind) => storage.removeItem(keys[kind]),
});
