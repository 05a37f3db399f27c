/**
 * A notification as the bell shows it, the kinds there are, and how long they are kept
 * (decision 145). Browser-safe: no database imports, so the web client shares the kinds.
 */
import { z } from 'zod';
import { issue, MAX_ID } from '../validate';

export const NOTIFICATION_KINDS = [
  'welcome',
  'reflection_like',
  'reflection_reply',
  'goal_reached',
  'streak_milestone',
  'prayer_ready',
  'prayed_for_you',
  /** A request on the prayer wall that the person prayed for was marked answered. */
  'prayer_answered',
  /** For admins: reports await review, or a burst of reports on one item (decision 172). */
  'moderation_report',
  /** The person read the last day of a plan (decision 215). */
  'plan_finished',
  /** A plan the person read with a group in its chat ended: their own part (decision 237). */
  'group_plan_ended',
  /** The person's first reminder channel failed for good, so the reminder came another way (decision 222). */
  'reminder_fallback',
  /** A group's members are asked once whether its leaders may see they have been away (decision 312). */
  'away_consent',
  /** A leader's kind note from the group to a member who has been away (decision 312). */
  'away_note',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Streak lengths (days) that earn a notification. */
export const STREAK_MILESTONES = [7, 30, 100, 365] as const;

/** A notification is kept this long after it last changed, then deleted. */
export const NOTIFICATION_RETENTION_DAYS = 90;
export const NOTIFICATION_RETENTION_MS = NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** The newest this many are listed; older ones wait for the retention to take them. */
export const NOTIFICATION_LIST_LIMIT = 50;

const NOTIFICATION_NOT_FOUND = issue('notificationNotFound');

/** An id from a URL: digits only, within an integer column (length checked before anything else). */
export const ZNotificationId = z
  .union([z.number(), z.string().max(10, NOTIFICATION_NOT_FOUND)], { error: NOTIFICATION_NOT_FOUND })
  .transform((v) => (typeof v === 'number' ? v : /^[0-9]+$/.test(v) ? Number(v) : Number.NaN))
  .pipe(z.number().int(NOTIFICATION_NOT_FOUND).min(1, NOTIFICATION_NOT_FOUND).max(MAX_ID, NOTIFICATION_NOT_FOUND));

export interface NotificationView {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An in-app path to open on a tap, or null. */
  link: string | null;
  read: boolean;
  /** ISO instant of the last change (a repeat of the same event moves it). */
  createdAt: string;
}

export interface NotificationList {
  notifications: NotificationView[];
  unreadCount: number;
}
