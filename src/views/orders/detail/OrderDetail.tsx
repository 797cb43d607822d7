// /orders/:id (issue 12): the order's status, lines with their pictures, totals, buyer and address, shipment
// and timeline; its actions panel while the order lifecycle allows the seller anything; and the packing
// slip in A6 or A4 (a PDF the server makes).
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { PackingSlipSize } from '#machines/order-detail/context.ts';
import type { OrderDetailMachine } from '#machines/order-detail/machine.ts';
import {
  selectActionsActor,
  selectIsLoading,
  selectLoadFailure,
  selectOrder,
  selectSlipDownloading,
} from '#machines/order-detail/selectors.ts';
import { imageSrc, imageSrcSet } from '#schemas/media';
import type { Order, OrderLine, ShippingAddress } from '#schemas/orders';
import { useFlow } from '../../app/use-flow.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { DescriptionList } from '../../ui/DescriptionList.tsx';
import { Heading } from '../../ui/Heading.tsx';
import { BoxIcon } from '../../ui/icons.tsx';
import { Link } from '../../ui/Link.tsx';
import { OrderActionsPanel } from '../actions/OrderActionsPanel.tsx';
import { OrderStatusBadge } from '../OrderStatusBadge.tsx';
import { peso, placedText } from '../OrderRow.tsx';
import * as styles from './OrderDetail.css.ts';

/** The address on one line per part the buyer gave: "12 Mabini St., Poblacion, Makati, Metro Manila 1210". */
export const addressText = (address: ShippingAddress) =>
  [address.address, address.barangay, address.city, `${address.state} ${address.zipcode}`]
    .filter(Boolean)
    .join(', ');

const slipSizes: readonly PackingSlipSize[] = ['a6', 'a4'];

export type OrderDetailViewProps = {
  order: Order;
  /** The actions panel, while the lifecycle allows the seller anything. */
  actions: ReactNode;
  /** The slip size on its way, or null. */
  slipDownloading: PackingSlipSize | null;
  onDownloadSlip: (size: PackingSlipSize) => void;
};

/** The order from plain props, so every display status has a story without a machine. */
export function OrderDetailView({ order, actions, slipDownloading, onDownloadSlip }: OrderDetailViewProps) {
  return (
    <article className={styles.page} aria-labelledby="order-title">
      <header className={styles.header}>
        <Link href="/orders">← Orders</Link>
        <div className={styles.titleLine}>
          <Heading level={1} id="order-title">
            Order #{order.orderNumber}
          </Heading>
          <OrderStatusBadge status={order.displayStatus} />
        </div>
        <p className={styles.muted}>
          Placed <time dateTime={order.placedAt}>{placedText(order.placedAt)}</time>
        </p>
      </header>

      <div className={styles.columns}>
        <div className={styles.main}>
          <Card title="Items">
            <ul className={styles.lines}>
              {order.lines.map((line, index) => (
                <LineItem key={`${line.productId}-${line.variantId ?? ''}-${index}`} line={line} />
              ))}
            </ul>
            <dl className={styles.totals}>
              <dt className={styles.totalTerm}>Subtotal</dt>
              <dd className={styles.totalValue}>{peso(order.subtotal)}</dd>
              <dt className={styles.totalTerm}>Shipping fee</dt>
              <dd className={styles.totalValue}>{peso(order.shippingFee)}</dd>
              <dt className={`${styles.totalTerm} ${styles.grandTotal}`}>Total</dt>
              <dd className={`${styles.totalValue} ${styles.grandTotal}`}>{peso(order.total)}</dd>
            </dl>
          </Card>
          <Card title="Timeline">
            <ol className={styles.timeline}>
              {order.timeline.map((entry, index) => (
                <li key={`${entry.at}-${index}`} className={styles.event}>
                  <span>{entry.what}</span>
                  <time className={styles.small} dateTime={entry.at}>
                    {placedText(entry.at)}
                  </time>
                </li>
              ))}
            </ol>
          </Card>
        </div>

        <div className={styles.side}>
          {actions ? <Card title="Actions">{actions}</Card> : null}
          <Card title="Buyer">
            <DescriptionList
              items={[
                ['Name', order.buyer.name],
                ['Phone', order.buyer.phone],
                ['Ship to', addressText(order.shippingAddress)],
              ]}
            />
          </Card>
          {order.shipment ? (
            <Card title="Shipment">
              <DescriptionList
                items={[
                  ['Courier', order.shipment.courier ?? ''],
                  ['Tracking number', order.shipment.trackingNumber ?? ''],
                ]}
              />
            </Card>
          ) : null}
          <Card title="Packing slip">
            <p className={styles.muted}>A6 fits one label-sized slip; A4 prints on plain paper.</p>
            <div className={styles.slipButtons}>
              {slipSizes.map((size) => (
                <Button
                  key={size}
                  variant="secondary"
                  isPending={slipDownloading === size}
                  isDisabled={slipDownloading !== null && slipDownloading !== size}
                  onPress={() => onDownloadSlip(size)}
                >
                  {`Download ${size.toUpperCase()}`}
                </Button>
              ))}
            </div>
          </Card>
        </div>
      </div>
    </article>
  );
}

function LineItem({ line }: { line: OrderLine }) {
  return (
    <li className={styles.line}>
      {line.imageUrl ? (
        <img
          className={styles.thumb}
          src={imageSrc(line.imageUrl, 640)}
          srcSet={imageSrcSet(line.imageUrl)}
          sizes="56px"
          width={56}
          height={56}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.thumb} aria-hidden="true">
          <BoxIcon />
        </span>
      )}
      <div className={styles.lineText}>
        <span className={styles.lineName}>{line.productName}</span>
        {line.variantName ? <span className={styles.small}>{line.variantName}</span> : null}
        {line.sku ? <span className={styles.small}>SKU {line.sku}</span> : null}
        <span className={styles.small}>
          {line.quantity} × {peso(line.unitPrice)}
        </span>
      </div>
      <span className={styles.amount}>{peso((Math.round(line.unitPrice * 100) * line.quantity) / 100)}</span>
    </li>
  );
}

export type OrderDetailProps = {
  /** The order detail machine with its effects provided (the app's, or a story's over a test service). */
  logic: OrderDetailMachine;
  orderId: string;
};

/** The page driven by its machine: loading, the reason it failed with a retry, or the order. */
export function OrderDetail({ logic, orderId }: OrderDetailProps) {
  const detail = useFlow(logic, { input: { orderId } });
  const isLoading = useSelector(detail, selectIsLoading);
  const failure = useSelector(detail, selectLoadFailure);
  const order = useSelector(detail, selectOrder);
  const panel = useSelector(detail, selectActionsActor);
  const slipDownloading = useSelector(detail, selectSlipDownloading);

  if (failure)
    return (
      <div className={styles.page}>
        <Link href="/orders">← Orders</Link>
        <Banner tone="error">{failure}</Banner>
        <div>
          <Button variant="secondary" onPress={() => detail.send({ type: 'order.retry' })}>
            Try again
          </Button>
        </div>
      </div>
    );
  if (isLoading || !order)
    return (
      <p className={styles.muted} role="status">
        Loading order…
      </p>
    );
  return (
    <OrderDetailView
      order={order}
      actions={panel ? <OrderActionsPanel actor={panel} /> : null}
      slipDownloading={slipDownloading}
      onDownloadSlip={(size) => detail.send({ type: 'slip.download', size })}
    />
  );
}
