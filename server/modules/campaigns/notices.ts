// What a seller reads when an admin decides one of their products in a campaign; the link opens the campaign.
import { formatPeso } from '#schemas/money';
import type { NotificationInput } from '../notifications/notify.ts';

type Decided = { campaignId: number; campaignTitle: string; productName: string };

export const approvedNotice = ({
  campaignId,
  campaignTitle,
  productName,
  discountPrice,
}: Decided & { discountPrice: number }): NotificationInput => ({
  title: 'Campaign product approved',
  message: `"${productName}" joins "${campaignTitle}" at ${formatPeso(discountPrice)}.`,
  redirectUrl: `/campaigns/${campaignId}`,
});

/** `takenOut`: it had been approved, and leaves the campaign. */
export const rejectedNotice = ({
  campaignId,
  campaignTitle,
  productName,
  reason,
  takenOut,
}: Decided & { reason: string; takenOut: boolean }): NotificationInput => ({
  title: 'Campaign product rejected',
  message: `"${productName}" ${takenOut ? 'was taken out of' : 'was not accepted into'} "${campaignTitle}": ${reason}`,
  redirectUrl: `/campaigns/${campaignId}`,
});
