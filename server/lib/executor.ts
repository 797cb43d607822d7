// What repositories query through: the database or a transaction, so one rule can span tables atomically.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- repositories work with any schema object
export type Executor = PgDatabase<PgQueryResultHKT, any, any>;
