/**
 * State every instance shares: rate-limit windows, leader leases (one Telegram poller, decision 121)
 * and the secrets the server makes for itself.
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';

/** Rate-limit counters shared by every instance (fixed windows). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: ts('reset_at').notNull(),
});

/** One holder at a time for a job only one instance may do (the Telegram long poller), with a renewed lease. */
export const leaderLeases = pgTable('leader_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/**
 * Secrets the server makes for itself once and shares between instances (the VAPID key pair when
 * VAPID_* are not set, the key that signs email unsubscribe links). Never sent to a client except
 * a public key.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
