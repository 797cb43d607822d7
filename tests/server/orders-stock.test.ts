// Orders placed at the same moment against the real database (issue 12, decision 024): the last units of a
// product go to exactly as many orders as there are units, the stock never goes below zero, orders naming
// the same products in different orders never deadlock, and a repeated event or order number has one effect.
import { and, count, eq, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders as orderTable } from '../../server/modules/orders/table.ts';
import { products, productVariants } from '../../server/modules/products/table.ts';
import {
  approvedProduct,
  approvedSeller,
  orderServiceOf,
  placedData,
  placedEvent,
  startOrdersApp,
  type OrdersTestApp,
  type TestSeller,
} from './orders-fixture.ts';

let t: OrdersTestApp;
let seller: TestSeller;

beforeAll(async () => {
  t = await startOrdersApp();
  seller = await approvedSeller(t);
});
afterAll(() => t.close());

describe('50 orders at once for the last 10 units', () => {
  it('gives exactly 10 of them the units and leaves the stock at 0, never below, 20 times over', async () => {
    const service = orderServiceOf(t);
    for (let round = 0; round < 20; round += 1) {
      const last = await approvedProduct(t, seller, { quantity: 10, picture: false });
      const plenty = await approvedProduct(t, seller, { variants: { Red: 500 }, picture: false });
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, index) => {
          // Half name the scarce product first, half last: the lock order is the server's, not the event's.
          const lines = [{ product: last }, { product: plenty, variant: 0 }];
          return service.applyStorefrontEvent(
            placedEvent(placedData(index % 2 === 0 ? lines : lines.reverse())),
          );
        }),
      );

      const placed = outcomes.filter((outcome) => outcome.ok);
      const refused = outcomes.filter((outcome) => !outcome.ok);
      expect(placed, `round ${round}`).toHaveLength(10);
      expect(refused.every((outcome) => !outcome.ok && outcome.reason === 'out-of-stock')).toBe(true);

      const [scarce] = await t.database.db
        .select({ quantity: products.quantity })
        .from(products)
        .where(eq(products.id, last.id));
      expect(scarce!.quantity, `round ${round}`).toBe(0);
      const [variant] = await t.database.db
        .select({ quantity: productVariants.quantity })
        .from(productVariants)
        .where(eq(productVariants.id, plenty.variants[0]!.id));
      expect(variant!.quantity).toBe(490);
      const [total] = await t.database.db
        .select({ quantity: products.quantity })
        .from(products)
        .where(eq(products.id, plenty.id));
      expect(total!.quantity).toBe(490);

      const orderIds = placed.map((outcome) => (outcome.ok ? outcome.value.orderId! : 0));
      const [made] = await t.database.db
        .select({ count: count() })
        .from(orderTable)
        .where(inArray(orderTable.id, orderIds));
      expect(made!.count).toBe(10);
    }
    const [negative] = await t.database.db
      .select({ count: count() })
      .from(products)
      .where(and(eq(products.sellerId, seller.id), lt(products.quantity, 0)));
    expect(negative!.count).toBe(0);
  }, 120_000);
});

describe('the same event or order number at once', () => {
  it('applies one event sent 10 times at once exactly once', async () => {
    const product = await approvedProduct(t, seller, { quantity: 20, picture: false });
    const event = placedEvent(placedData([{ product, quantity: 2 }]));
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => orderServiceOf(t).applyStorefrontEvent(event)),
    );
    expect(outcomes.filter((outcome) => outcome.ok && !outcome.value.duplicate)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.ok && outcome.value.duplicate)).toHaveLength(9);
    const [left] = await t.database.db
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, product.id));
    expect(left!.quantity).toBe(18);
  });

  it('places one order of a number sent in 10 events at once; the others are refused, taking nothing', async () => {
    const product = await approvedProduct(t, seller, { quantity: 20, picture: false });
    const data = placedData([{ product }]);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => orderServiceOf(t).applyStorefrontEvent(placedEvent(data))),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'order-number-taken')).toHaveLength(
      9,
    );
    const [left] = await t.database.db
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, product.id));
    expect(left!.quantity).toBe(19);
  });
});
