// /orders with the order list machine (its code loads with the route; the route's Suspense shows the loading
// state meanwhile). A seller an admin has not approved sees why there is no list.
import { useSelector } from '@xstate/react';
import { use } from 'react';
import { approvalStatus } from '#schemas/seller';
import { selectProfile } from '#machines/session/selectors.ts';
import { useAppLogic } from '../app/app-logic.tsx';
import { OrdersAwaitingApproval, OrdersList } from './OrdersList.tsx';

export function OrdersListRoute() {
  const logic = useAppLogic();
  const profile = useSelector(logic.session, selectProfile);
  if (profile && profile.approvalStatus !== approvalStatus.approved) return <OrdersAwaitingApproval />;
  return <ApprovedOrdersList />;
}

/** Loads the list's machine and services with the route, not with the merchant area (bundle budget). */
function ApprovedOrdersList() {
  return <OrdersList logic={use(useAppLogic().orderList())} />;
}
