// drizzle-kit: `npx drizzle-kit generate` turns the table definitions into SQL migrations under
// server/db/migrations. Core tables live in server/db/schema.ts; a module owns its tables in its table.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/modules/*/table.ts'],
  out: './server/db/migrations',
});
