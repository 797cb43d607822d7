// One order in the seller's list: its display status, number (the link to the order), buyer, items, total in
// pesos and when it was placed (Philippine time), and Actions when the order lifecycle allows any.
import { toCentavos } from '#schemas/money';
import { orderTimeZone, type Order } from '#schemas/orders';
import { sellerActions } from '#machines/order-status/machine.ts';
import { formatPeso } from '../theme/format.ts';
import { Button } from '../ui/Button.tsx';
import { DataListItem } from '../ui/DataList.tsx';
import { Link } from '../ui/Link.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import * as styles from './OrdersList.css.ts';

/** JSON carries pesos with at most 2 decimals; their digits make the centavos (no float arithmetic). */
export const peso = (pesos: number) => formatPeso(toCentavos(String(pesos)));

// date-fns formats in the browser's zone (its zones need @date-fns/tz); Intl formats in Manila's.
const placedFormat = new Intl.DateTimeFormat('en-PH', {
  timeZone: orderTimeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});
/** When the order was placed, in Philippine time: "Mar 15, 2026, 7:00 PM". */
export const placedText = (instant: string) => placedFormat.format(new Date(instant));

/** The first line's name, and how many more lines follow: "Abaca tote bag and 2 more". */
export const itemsText = (order: Pick<Order, 'lines'>) => {
  const [first, ...rest] = order.lines;
  if (!first) return 'No items';
  const name = first.variantName ? `${first.productName} (${first.variantName})` : first.productName;
  const quantity = first.quantity > 1 ? ` ×${first.quantity}` : '';
  return `${name}${quantity}${rest.length > 0 ? ` and ${rest.length} more` : ''}`;
};

export const orderPath = (order: Pick<Order, 'id'>) => `/orders/${order.id}`;

export type OrderRowProps = {
  order: Order;
  /** Opens the order's actions panel; offered only when the lifecycle allows an action. */
  onAct: (order: Order) => void;
};

export function OrderRow({ order, onAct }: OrderRowProps) {
  const actionable = sellerActions(order).length > 0;
  return (
    <DataListItem className={styles.row} data-status={order.displayStatus}>
      <div className={styles.main}>
        {/* "Order" is read out, not shown: a phone's row keeps the number on one line beside the badge. */}
        <Link href={orderPath(order)} className={styles.number} aria-label={`Order #${order.orderNumber}`}>
          #{order.orderNumber}
        </Link>
        <span className={styles.muted}>{order.buyer.name}</span>
      </div>
      <div className={styles.status}>
        <OrderStatusBadge status={order.displayStatus} />
      </div>
      <div className={styles.items}>
        <span className={styles.label}>Items</span>
        <span>{itemsText(order)}</span>
      </div>
      <div className={styles.total}>
        <span className={styles.label}>Total</span>
        <span className={styles.amount}>{peso(order.total)}</span>
      </div>
      <div className={styles.placed}>
        <span className={styles.label}>Placed</span>
        <time dateTime={order.placedAt}>{placedText(order.placedAt)}</time>
      </div>
      <div className={styles.actions}>
        {actionable ? (
          <Button
            variant="secondary"
            aria-label={`Actions for order #${order.orderNumber}`}
            onPress={() => onAct(order)}
          >
            Actions
          </Button>
        ) : null}
      </div>
    </DataListItem>
  );
}
