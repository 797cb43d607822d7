// What a service use case answers: its value, or the rule that refused it. A refusal is an expected answer
// (a conflict, a missing document), not a fault: services return it, routes map it to a status code.
import { TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { HttpError } from './errors.ts';
import type { Executor } from './executor.ts';

/** Why a use case refused; `reason` names the rule, other fields say what the caller needs to know. */
export type Refusal = { reason: string };

export type Outcome<Value, Refused extends Refusal = never> =
  { ok: true; value: Value } | ({ ok: false } & Refused);

export const ok = <Value>(value: Value): { ok: true; value: Value } => ({ ok: true, value });

export function refuse<Reason extends string>(reason: Reason): { ok: false; reason: Reason };
export function refuse<Reason extends string, Details extends object>(
  reason: Reason,
  details: Details,
): { ok: false; reason: Reason } & Details;
export function refuse(reason: string, details: object = {}) {
  return { ...details, ok: false, reason };
}

type AnyOutcome = Outcome<unknown, Refusal>;
type Failure<Result> = Extract<Result, { ok: false; reason: string }>;

/**
 * Runs `work` in one transaction. A refusal it returns rolls the transaction back, so a rule checked
 * half-way through a use case leaves nothing behind.
 */
export async function inTransaction<Result extends AnyOutcome>(
  db: Database['db'],
  work: (tx: Executor) => Promise<Result>,
): Promise<Result> {
  let refused: Result | undefined;
  try {
    return await db.transaction(async (tx) => {
      const outcome = await work(tx);
      if (outcome.ok) return outcome;
      refused = outcome;
      return tx.rollback();
    });
  } catch (error) {
    if (refused && error instanceof TransactionRollbackError) return refused;
    throw error;
  }
}

/** How a route answers each refusal of a use case: every reason must be mapped. */
export type RefusalStatus<Result> = {
  [Reason in Failure<Result>['reason']]: (refusal: Failure<Result> & { reason: Reason }) => HttpError;
};

/** The outcome's value, or the route's error for its refusal. */
export function valueOf<Result extends AnyOutcome>(
  outcome: Result,
  statusOf: RefusalStatus<NoInfer<Result>>,
): Extract<Result, { ok: true }>['value'] {
  if (outcome.ok) return outcome.value;
  const refusal = outcome as Failure<Result>;
  const answer = statusOf[refusal.reason as Failure<Result>['reason']] as (
    refusal: Failure<Result>,
  ) => HttpError;
  throw answer(refusal);
}
