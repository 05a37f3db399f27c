/**
 * The daily delivery: one claim row per target and local day, and the send budgets every instance
 * shares (decisions 030, 120).
 */
import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { prayers } from './content';

/**
 * One row per (channel, target, local date): the claim that makes each daily delivery happen
 * exactly once across restarts and instances.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['telegram', 'slack_dm', 'slack_channel', 'web_push', 'email'] }).notNull(),
    /** telegram chat id, `${team}:${user}`, `${team}:${channel}`, a push subscription's id, or a user id (email). */
    target: text('target').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    prayerId: integer('prayer_id').references(() => prayers.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['claimed', 'sent', 'failed', 'dead'] })
      .notNull()
      .default('claimed'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    lastError: text('last_error'),
    /** The platform's id of what was sent (message id / ts), to update it later. */
    externalId: text('external_id'),
    claimedAt: createdAt(),
    sentAt: ts('sent_at'),
    /** When the target's local time for `local_date` came (null for rows claimed before it was kept): lateness is sent_at - due_at. */
    dueAt: ts('due_at'),
    /** The platform said the target is gone (blocked, removed): the delivery is dead and the target deactivated. */
    gone: boolean('gone').notNull().default(false),
  },
  (t) => [
    uniqueIndex('deliveries_target_day_uq').on(t.channel, t.target, t.localDate),
    index('deliveries_status_next_idx').on(t.status, t.nextAttemptAt),
    index('deliveries_prayer_idx').on(t.prayerId),
  ],
);

/**
 * Each platform's send budget, shared by every scheduler instance (decision 120): `perSecond`
 * slots per budget. A send holds a slot from before it starts until a second after its answer, so
 * no rolling second at the platform ever sees more sends than there are slots, whatever the
 * number of instances or the network's jitter. Times are the database's clock (one judge for all).
 */
export const sendBudgetSlots = pgTable(
  'send_budget_slots',
  {
    /** 'telegram', 'slack_channel', 'slack_dm'. */
    budget: text('budget').notNull(),
    slot: integer('slot').notNull(),
    /** When the slot may start its next send. */
    freeAt: ts('free_at').notNull().defaultNow(),
    /** The instance holding the slot for a send (null: free), and until when a crash keeps it. */
    heldBy: text('held_by'),
    heldUntil: ts('held_until'),
  },
  (t) => [primaryKey({ columns: [t.budget, t.slot] })],
);
