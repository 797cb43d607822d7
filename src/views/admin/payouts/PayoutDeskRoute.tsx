// /admin/payouts with the provided payout desk machine (its code loads with this screen; the route's Suspense
// shows the loading state meanwhile).
import { use } from 'react';
import { useAppLogic } from '../../app/app-logic.tsx';
import { PayoutDesk } from './PayoutDesk.tsx';

export function PayoutDeskRoute() {
  return <PayoutDesk logic={use(useAppLogic().adminPayouts())} />;
}
