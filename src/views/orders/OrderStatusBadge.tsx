// An order's display status (spec §4) as a badge: the label the schema gives it ("fulfilled" shows as
// Shipped) and a tone that says whether it waits on the seller, moves on, ended well or ended otherwise.
import { displayStatusLabels, type DisplayStatus } from '#schemas/orders';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';

export const orderStatusTones: Record<DisplayStatus, BadgeTone> = {
  pending: 'warning',
  accepted: 'accent',
  fulfilled: 'info',
  delivered: 'success',
  rejected: 'error',
  unpaid: 'error',
  cancelled: 'neutral',
  refunded: 'neutral',
  partially_refunded: 'neutral',
};

export function OrderStatusBadge({ status }: { status: DisplayStatus }) {
  return <Badge tone={orderStatusTones[status]}>{displayStatusLabels[status]}</Badge>;
}
