// What a seller is told of an admin's decision on a payout request: the in-app notification, written in the
// decision's transaction, and the e-mail, sent by the 'payouts.email' job that transaction queues (so a
// decision that rolls back tells no one, and a mail server that is down delays the letter, not the decision).
import { formatPeso } from '#schemas/money';
import { composeLetter } from '../../lib/letter.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { NotificationInput } from '../notifications/notify.ts';
import { channelNameOf } from './channels.ts';
import type { AdminPayoutRow } from './repository.ts';

export const payoutEmailTask = 'payouts.email';
export type PayoutEmailPayload = { payoutRequestId: number };

/** Where both send the seller: the Payments page, with the request in its list. */
const paymentsPath = '/payments';

type Decided = Pick<
  AdminPayoutRow,
  'id' | 'amount' | 'channelCode' | 'accountNumber' | 'status' | 'reference' | 'failureReason'
>;

/** "₱1,000.00 to GCash (account ending 4567)": enough for the seller to know the request, no more. */
const payoutOf = ({ amount, channelCode, accountNumber }: Decided) =>
  `${formatPeso(amount)} to ${channelNameOf(channelCode)} (account ending ${accountNumber.slice(-4)})`;

export function decisionNotice(request: Decided): NotificationInput {
  return request.status === 'completed'
    ? {
        title: 'Payout completed',
        message: `${payoutOf(request)} was sent. Bank reference: ${request.reference}.`,
        redirectUrl: paymentsPath,
      }
    : {
        title: 'Payout failed',
        message: `${payoutOf(request)} could not be sent: ${request.failureReason}. The amount is back in your available balance.`,
        redirectUrl: paymentsPath,
      };
}

/**
 * The decision's e-mail. The admin's reason is quoted as given: it goes only to the seller's own address,
 * verified before the account could be approved to cash out (server/lib/letter.ts).
 */
export function decisionLetter(request: AdminPayoutRow, publicUrl: string): MailMessage {
  const action = { label: 'Open Payments', url: `${publicUrl}${paymentsPath}` };
  const greeting = `Hi ${request.seller.name},`;
  return request.status === 'completed'
    ? composeLetter({
        to: request.seller.email,
        subject: `Your cash out of ${formatPeso(request.amount)} was sent`,
        greeting,
        paragraphs: [
          `We sent ${payoutOf(request)}, as you asked in cash-out request #${request.id}.`,
          `The bank's reference is ${request.reference}. If the money has not arrived, give your bank this reference.`,
        ],
        action,
      })
    : composeLetter({
        to: request.seller.email,
        subject: `Your cash out of ${formatPeso(request.amount)} could not be sent`,
        greeting,
        paragraphs: [
          `We could not send ${payoutOf(request)}, your cash-out request #${request.id}. The reason given:`,
          request.failureReason ?? '',
          `The ${formatPeso(request.amount)} is back in your available balance. Check the account details and request a cash out again.`,
        ],
        action,
      });
}
