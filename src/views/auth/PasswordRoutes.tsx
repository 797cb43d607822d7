// /forgot-password and /reset-password wired to their request machines.
import { useSelector } from '@xstate/react';
import { useAppLogic } from '../app/app-logic.tsx';
import { useFlow } from '../app/use-flow.ts';
import { ForgotPasswordScreen, type RequestStatus } from './ForgotPasswordScreen.tsx';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';
import { useToken } from './use-token.ts';

const requestStatus = (snapshot: { value: unknown }): RequestStatus =>
  (['submitting', 'succeeded', 'failed'] as const).find((state) => snapshot.value === state) ?? 'editing';

export function ForgotPasswordRoute() {
  const { forgotPassword } = useAppLogic();
  const request = useFlow(forgotPassword);
  const status = useSelector(request, requestStatus);
  const failure = useSelector(request, (snapshot) => snapshot.context.failure);
  return (
    <ForgotPasswordScreen
      status={status}
      failureMessage={failure?.message}
      onSubmit={(values) => request.send({ type: 'form.submit', values })}
    />
  );
}

export function ResetPasswordRoute() {
  const { resetPassword } = useAppLogic();
  const token = useToken();
  const request = useFlow(resetPassword);
  const status = useSelector(request, requestStatus);
  const failure = useSelector(request, (snapshot) => snapshot.context.failure);
  return (
    <ResetPasswordScreen
      token={token}
      status={status}
      failureMessage={failure?.message}
      onSubmit={(values) => request.send({ type: 'form.submit', values })}
    />
  );
}
