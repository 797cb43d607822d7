// /orders/:id with the order detail machine (its code loads with the route; the route's Suspense shows the
// loading state meanwhile). A seller an admin has not approved sees why there is no order, as on /orders.
import { useSelector } from '@xstate/react';
import { use } from 'react';
import { selectProfile } from '#machines/session/selectors.ts';
import { approvalStatus } from '#schemas/seller';
import { useAppLogic } from '../../app/app-logic.tsx';
import { OrdersAwaitingApproval } from '../OrdersList.tsx';
import { OrderDetail } from './OrderDetail.tsx';

export function OrderDetailRoute({ orderId }: { orderId: string }) {
  const logic = useAppLogic();
  const profile = useSelector(logic.session, selectProfile);
  if (profile && profile.approvalStatus !== approvalStatus.approved) return <OrdersAwaitingApproval />;
  // A new id is a new page: its own actor, not the previous order's.
  return <ApprovedOrderDetail key={orderId} orderId={orderId} />;
}

function ApprovedOrderDetail({ orderId }: { orderId: string }) {
  return <OrderDetail logic={use(useAppLogic().orderDetail())} orderId={orderId} />;
}
