// The order status module (src/machines/order-status): spec §4's table row by row, written out here apart
// from the module's own copy; then every transition of the lifecycle from every state the storefront and the
// seller can reach, checked against the table (the new triple's display status is the state the machine
// went to); the actions panel's buttons per status; and when an order's stock goes back.
import { describe, expect, it } from 'vitest';
import { createActor, transition, type StateValue } from 'xstate';
import {
  finalDisplayStatuses,
  holdsStock,
  isFinalDisplayStatus,
  orderDisplayStatus,
  returnsStock,
  type OrderStatusTriple,
} from '#machines/order-status/display.ts';
import {
  lifecycleStateOf,
  nextOrderStatus,
  orderLifecycleMachine,
  refusalMessage,
  sellerActions,
  type OrderLifecycleEvent,
} from '#machines/order-status/machine.ts';
import {
  displayStatuses,
  fulfillmentStatuses,
  paymentStatuses,
  type DisplayStatus,
  type FulfillmentStatus,
  type PaymentStatus,
  type PrepareStatus,
} from '#schemas/orders';

const prepares: readonly PrepareStatus[] = [null, 4, 6, 7];
const triple = (
  fulfillmentStatus: FulfillmentStatus,
  paymentStatus: PaymentStatus,
  prepareStatus: PrepareStatus,
): OrderStatusTriple => ({ fulfillmentStatus, paymentStatus, prepareStatus });

/**
 * Spec §4's table as the spec prints it: display status, fulfilment, payment, prepare ('any' for any). The
 * rows overlap (pending is "unfulfilled, paid, any" after accepted and rejected took 6 and 7): the first row
 * that matches names the status.
 */
const specTable: ReadonlyArray<
  readonly [DisplayStatus, FulfillmentStatus | 'listed', PaymentStatus, PrepareStatus | 'any']
> = [
  ['accepted', 'unfulfilled', 'paid', 6],
  ['rejected', 'unfulfilled', 'paid', 7],
  ['pending', 'unfulfilled', 'paid', 'any'],
  ['fulfilled', 'fulfilled', 'paid', 6],
  ['delivered', 'delivered', 'paid', 'any'],
  ['cancelled', 'unfulfilled', 'refunded', 'any'],
  ['partially_refunded', 'listed', 'partially_refunded', 'any'],
  ['refunded', 'unfulfilled', 'voided', 4],
  ['unpaid', 'unfulfilled', 'voided', 'any'],
];

const rowMatches = (
  [, fulfillment, payment, prepare]: (typeof specTable)[number],
  candidate: OrderStatusTriple,
) =>
  (fulfillment === 'listed' || fulfillment === candidate.fulfillmentStatus) &&
  payment === candidate.paymentStatus &&
  (prepare === 'any' || prepare === candidate.prepareStatus);

const everyTriple = fulfillmentStatuses.flatMap((fulfillment) =>
  paymentStatuses.flatMap((payment) => prepares.map((prepare) => triple(fulfillment, payment, prepare))),
);

describe("spec §4's display-status table", () => {
  it.each(specTable.map((row) => [row[0], row] as const))('row %s', (status, row) => {
    const covered = everyTriple.filter(
      (candidate) => specTable.find((first) => rowMatches(first, candidate)) === row,
    );
    // Every row names at least one triple the rows above it leave (the table has no dead row).
    expect(covered.length).toBeGreaterThan(0);
    for (const candidate of covered)
      expect(orderDisplayStatus(candidate), JSON.stringify(candidate)).toBe(status);
  });

  it('spells out the rows whose prepare status decides', () => {
    expect(orderDisplayStatus(triple('unfulfilled', 'paid', 6))).toBe('accepted');
    expect(orderDisplayStatus(triple('unfulfilled', 'paid', 7))).toBe('rejected');
    expect(orderDisplayStatus(triple('unfulfilled', 'paid', null))).toBe('pending');
    expect(orderDisplayStatus(triple('fulfilled', 'paid', 6))).toBe('fulfilled');
    expect(orderDisplayStatus(triple('unfulfilled', 'voided', 4))).toBe('refunded');
    expect(orderDisplayStatus(triple('unfulfilled', 'voided', null))).toBe('unpaid');
    expect(orderDisplayStatus(triple('delivered', 'partially_refunded', 6))).toBe('partially_refunded');
  });

  // Decision 030: the triples no row lists, each named as a seller would say it.
  it.each([
    [triple('unfulfilled', 'unpaid', null), 'unpaid'],
    [triple('fulfilled', 'refunded', 6), 'refunded'],
    [triple('delivered', 'refunded', 6), 'refunded'],
    [triple('fulfilled', 'voided', 6), 'refunded'],
    [triple('fulfilled', 'paid', null), 'fulfilled'],
  ] as const)('a triple the table leaves out: %o is %s', (candidate, status) => {
    expect(specTable.some((row) => rowMatches(row, candidate))).toBe(false);
    expect(orderDisplayStatus(candidate)).toBe(status);
  });

  it("names spec §4's final statuses, completed included", () => {
    expect([...finalDisplayStatuses].sort()).toEqual(
      ['rejected', 'unpaid', 'cancelled', 'fulfilled', 'delivered', 'completed', 'partially_refunded'].sort(),
    );
    expect(displayStatuses.filter(isFinalDisplayStatus).sort()).toEqual(
      ['cancelled', 'delivered', 'fulfilled', 'partially_refunded', 'rejected', 'unpaid'].sort(),
    );
  });
});

const lifecycleEvents: readonly OrderLifecycleEvent[] = (
  ['ACCEPT', 'REJECT', 'SHIP', 'PAY', 'REFUND', 'PARTIAL_REFUND', 'VOID', 'DELIVER', 'CANCEL'] as const
).map((type) => ({ type }));

const topLevel = (value: StateValue) => (typeof value === 'string' ? value : Object.keys(value)[0]!);

/** Every leaf state of the lifecycle but the transient `placed`, as `matches` takes it: 'pending', { unpaid: 'voided' }. */
function leafStates(): StateValue[] {
  const leaves: StateValue[] = [];
  for (const [name, node] of Object.entries(orderLifecycleMachine.root.states)) {
    if (name === 'placed') continue;
    const children = Object.keys(node.states);
    if (children.length === 0) leaves.push(name);
    else for (const child of children) leaves.push({ [name]: child });
  }
  return leaves;
}

/** Every triple an order can have: from the storefront's two placements, every allowed event, again and again. */
function reachableTriples(): OrderStatusTriple[] {
  const seen = new Map<string, OrderStatusTriple>();
  const queue = [triple('unfulfilled', 'paid', null), triple('unfulfilled', 'unpaid', null)];
  while (queue.length > 0) {
    const current = queue.shift()!;
    const key = JSON.stringify(current);
    if (seen.has(key)) continue;
    seen.set(key, current);
    for (const event of lifecycleEvents) {
      const change = nextOrderStatus(current, event);
      if (change.allowed) {
        const { displayStatus: _shown, ...after } = change.after;
        queue.push(after);
      }
    }
  }
  return [...seen.values()];
}

const reachable = reachableTriples();
const snapshotAt = (candidate: OrderStatusTriple) =>
  orderLifecycleMachine.resolveState({ value: lifecycleStateOf(candidate), context: candidate });

describe('the order lifecycle agrees with the table', () => {
  it('places an order pending when paid and unpaid when not', () => {
    const placed = (paymentStatus: PaymentStatus) =>
      createActor(orderLifecycleMachine, { input: triple('unfulfilled', paymentStatus, null) }).getSnapshot()
        .value;
    expect(placed('paid')).toBe('pending');
    expect(placed('unpaid')).toEqual({ unpaid: 'awaitingPayment' });
  });

  it('reaches every state of the lifecycle, and every display status', () => {
    const reached = reachable.map((candidate) => JSON.stringify(lifecycleStateOf(candidate)));
    expect(new Set(reached)).toEqual(new Set(leafStates().map((value) => JSON.stringify(value))));
    expect(new Set(reachable.map(orderDisplayStatus))).toEqual(new Set(displayStatuses));
  });

  const pairs = reachable.flatMap((candidate) => lifecycleEvents.map((event) => [candidate, event] as const));
  it.each(
    pairs.map(
      ([candidate, event]) =>
        [JSON.stringify(lifecycleStateOf(candidate)), event.type, candidate, event] as const,
    ),
  )('%s, %s', (_state, _type, candidate, event) => {
    const snapshot = snapshotAt(candidate);
    // The triple's display status is the state's top level.
    expect(topLevel(snapshot.value)).toBe(orderDisplayStatus(candidate));
    const change = nextOrderStatus(candidate, event);
    expect(change.before).toBe(orderDisplayStatus(candidate));
    expect(change.allowed).toBe(snapshot.can(event));
    if (!change.allowed) return;
    const [next] = transition(orderLifecycleMachine, snapshot, event);
    const { displayStatus, ...after } = change.after;
    // The new triple maps back to the state the machine went to, and its display status is that state's.
    expect(lifecycleStateOf(after)).toEqual(next.value);
    expect(displayStatus).toBe(topLevel(next.value));
    expect(orderDisplayStatus(after)).toBe(displayStatus);
    expect(change.returnsStock).toBe(returnsStock(candidate, after));
  });

  it('lets nothing happen to a cancelled or refunded order, and only the storefront act on other final ones', () => {
    for (const candidate of reachable) {
      const status = orderDisplayStatus(candidate);
      const allowed = lifecycleEvents.filter((event) => nextOrderStatus(candidate, event).allowed);
      if (status === 'cancelled' || status === 'refunded') expect(allowed, status).toEqual([]);
      if (isFinalDisplayStatus(status))
        expect(
          allowed.filter(({ type }) => ['ACCEPT', 'REJECT', 'SHIP'].includes(type)),
          status,
        ).toEqual([]);
    }
  });
});

describe("the actions panel's buttons", () => {
  it.each(displayStatuses.map((status) => [status] as const))('%s', (status) => {
    const expected = status === 'pending' ? ['ACCEPT', 'REJECT'] : status === 'accepted' ? ['SHIP'] : [];
    for (const candidate of reachable.filter((each) => orderDisplayStatus(each) === status))
      expect(sellerActions(candidate), JSON.stringify(candidate)).toEqual(expected);
  });

  it('explains a refusal with the status in its badge words', () => {
    const shipped = triple('fulfilled', 'paid', 6);
    const change = nextOrderStatus(shipped, { type: 'REJECT' });
    expect(change.allowed).toBe(false);
    expect(refusalMessage('SK-1001', change.before, { type: 'REJECT' })).toBe(
      'Order SK-1001 is shipped and cannot be rejected',
    );
  });
});

describe('stock', () => {
  const after = (from: OrderStatusTriple, type: OrderLifecycleEvent['type']) => {
    const change = nextOrderStatus(from, { type });
    if (!change.allowed) throw new Error(`${type} is not allowed from ${JSON.stringify(from)}`);
    return change;
  };
  const pending = triple('unfulfilled', 'paid', null);
  const accepted = triple('unfulfilled', 'paid', 6);
  const unpaid = triple('unfulfilled', 'unpaid', null);

  it.each([
    ['a seller rejecting a pending order', pending, 'REJECT', true],
    ['a buyer cancelling a pending order', pending, 'CANCEL', true],
    ['a refund of an accepted order', accepted, 'REFUND', true],
    ['a voided payment of an accepted order', accepted, 'VOID', true],
    ['a buyer cancelling an unpaid order', unpaid, 'CANCEL', true],
    ['a seller accepting', pending, 'ACCEPT', false],
    ['a partial refund before shipping', pending, 'PARTIAL_REFUND', false],
    ['shipping', accepted, 'SHIP', false],
    ['a refund after shipping', triple('fulfilled', 'paid', 6), 'REFUND', false],
    [
      'the refund of a rejected order (its stock is back already)',
      triple('unfulfilled', 'paid', 7),
      'VOID',
      false,
    ],
  ] as const)('%s gives stock back: %s', (_what, from, type, expected) => {
    expect(after(from, type).returnsStock).toBe(expected);
  });

  it('holds stock only while unfulfilled, not rejected and paid for or awaiting payment', () => {
    const holding = everyTriple.filter(holdsStock).map(orderDisplayStatus);
    expect(new Set(holding)).toEqual(new Set(['pending', 'accepted', 'partially_refunded', 'unpaid']));
  });
});
