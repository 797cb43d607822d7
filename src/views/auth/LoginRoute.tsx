// /login and /admin/login wired to the session.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { selectIsAdminPending, selectIsSellerPending } from '#machines/session/selectors.ts';
import { useAppLogic } from '../app/app-logic.tsx';
import { LoginScreen } from './LoginScreen.tsx';

/** `/login?email=…` (the Log in link of a refused registration) starts with that address filled in. */
const useEmailFromAddress = (): string => {
  const search = useSearch();
  return useMemo(() => new URLSearchParams(search).get('email') ?? '', [search]);
};

export function LoginRoute() {
  const { session } = useAppLogic();
  const isPending = useSelector(session, selectIsSellerPending);
  const email = useEmailFromAddress();
  return (
    <LoginScreen
      isPending={isPending}
      initialValues={{ email, password: '' }}
      onSubmit={(credentials) => session.send({ type: 'session.login', credentials })}
    />
  );
}

export function AdminLoginRoute() {
  const { session } = useAppLogic();
  const isPending = useSelector(session, selectIsAdminPending);
  return (
    <LoginScreen
      audience="admin"
      isPending={isPending}
      onSubmit={(credentials) => session.send({ type: 'admin.login', credentials })}
    />
  );
}
