// The `token` query parameter of an e-mail link (verify e-mail, reset password).
import { useMemo } from 'react';
import { useSearch } from 'wouter';

export const useToken = (): string | null => {
  const search = useSearch();
  return useMemo(() => new URLSearchParams(search).get('token') || null, [search]);
};
