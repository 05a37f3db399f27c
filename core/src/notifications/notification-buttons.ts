/**
 * The buttons a notification carries in a chat, by its kind (decision 321): the bell shows the words
 * and its link; a chat (Telegram, Slack) adds these buttons under them. One line per kind. Each
 * button names an action and a value made from the notification's item; Telegram packs them into
 * the callback data (`${action}:${value}`, at most 64 bytes), Slack into a registered action's
 * value. The label is a key under `notificationButtons.` in the bots' catalogue (bot/src/i18n), said
 * in the chat's language.
 * Browser-safe (no database imports).
 */
import type { NotificationKind } from './notification';

export interface NotificationButtonSpec {
  /** The button's words: `notificationButtons.${labelKey}` in the bots' catalogue. */
  labelKey: string;
  /** What a tap does, as the chats' listeners know it ("keep"). */
  action: string;
  /** The tap's value from the notification's item id ("still:42"). */
  value: (aboutId: number) => string;
  /** False for a question about the person themself, which has no item (decision 330). */
  needsItem?: boolean;
}

export interface NotificationButton {
  labelKey: string;
  action: string;
  value: string;
}

/** The expiry question's three answers (decision 321): the author's own request only. */
export const KEEP_ACTION = 'keep';
export const KEEP_CHOICES = ['still', 'answered', 'archive'] as const;
export type KeepChoice = (typeof KEEP_CHOICES)[number];

const keepButton = (choice: KeepChoice): NotificationButtonSpec => ({
  labelKey: `keep.${choice}`,
  action: KEEP_ACTION,
  value: (id) => `${choice}:${id}`,
});

/**
 * "May your group's leaders see when you've been away?" (decisions 312, 330): yes or no for the
 * person who taps, the same setting `/away yes|no` changes. No item: the value is the answer alone.
 */
export const AWAY_ACTION = 'away';
export const AWAY_CHOICES = ['yes', 'no'] as const;
export type AwayChoice = (typeof AWAY_CHOICES)[number];

const awayButton = (choice: AwayChoice): NotificationButtonSpec => ({
  labelKey: `away.${choice}`,
  action: AWAY_ACTION,
  value: () => choice,
  needsItem: false,
});

const NOTIFICATION_BUTTONS: Partial<Record<NotificationKind, readonly NotificationButtonSpec[]>> = {
  request_expiry: KEEP_CHOICES.map(keepButton),
  away_consent: AWAY_CHOICES.map(awayButton),
};

/** The buttons of a notification in a chat: none for a kind without any, or without the item they need. */
export function notificationButtons(n: { kind: string; aboutId: number | null }): NotificationButton[] {
  const specs = NOTIFICATION_BUTTONS[n.kind as NotificationKind];
  if (!specs) return [];
  const aboutId = n.aboutId;
  if (aboutId === null && specs.some((s) => s.needsItem !== false)) return [];
  return specs.map((s) => ({ labelKey: s.labelKey, action: s.action, value: s.value(aboutId ?? 0) }));
}

/** An away button's value back: yes (true), no (false), or null for anything else. */
export function parseAwayValue(value: string | undefined): boolean | null {
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return null;
}

/** A keep button's value back: its choice and request, or null for anything else. */
export function parseKeepValue(value: string | undefined): { choice: KeepChoice; requestId: number } | null {
  const m = /^(still|answered|archive):([1-9][0-9]{0,9})$/.exec(value ?? '');
  if (!m) return null;
  const requestId = Number(m[2]);
  if (requestId > 2147483647) return null;
  return { choice: m[1] as KeepChoice, requestId };
}
