// The cash-out form's rules (spec §5) as the shared schema applies them, in the browser as the seller types
// and on the server: every message on its field, the bounds in spec §1's peso format, and the channel's own
// rules shown whatever else is still missing.
import { describe, expect, it } from 'vitest';
import { earningsMessages, orderEarning, payoutRequestBodySchema } from '#schemas/earnings';

const channels = [
  { channelCode: 'PH_BDO', channelName: 'BDO Unibank', kind: 'bank' },
  { channelCode: 'PH_GCASH', channelName: 'GCash', kind: 'ewallet' },
] as const;
const schema = payoutRequestBodySchema({ channels, bounds: { min: 10_000, max: 5_000_000, cap: 20_000 } });
const valid = {
  channelCode: 'PH_BDO',
  accountNumber: '1234567890',
  accountName: 'Ana Santos',
  amount: '150',
};

/** The first message on each field, as the form shows them. */
const messages = (value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0] ?? '')] ??= issue.message;
  return byField;
};

describe('the cash-out form', () => {
  it('takes a valid request, the amount in centavos', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, amount: 15_000 });
  });

  it('words every missing field as spec §5 does', () => {
    expect(messages({})).toEqual({
      channelCode: earningsMessages.bankRequired,
      accountNumber: earningsMessages.accountNumberShort,
      accountName: earningsMessages.accountNameRequired,
      amount: earningsMessages.amountInvalid,
    });
  });

  it.each([
    ['1234', earningsMessages.accountNumberShort],
    ['12a45', earningsMessages.accountNumberNotNumeric],
    ['1'.repeat(31), earningsMessages.accountNumberLong],
  ])('refuses the account number %s', (accountNumber, message) => {
    expect(messages({ ...valid, accountNumber })).toEqual({ accountNumber: message });
  });

  it.each([
    ['abc', earningsMessages.amountInvalid],
    ['-5', earningsMessages.amountInvalid],
    ['100.555', earningsMessages.amountInvalid],
    ['99.99', 'Amount must be at least ₱100.00'],
    ['200.01', 'Amount must be at most ₱200.00'],
  ])('refuses the amount %s', (amount, message) => {
    expect(messages({ ...valid, amount })).toEqual({ amount: message });
  });

  it('caps at the smaller of the maximum and the balance', () => {
    const rich = payoutRequestBodySchema({ bounds: { min: 10_000, max: 5_000_000, cap: 9_000_000 } });
    expect(rich.safeParse({ ...valid, amount: '50000.01' }).error?.issues[0]?.message).toBe(
      'Amount must be at most ₱50,000.00',
    );
  });

  it("shows an e-wallet's mobile number rule while the amount is still empty", () => {
    expect(messages({ ...valid, channelCode: 'PH_GCASH', accountNumber: '12345', amount: '' })).toEqual({
      accountNumber: earningsMessages.mobileNumber('GCash'),
      amount: earningsMessages.amountInvalid,
    });
  });

  it('refuses a channel not on the list, and only once when the bank is missing', () => {
    expect(messages({ ...valid, channelCode: 'PH_NOPE' })).toEqual({
      channelCode: earningsMessages.unknownChannel,
    });
    expect(schema.safeParse({ ...valid, channelCode: '' }).error?.issues).toHaveLength(1);
  });

  it('refuses what is not an object without throwing', () => {
    expect(schema.safeParse(null).success).toBe(false);
    expect(schema.safeParse('x').success).toBe(false);
  });
});

describe('what a seller earns on an order', () => {
  it('is the goods less the commission, rounded half up, refunds taken from the goods first', () => {
    expect(orderEarning({ subtotal: 100_000, refunded: 0, commissionBasisPoints: 500 })).toEqual({
      gross: 100_000,
      commission: 5_000,
      net: 95_000,
    });
    // 5 % of ₱0.10 is half a centavo: up.
    expect(orderEarning({ subtotal: 10, refunded: 0, commissionBasisPoints: 500 }).commission).toBe(1);
    expect(orderEarning({ subtotal: 9, refunded: 0, commissionBasisPoints: 500 }).commission).toBe(0);
    expect(orderEarning({ subtotal: 100_000, refunded: 150_000, commissionBasisPoints: 500 }).net).toBe(0);
    expect(orderEarning({ subtotal: 100_000, refunded: 40_000, commissionBasisPoints: 500 })).toEqual({
      gross: 60_000,
      commission: 3_000,
      net: 57_000,
    });
  });
});
