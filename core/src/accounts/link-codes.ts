/**
 * One-time codes that join a Telegram or Slack person to their web account. The web Profile page
 * shows a code; the person sends it to the bot; the bot first SHOWS which account the chat would
 * join (and what of the chat's own history would go with it) and only a confirm joins them.
 *
 * Why two steps (decision 070): a code can be sent to someone else as `t.me/<bot>?start=CODE`.
 * With one tap the victim's chat used to join the sender's account, and the sender then read the
 * victim's private reflections and prayers. The redeeming side now sees the account and confirms;
 * the code-making side agreed by making the code, and sees on Profile which chat redeemed it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import { identities, userSettings, users } from '@dps/db/schema';
import { type Ctx } from '../context';
import { AppError } from '../errors';
import { hitRateLimit } from '../rate-limit/hit-rate-limit';
import { DEFAULT_SETTINGS } from '../settings/user-settings';
import { usableTimeZone } from '../time/time-zones';
import { issue } from '../validate';

export const LINK_CODE_LENGTH = 8;
export const LINK_CODE_TTL_MS = 15 * 60 * 1000;
const INVALID_LINK_CODE = issue('invalidLinkCode');
/** The two sides' zone or reminder differ and the confirm did not say which to keep: ask again. */
export const LINK_SETTINGS_CHOICE_NEEDED =
  'Your time zone or daily prayer time here differs from the web account. Send the code again and choose which to keep.';

/**
 * Code attempts (each look-up, whether it shows the account or confirms the link) per chat and
 * per account. A person linking needs two; 31^8 codes make guessing hopeless at these rates.
 */
export const LINK_CODE_LIMITS = {
  perChat: { limit: 10, windowSeconds: 15 * 60 },
  perAccount: { limit: 20, windowSeconds: 60 * 60 },
} as const;

/** What a person types: case, spaces and dashes do not matter ("abcd-efgh" = "ABCDEFGH"). */
export function normalizeLinkCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** "ruth@example.com" -> "r***@example.com": enough to recognise one's own address, not to learn another's. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** The chat identity that redeems: rate limits count per chat, and the account owner later sees its name. */
export const ZLinkChat = z.object({
  channel: z.enum(['telegram', 'slack']),
  /** Telegram: the user id; Slack: `team:user`. */
  id: z.string().trim().min(1).max(255),
  /** How the account owner will recognise it ("Eve Lee"). */
  name: z
    .string()
    .nullish()
    .transform((s) => (s ?? '').trim().slice(0, 100)),
});

const zCode = z.string({ error: INVALID_LINK_CODE }).max(64, INVALID_LINK_CODE);

export const ZPreviewLinkCodeInput = z.object({
  code: zCode,
  fromUserId: z.number().int().positive(),
  chat: ZLinkChat,
});
export type TPreviewLinkCodeInput = z.input<typeof ZPreviewLinkCodeInput>;

export const ZRedeemLinkCodeInput = ZPreviewLinkCodeInput.extend({
  /**
   * The person was shown (and confirmed) that the chat's own history joins the account. Required
   * when the chat has history; without it the link is refused with `linkHistoryChanged`.
   */
  historyConfirmed: z.boolean().default(false),
  /**
   * Which side's zone and reminder time the joined account keeps where they differ (the person's
   * choice on the question). Required when they differ: linking never rewrites a setting quietly.
   */
  keep: z.enum(['chat', 'web']).optional(),
});
export type TRedeemLinkCodeInput = z.input<typeof ZRedeemLinkCodeInput>;

/** What of the redeeming chat's own history would join the account (row counts). */
export interface LinkHistory {
  prayers: number;
  reflections: number;
  ownPrayers: number;
  favorites: number;
  goals: number;
}

export interface LinkPreview {
  /** The code as it will be confirmed (normalised). */
  code: string;
  /** The chat already is that account: nothing to do. */
  sameAccount: boolean;
  /** The account the chat would join, as much as its owner's own people would recognise. */
  into: { firstName: string; maskedEmail: string | null };
  history: LinkHistory;
  hasHistory: boolean;
  /** Where the chat's and the account's zone or reminder differ (the person chooses); null when they agree. */
  settings: LinkSettingsChoice | null;
}

/** One side's settings as linking compares them: a zone only if the person chose one, a reminder only if on. */
export interface LinkSideSettings {
  /** Null: never chosen (a chat that was not told its zone yet). */
  timeZone: string | null;
  /** 'HH:MM', or null when the daily prayer is off. */
  reminderTime: string | null;
}

export interface LinkSettingsChoice {
  chat: LinkSideSettings;
  web: LinkSideSettings;
  zoneDiffers: boolean;
  reminderDiffers: boolean;
}

export interface StoredSide extends LinkSideSettings {
  rawZone: string;
  confirmed: boolean;
  dailyReminders: boolean;
  rawTime: string;
}

export async function sideSettings(ctx: Ctx, userId: number): Promise<StoredSide> {
  const [row] = await ctx.db
    .select({
      timeZone: userSettings.timeZone,
      confirmed: userSettings.timeZoneConfirmed,
      dailyReminders: userSettings.dailyReminders,
      reminderTime: userSettings.reminderTime,
    })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  const rawZone = usableTimeZone(row?.timeZone ?? DEFAULT_SETTINGS.timeZone);
  const confirmed = row?.confirmed ?? false;
  const dailyReminders = row?.dailyReminders ?? DEFAULT_SETTINGS.dailyReminders;
  const rawTime = row?.reminderTime ?? DEFAULT_SETTINGS.reminderTime;
  return {
    rawZone,
    confirmed,
    dailyReminders,
    rawTime,
    timeZone: confirmed ? rawZone : null,
    reminderTime: dailyReminders ? rawTime : null,
  };
}

/** What differs between the chat person's and the web account's settings, or null. */
export function compareSettings(chat: StoredSide, web: StoredSide): LinkSettingsChoice | null {
  const zoneDiffers = chat.timeZone !== null && web.timeZone !== null && chat.timeZone !== web.timeZone;
  const reminderDiffers = chat.reminderTime !== web.reminderTime;
  if (!zoneDiffers && !reminderDiffers) return null;
  const side = (s: StoredSide) => ({ timeZone: s.timeZone, reminderTime: s.reminderTime });
  return { chat: side(chat), web: side(web), zoneDiffers, reminderDiffers };
}

export const hasAny = (h: LinkHistory) => Object.values(h).some((n) => n > 0);

/** One hit per attempt on the chat's and the account's counters; over either: rate_limited. */
export async function countAttempt(ctx: Ctx, chat: z.output<typeof ZLinkChat>, fromUserId: number): Promise<void> {
  const perChat = await hitRateLimit(ctx, {
    key: `link-code:chat:${chat.channel}:${chat.id}`,
    ...LINK_CODE_LIMITS.perChat,
  });
  const perAccount = await hitRateLimit(ctx, { key: `link-code:user:${fromUserId}`, ...LINK_CODE_LIMITS.perAccount });
  const wait = Math.max(perChat.retryAfterSeconds, perAccount.retryAfterSeconds);
  if (!perChat.allowed || !perAccount.allowed) {
    const minutes = Math.max(1, Math.ceil(wait / 60));
    ctx.log.warn({ event: 'link_code_rate_limited', fromUserId, channel: chat.channel });
    throw new AppError('rate_limited', 'tooManyCodeAttempts', {
      values: { minutes },
      title: 'tooManyAttempts',
      details: { retryAfterSeconds: wait },
    });
  }
}

/** The normalised code, or INVALID_LINK_CODE (after the attempt was counted). */
export function wellFormed(raw: string): string {
  const code = normalizeLinkCode(raw);
  if (code.length !== LINK_CODE_LENGTH) throw new AppError('validation', 'invalidLinkCode');
  return code;
}

/** Counts of what `userId` has done that the account's owner would see after a merge. */
export async function linkHistoryOf(ctx: Ctx, userId: number): Promise<LinkHistory> {
  const [row] = await queryRows<LinkHistory>(
    ctx.db,
    sql`select
          (select count(*)::int from completions where user_id = ${userId}::int) as prayers,
          (select count(*)::int from reflections where user_id = ${userId}::int) as reflections,
          (select count(*)::int from user_prayers where user_id = ${userId}::int) as "ownPrayers",
          (select count(*)::int from favorites where user_id = ${userId}::int) as favorites,
          (select count(*)::int from goals where user_id = ${userId}::int) as goals`,
  );
  return row!;
}

export async function assertNoOwnSignIn(ctx: Ctx, userId: number): Promise<void> {
  const [from] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!from) throw new AppError('not_found', 'accountNotFound');
  const [webIdentity] = await ctx.db
    .select({ id: identities.id })
    .from(identities)
    .where(and(eq(identities.userId, userId), inArray(identities.provider, ['google', 'apple'])))
    .limit(1);
  if (from.passwordHash || webIdentity) throw new AppError('conflict', 'alreadyHasSignIn');
}
