// The 'storefront.deliver' job (decision 025): POSTs one stored outbox event to STOREFRONT_EVENTS_URL, signed
// like the events the storefront sends us. A 2xx marks it delivered; anything else counts the attempt, keeps
// the error for the admin's outbox and throws, so the queue tries again later with backoff. The event is
// read from its row on every attempt, so every attempt sends the same event with the same id: the storefront
// drops a repeat by that id (delivery is at least once).
import { signatureHeader } from '#schemas/orders';
import type { Executor } from '../../lib/executor.ts';
import type { JobHandler } from '../../lib/jobs.ts';
import { pendingEvent, recordAttempt, type DeliverPayload } from './outbox.ts';
import { signPayload } from './signature.ts';

/** How long the storefront has to answer one attempt. */
export const deliveryTimeoutMs = 10_000;

export type DeliveryOptions = {
  db: Executor;
  url: string;
  secret: string;
  timeoutMs?: number;
};

/** Why an attempt failed, in a line an admin can act on. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'The storefront did not answer in time';
  if (error.name === 'AbortError') return 'The server stopped before the storefront answered';
  // fetch reports a refused connection or an unknown host as "fetch failed", the reason in its cause.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

export function deliverSellerEvent({
  db,
  url,
  secret,
  timeoutMs = deliveryTimeoutMs,
}: DeliveryOptions): JobHandler<DeliverPayload> {
  return async ({ outboxId }, job) => {
    const event = await pendingEvent(db, outboxId);
    // Delivered already (a repeat of a job that succeeded), or its order is gone: nothing is owed.
    if (event === undefined) return;
    const body = JSON.stringify(event);
    let failure: string | null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [signatureHeader]: signPayload(secret, body, Math.floor(Date.now() / 1000)),
        },
        body,
        // A redirect is the storefront's configuration to fix, not a place to resend a signed event to.
        redirect: 'manual',
        // A shutdown that cannot wait for the storefront gives up on this attempt; the queue retries it.
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), job.signal]),
      });
      await response.body?.cancel();
      failure = response.ok ? null : `The storefront answered ${response.status}`;
    } catch (error) {
      failure = describe(error);
    }
    await recordAttempt(db, outboxId, failure);
    if (failure !== null) throw new Error(failure);
  };
}
