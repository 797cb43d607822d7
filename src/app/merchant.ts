// The merchant area's machines (profile menu, notification feed) with their real effects. They load with
// the merchant area's chunk, not with /login (bundle budget of issue 3).
import { fromPromise } from 'xstate';
import { changePasswordMachine } from '#machines/change-password/machine.ts';
import type { MerchantAreaLogic } from '../views/app/app-logic.tsx';
import type { NotificationsService } from '../services/notifications.ts';
import type { SellerService } from '../services/seller.ts';
import { provideNotifications } from './notifications.ts';

export const provideMerchantArea = (
  seller: SellerService,
  notifications: NotificationsService,
  navigate: (to: string) => void,
): MerchantAreaLogic => ({
  changePassword: changePasswordMachine.provide({
    actors: { changePassword: fromPromise(({ input }) => seller.changePassword(input)) },
  }),
  notifications: provideNotifications(notifications, navigate),
});
