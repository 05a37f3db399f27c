/**
 * The whole database schema (drizzle): the one module drizzle-kit reads and the code imports
 * (`@dps/db/schema`). Its tables live by area in db/src/schema/<area>.ts; this file is their entry.
 * The migrations in db/migrations are generated from it with `npm run db:generate`.
 *
 * Conventions: a day that means "a day in someone's life" is a `date` (their local day); an instant
 * is a `timestamptz`. Every foreign key has an index. Uniqueness lives here, not only in code.
 */
export * from './schema/accounts';
export * from './schema/content';
export * from './schema/progress';
export * from './schema/community';
export * from './schema/moderation';
export * from './schema/chats';
export * from './schema/delivery';
export * from './schema/instances';
export * from './schema/notifications';
export * from './schema/scripture';
export * from './schema/plans';
export * from './schema/circles';
export * from './schema/watches';
