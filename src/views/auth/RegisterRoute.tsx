// /register wired to the session.
import { useSelector } from '@xstate/react';
import {
  selectEmailTakenMessage,
  selectFieldErrors,
  selectIsSellerPending,
} from '#machines/session/selectors.ts';
import { useAppLogic } from '../app/app-logic.tsx';
import { RegisterScreen } from './RegisterScreen.tsx';

export function RegisterRoute() {
  const { session } = useAppLogic();
  const isPending = useSelector(session, selectIsSellerPending);
  const serverErrors = useSelector(session, selectFieldErrors);
  const emailTaken = useSelector(session, selectEmailTakenMessage);
  return (
    <RegisterScreen
      isPending={isPending}
      serverErrors={serverErrors}
      emailTaken={emailTaken}
      onSubmit={(registration) => session.send({ type: 'session.register', registration })}
    />
  );
}
