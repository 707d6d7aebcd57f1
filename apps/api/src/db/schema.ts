// The whole database schema (PostgreSQL dialect), one definition for PGlite and PostgreSQL, one
// file per area under schema/. Closed vocabularies are CHECK constraints over plain text rather
// than pg enums: adding a value is then a one-line migration, and nothing is pinned to the
// "public" schema. drizzle-kit reads this file (drizzle.config.ts).
export { categoryRank } from './schema/columns';
export * from './schema/accounts';
export * from './schema/development';
export * from './schema/catalogue';
export * from './schema/documents';
export * from './schema/payments';
export * from './schema/messages';
export * from './schema/selections';
export * from './schema/notifications';
export * from './schema/news';
export * from './schema/push';
