// The one typed failure every actor rejects with; machines map it to what the user sees.
export type Failure =
  | {
      kind: 'http';
      status: number;
      code: string;
      message: string;
      fields?: Record<string, string>;
    }
  | { kind: 'network'; message: string }
  | { kind: 'invalid-response'; message: string };

export class FailureError extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super(failure.message);
    this.name = 'FailureError';
    this.failure = failure;
  }
}

/** The failure behind any thrown value; anything unexpected becomes a network failure with `fallback`. */
export const toFailure = (error: unknown, fallback = 'An unexpected error occurred.'): Failure =>
  error instanceof FailureError ? error.failure : { kind: 'network', message: fallback };

/** The server's own message when it gave one (a 4xx with a readable `error`), else `fallback`. */
export const failureMessage = (error: unknown, fallback: string): string => {
  const failure = toFailure(error, fallback);
  return failure.kind === 'http' && failure.status < 500 ? failure.message : fallback;
};
