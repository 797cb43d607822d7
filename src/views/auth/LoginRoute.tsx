// /login and /admin/login wired to the session.
import { useSelector } from '@xstate/react';
import { selectIsAdminPending, selectIsSellerPending } from '#machines/session/selectors.ts';
import { useAppLogic } from '../app/app-logic.tsx';
import { LoginScreen } from './LoginScreen.tsx';

export function LoginRoute() {
  const { session } = useAppLogic();
  const isPending = useSelector(session, selectIsSellerPending);
  return (
    <LoginScreen
      isPending={isPending}
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
