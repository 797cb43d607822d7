// /orders/:id: one order (lines, buyer, totals, shipment, timeline), its actions panel and packing slips.
export function OrderDetailRoute({ orderId }: { orderId: string }) {
  return <p>Order {orderId}</p>;
}
