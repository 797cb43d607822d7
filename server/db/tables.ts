// Every table, for Drizzle's typed queries: the core tables and each module's. Only the database client
// imports this list, so a module's table.ts can import the core tables without an import circle.
export * from './schema.ts';
export * from '../modules/notifications/table.ts';
export * from '../modules/onboarding/table.ts';
export * from '../modules/categories/table.ts';
export * from '../modules/products/table.ts';
export * from '../modules/orders/table.ts';
export * from '../modules/storefront/table.ts';
