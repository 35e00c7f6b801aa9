// The whole schema: re-exports each module's tables (drizzle-kit reads this file).
export * from '../modules/reference/tables.ts';
export * from '../modules/company/tables.ts';
export * from '../modules/notifications/tables.ts';
export * from '../modules/outbox/tables.ts';
export * from '../modules/auth/tables.ts';
export * from '../modules/points/tables.ts';
export * from '../modules/rate-limit/tables.ts';
export * from '../lib/jobs-table.ts';
export * from '../modules/shop/tables.ts';
export * from '../modules/orders/tables.ts';
