// /admin/payouts with the provided payout desk machine (its code loads with this screen; the route's Suspense
// shows the loading state meanwhile).
import { use } from 'react';
import type { PayoutDeskMachine } from '#machines/admin-payouts/machine.ts';
import { useAppLogic, type AppLogic } from '../../app/app-logic.tsx';
import { ComingSoonPage } from '../../pages/ComingSoonPage.tsx';
import { PayoutDesk } from './PayoutDesk.tsx';

/**
 * What the composition root adds for this screen: `adminPayouts` (src/app/admin-payouts.ts's
 * `provideAdminPayouts` over the admin payouts service). Until it is wired, the screen says it is coming.
 */
type WithPayoutDesk = AppLogic & { adminPayouts?: () => Promise<PayoutDeskMachine> };

export function PayoutDeskRoute() {
  const { adminPayouts }: WithPayoutDesk = useAppLogic();
  return adminPayouts ? (
    <PayoutDesk logic={use(adminPayouts())} />
  ) : (
    <ComingSoonPage title="Payouts" description="Pay sellers' cash-out requests and record each payout." />
  );
}
