// Reading PostgreSQL's SQLSTATE through Drizzle's wrapping (the driver error sits in `cause`).

const hasSqlState = (error: unknown, state: string): boolean => {
  for (
    let current = error;
    typeof current === 'object' && current !== null;
    current = (current as Error).cause
  ) {
    if ((current as { code?: unknown }).code === state) return true;
  }
  return false;
};

/** A unique index refused the row (23505 unique_violation). */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');
