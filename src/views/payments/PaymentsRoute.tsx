// /payments with the payments machine (its code loads with the route; the route's Suspense shows the loading
// state meanwhile). A seller an admin has not approved sees why there are no earnings, as on /orders.
import { useSelector } from '@xstate/react';
import { use } from 'react';
import { selectProfile } from '#machines/session/selectors.ts';
import { approvalStatus } from '#schemas/seller';
import { useAppLogic } from '../app/app-logic.tsx';
import { Payments, PaymentsAwaitingApproval } from './Payments.tsx';

export function PaymentsRoute() {
  const logic = useAppLogic();
  const profile = useSelector(logic.session, selectProfile);
  if (profile && profile.approvalStatus !== approvalStatus.approved) return <PaymentsAwaitingApproval />;
  return <ApprovedPayments />;
}

/** Loads the page's machine and services with the route, not with the merchant area (bundle budget). */
function ApprovedPayments() {
  return <Payments logic={use(useAppLogic().payments())} />;
}
