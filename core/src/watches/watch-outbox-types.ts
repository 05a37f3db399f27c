/**
 * The shapes between the watch's outbox (core plans, claims and words it) and the senders (each chat,
 * Web Push, email lay it out and send it). Core makes the words in the reader's language and zone;
 * a sender only turns one `WatchToSend` into one platform message (or one edit, for the post).
 */
import type { WATCH_SEND_KINDS } from '@dps/db/schema';

export type WatchSendKind = (typeof WATCH_SEND_KINDS)[number];

/**
 * A button. The chats encode it as their own callback (Telegram `callback_data`
 * `w:<action letter>:<watchId>[:<slot>]`, Slack `action_id` `watch_<action>` with value
 * `<watchId>[:<slot>]`); `open` is a link (`url`).
 * - claim / release: take or give back `slot`;
 * - prayed: "I prayed" for `slot`;
 * - my_time: show the slots in the tapper's own zone (a popup, an ephemeral, a private message);
 * - more: the next page of open slots (`slot`: the first slot of the page);
 * - open: the watch page on the web.
 */
export interface WatchButton {
  text: string;
  action: 'claim' | 'release' | 'prayed' | 'my_time' | 'more' | 'open';
  watchId: number;
  slot?: number;
  url?: string;
}

/** Telegram's callback letters, one per action (64-byte limit: `w:c:123456:671`). */
export const WATCH_CALLBACK_LETTER = {
  claim: 'c',
  release: 'r',
  prayed: 'p',
  my_time: 't',
  more: 'm',
} as const satisfies Record<Exclude<WatchButton['action'], 'open'>, string>;

export interface WatchMessage {
  /** One short line, bold in the chats, the subject of an email, a push's title. */
  title: string;
  /** Plain text lines (no markup: each sender escapes); may be empty strings for spacing. */
  lines: string[];
  /** Rows of buttons. */
  buttons: WatchButton[][];
}

/** The outbox loop's platforms: the two chats, and a person's browser or mailbox. */
export type WatchOutboxChannel = 'telegram' | 'slack' | 'web_push' | 'email';

export interface WatchToSend {
  sendId: number;
  watchId: number;
  kind: WatchSendKind;
  /** The sender that takes it. */
  channel: WatchOutboxChannel;
  /** The row's channel: a group's chat (`telegram` chat id or `slack_channel`), or a person's own. */
  rowChannel: 'telegram' | 'slack_dm' | 'slack_channel' | 'web_push' | 'email';
  /** Telegram chat id, Slack `${team}:${channel or user}`, a push subscription id, a user id (email). */
  target: string;
  /** The post's platform id when this is an edit of the watch post; null: send it new. */
  editMessageId: string | null;
  language: 'en' | 'es';
  /** The person it is for (null: the group's chat). */
  userId: number | null;
  message: WatchMessage;
}

/** `gone`: the chat or the address is no more (a personal message then fails over to the next channel). */
export type WatchSendResult =
  | { status: 'sent'; externalId?: string }
  | { status: 'gone'; error: string }
  | { status: 'failed'; error: string; retryAfterSeconds?: number };
