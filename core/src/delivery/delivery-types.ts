import type { Language } from '@dps/db/content/languages';

/**
 * The shapes shared by the delivery engine and the channel senders. Core plans, claims and records;
 * a sender (Telegram, Slack) only turns one claimed delivery into one platform message.
 */

/** `web_push`: one browser's push subscription; `email`: a person's address (decision 140). */
export const DELIVERY_CHANNELS = ['telegram', 'slack_dm', 'slack_channel', 'web_push', 'email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** Attempts (first send included) before a delivery is given up as dead. */
export const MAX_DELIVERY_ATTEMPTS = 5;
/**
 * How long a claim is held before another instance may take it over (crash recovery). Short: the
 * instance working on a claim renews it every third of this (decision 120), so a crash delays the
 * rest of its claims by about this much, not by the longest a batch could take.
 */
export const DEFAULT_LEASE_SECONDS = 60;

export interface DeliveryPrayer {
  id: number;
  title: string;
  content: string;
  scripture: string | null;
  scriptureReference: string | null;
}

/**
 * A day of a person's plan that rides in their daily message (decision 216): the day
 * waiting for them on the delivery's local date. `waiting`: how many due days are not done yet
 * (this one included), for a gentle "catch up" line.
 */
export interface DeliveryPlanDay {
  runId: number;
  planId: string;
  planTitle: string;
  day: number;
  length: number;
  title: string;
  passages: string[];
  waiting: number;
}

/**
 * A group's plan in its daily post (decision 237): the day whose date it is (title,
 * passages, the question for the group, how many marked it done so far), or, the day after the
 * last day, the summary (members who took part, how many read every day). Never anyone's name.
 */
export type DeliveryGroupPlan =
  | {
      kind: 'day';
      runId: number;
      planId: string;
      planTitle: string;
      /** The plan's language: the post's plan part speaks it. */
      language: 'en' | 'es';
      day: number;
      length: number;
      title: string;
      passages: string[];
      question: string | null;
      done: number;
    }
  | {
      kind: 'summary';
      runId: number;
      planId: string;
      planTitle: string;
      language: 'en' | 'es';
      length: number;
      members: number;
      finished: number;
    };

/**
 * A request from the person's circles that rides in their daily message (decision 300): picked
 * once per person and local date, least-prayed first. `authorName` null: asked anonymously.
 * `prayedCount`: every "I prayed" so far (0: "No one has prayed for this yet").
 */
export interface DeliveryRequest {
  id: number;
  /** The request's short title (never logged). */
  text: string;
  authorName: string | null;
  prayedCount: number;
}

/** A claimed delivery, ready to send. `attempts` is this attempt's number (1 for the first send). */
export interface DeliveryToSend {
  id: number;
  channel: DeliveryChannel;
  /** Telegram chat id, `${team}:${user}`, `${team}:${channel}`, a push subscription id, a user id (email). */
  target: string;
  /** The target's local date the delivery is for. */
  localDate: string;
  /**
   * The language the message speaks: its prayer's (the person's, or a group's own; decisions 231,
   * 239). Absent: English.
   */
  language?: Language;
  attempts: number;
  prayer: DeliveryPrayer;
  /** The person's plan days for this date (personal channels only); absent when none. */
  planDays?: DeliveryPlanDay[];
  /** A group's plan day or summary for this date (group posts only); absent when none. */
  groupPlans?: DeliveryGroupPlan[];
  /**
   * Lines a person's own reminder carries besides the prayer (decision 222): the rest day's gentle
   * line, or why it came on this channel. Set by the runner just before sending; none for group posts.
   */
  notes?: string[];
  /** One or two requests from the person's circles (personal channels only; decision 300). */
  requests?: DeliveryRequest[];
  /** A group's post: the circle's least-prayed open request, "Also today: pray for …" (decision 302). */
  groupRequest?: DeliveryRequest;
}

/**
 * What a sender reports for one delivery:
 * - `sent`: delivered (`externalId`: the platform's message id);
 * - `rate_limited`: the platform asked to wait `retryAfterSeconds` (the scheduler waits and resends);
 * - `failed`: a transient failure, retried with backoff up to MAX_DELIVERY_ATTEMPTS;
 * - `gone`: the target blocked the bot or was removed: no retry, the target is deactivated.
 */
export type SendResult =
  | { status: 'sent'; externalId?: string }
  | { status: 'rate_limited'; retryAfterSeconds: number; error: string }
  | { status: 'failed'; error: string; retryAfterSeconds?: number }
  | { status: 'gone'; error: string };

/** What a channel implements. `send` must not throw for platform errors; it reports them. */
export interface DeliverySender {
  channel: DeliveryChannel;
  /** The platform's limits the scheduler throttles to. */
  limits: { perSecond: number; perTargetIntervalMs: number };
  send(delivery: DeliveryToSend): Promise<SendResult>;
}
