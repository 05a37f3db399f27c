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
import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import { identities, linkCodes, userSettings, users } from '@dps/db/schema';
import { withTx, type ActorCtx, type Ctx } from '../context';
import { AppError } from '../errors';
import { hitRateLimit } from '../rate-limit/hit-rate-limit';
import { DEFAULT_SETTINGS } from '../settings/user-settings';
import { sayTimeOfDay } from '../time/parse-time-of-day';
import { zoneCity } from '../time/resolve-zone';
import { usableTimeZone } from '../time/time-zones';
import { parseInput } from '../validate';
import { isUniqueViolation, type UserRecord } from './create-user';
import { mergeUsers } from './merge-users';
import { hashToken, randomCode } from './secrets';
import { userRecordColumns } from './user-record';

export const LINK_CODE_LENGTH = 8;
export const LINK_CODE_TTL_MS = 15 * 60 * 1000;
export const INVALID_LINK_CODE = 'That code is invalid or has expired. Get a new one from your Profile page.';
export const ALREADY_HAS_SIGN_IN =
  'This chat is already connected to an account with its own sign-in. Sign in on the web with that instead.';
/** The chat's history changed between the question and the confirm: ask again, with the warning. */
export const LINK_HISTORY_CHANGED =
  'This chat has history of its own now. Send the code again to see what would join that account before you confirm.';
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

/**
 * Make a fresh code for the signed-in person (15 minutes, one use). Any older unused code of theirs
 * stops working, so only the code on screen is valid.
 */
export async function createLinkCode(ctx: ActorCtx): Promise<{ code: string; expiresAt: Date }> {
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + LINK_CODE_TTL_MS);
  for (let attempt = 0; ; attempt++) {
    const code = randomCode(LINK_CODE_LENGTH);
    try {
      await ctx.db.transaction(async (tx) => {
        await tx.delete(linkCodes).where(and(eq(linkCodes.userId, ctx.userId), isNull(linkCodes.usedAt)));
        await tx.insert(linkCodes).values({ codeHash: hashToken(code), userId: ctx.userId, expiresAt, createdAt: now });
      });
      return { code, expiresAt };
    } catch (e) {
      if (!isUniqueViolation(e) || attempt >= 3) throw e; // 31^8 codes: a clash is all but impossible
    }
  }
}

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
   * when the chat has history; without it the link is refused with LINK_HISTORY_CHANGED.
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

interface StoredSide extends LinkSideSettings {
  rawZone: string;
  confirmed: boolean;
  dailyReminders: boolean;
  rawTime: string;
}

async function sideSettings(ctx: Ctx, userId: number): Promise<StoredSide> {
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
function compareSettings(chat: StoredSide, web: StoredSide): LinkSettingsChoice | null {
  const zoneDiffers = chat.timeZone !== null && web.timeZone !== null && chat.timeZone !== web.timeZone;
  const reminderDiffers = chat.reminderTime !== web.reminderTime;
  if (!zoneDiffers && !reminderDiffers) return null;
  const side = (s: StoredSide) => ({ timeZone: s.timeZone, reminderTime: s.reminderTime });
  return { chat: side(chat), web: side(web), zoneDiffers, reminderDiffers };
}

const hasAny = (h: LinkHistory) => Object.values(h).some((n) => n > 0);

/** One hit per attempt on the chat's and the account's counters; over either: rate_limited. */
async function countAttempt(ctx: Ctx, chat: z.output<typeof ZLinkChat>, fromUserId: number): Promise<void> {
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
function wellFormed(raw: string): string {
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

/**
 * Step one of linking: the chat person (`fromUserId`) sent a code. Answers which account it
 * belongs to (first name, masked email) and what of the chat's own history would join it; changes
 * nothing and does not spend the code. Invalid/expired: validation INVALID_LINK_CODE. The chat's
 * account has a web sign-in of its own: conflict ALREADY_HAS_SIGN_IN. Every attempt counts
 * against LINK_CODE_LIMITS.
 */
export async function previewLinkCode(ctx: Ctx, input: TPreviewLinkCodeInput): Promise<LinkPreview> {
  const { code: raw, fromUserId, chat } = parseInput(ZPreviewLinkCodeInput, input);
  await countAttempt(ctx, chat, fromUserId);
  const code = wellFormed(raw);
  const [row] = await ctx.db
    .select({ userId: linkCodes.userId, firstName: users.firstName, email: users.email })
    .from(linkCodes)
    .innerJoin(users, eq(users.id, linkCodes.userId))
    .where(
      and(eq(linkCodes.codeHash, hashToken(code)), isNull(linkCodes.usedAt), gt(linkCodes.expiresAt, ctx.clock.now())),
    );
  if (!row) throw new AppError('validation', 'invalidLinkCode');
  const into = { firstName: row.firstName, maskedEmail: maskEmail(row.email) };
  const none: LinkHistory = { prayers: 0, reflections: 0, ownPrayers: 0, favorites: 0, goals: 0 };
  if (row.userId === fromUserId)
    return { code, sameAccount: true, into, history: none, hasHistory: false, settings: null };
  await assertNoOwnSignIn(ctx, fromUserId);
  const history = await linkHistoryOf(ctx, fromUserId);
  const settings = compareSettings(await sideSettings(ctx, fromUserId), await sideSettings(ctx, row.userId));
  return { code, sameAccount: false, into, history, hasHistory: hasAny(history), settings };
}

/**
 * Step two, the person's confirm: the chat person becomes the code's web account — all their
 * history merges into it — and the code is spent, in one transaction. The code is checked again
 * (still unused, unexpired) and counted as an attempt. Already the same person: success, no change.
 * Refused (`conflict`) when the chat's account has a web sign-in of its own, and when it has
 * history the person did not confirm sharing (`historyConfirmed`). Returns the surviving account.
 */
export async function redeemLinkCode(ctx: Ctx, input: TRedeemLinkCodeInput): Promise<UserRecord> {
  const { code: raw, fromUserId, chat, historyConfirmed, keep } = parseInput(ZRedeemLinkCodeInput, input);
  await countAttempt(ctx, chat, fromUserId);
  const codeHash = hashToken(wellFormed(raw));
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    // FOR UPDATE: a second redemption of the same code waits here, then sees it used.
    const [row] = await tx
      .select({ userId: linkCodes.userId })
      .from(linkCodes)
      .where(and(eq(linkCodes.codeHash, codeHash), isNull(linkCodes.usedAt), gt(linkCodes.expiresAt, now)))
      .for('update');
    if (!row) throw new AppError('validation', 'invalidLinkCode');
    const intoUserId = row.userId;
    if (intoUserId !== fromUserId) {
      const inTx = withTx(ctx, tx);
      await assertNoOwnSignIn(inTx, fromUserId);
      if (!historyConfirmed && hasAny(await linkHistoryOf(inTx, fromUserId))) {
        throw new AppError('conflict', 'linkHistoryChanged');
      }
      const chatSide = await sideSettings(inTx, fromUserId);
      const webSide = await sideSettings(inTx, intoUserId);
      const differ = compareSettings(chatSide, webSide);
      if (differ && !keep) throw new AppError('conflict', 'linkSettingsChoiceNeeded');
      await tx
        .update(linkCodes)
        .set({ usedAt: now, linkedChannel: chat.channel, linkedName: chat.name || null })
        .where(eq(linkCodes.codeHash, codeHash));
      await mergeUsers(tx, { fromUserId, intoUserId });
      if (differ && keep) await keepChosenSettings(inTx, intoUserId, differ, keep === 'chat' ? chatSide : webSide);
    }
    const [user] = await tx.select(userRecordColumns).from(users).where(eq(users.id, intoUserId));
    return { user: user!, merged: intoUserId !== fromUserId };
  });
  if (result.merged)
    ctx.log.info({ event: 'accounts_linked', fromUserId, intoUserId: result.user.id, channel: chat.channel });
  return result.user;
}

/**
 * After the merge, the joined account's zone and reminder are the chosen side's where the two
 * differed (mergeUsers alone keeps the account's own unless it never set them).
 */
async function keepChosenSettings(
  ctx: Ctx,
  userId: number,
  differ: LinkSettingsChoice,
  chosen: StoredSide,
): Promise<void> {
  await ctx.db
    .update(userSettings)
    .set({
      ...(differ.zoneDiffers && { timeZone: chosen.rawZone, timeZoneConfirmed: true }),
      ...(differ.reminderDiffers && { dailyReminders: chosen.dailyReminders, reminderTime: chosen.rawTime }),
      updatedAt: ctx.clock.now(),
    })
    .where(eq(userSettings.userId, userId));
}

/** 'Berlin' for a zone, 'not set' for none. */
const sayZone = (zone: string | null) => (zone ? zoneCity(zone) : 'not set');
const sayReminder = (time: string | null) => (time ? sayTimeOfDay(time) : 'off');

/**
 * The settings part of the question (plain text), when the two sides differ: one line per setting
 * and the two choices' button labels. Every channel shows these words.
 */
export function linkSettingsText(p: LinkPreview): {
  intro: string;
  lines: string[];
  keepChat: string;
  keepWeb: string;
} | null {
  const s = p.settings;
  if (!s) return null;
  const lines: string[] = [];
  const summary = (side: LinkSideSettings) =>
    [s.zoneDiffers && sayZone(side.timeZone), s.reminderDiffers && sayReminder(side.reminderTime)]
      .filter(Boolean)
      .join(', ');
  if (s.zoneDiffers) lines.push(`Time zone: ${s.chat.timeZone} here, ${s.web.timeZone} on the web account.`);
  if (s.reminderDiffers)
    lines.push(
      `Daily prayer: ${s.chat.reminderTime ? `at ${sayReminder(s.chat.reminderTime)}` : 'off'} here, ${s.web.reminderTime ? `at ${sayReminder(s.web.reminderTime)}` : 'off'} on the web account.`,
    );
  return {
    intro: 'Your settings differ. Choose which to keep; the other is replaced everywhere:',
    lines,
    keepChat: `Connect, keep this chat's (${summary(s.chat)})`,
    keepWeb: `Connect, keep the web's (${summary(s.web)})`,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The words of the confirmation every channel shows (plain text: each front end escapes and
 * styles it): which account, and — when the chat has history — that it joins that account and its
 * owner will see it.
 */
export function linkConfirmationText(p: LinkPreview): {
  heading: string;
  account: string;
  warning: string | null;
  question: string;
} {
  const name = p.into.firstName.trim() || 'this person';
  const account = p.into.maskedEmail ? `${name} (${p.into.maskedEmail})` : name;
  const parts = [
    p.history.prayers && plural(p.history.prayers, 'prayer prayed', 'prayers prayed'),
    p.history.reflections && plural(p.history.reflections, 'reflection', 'reflections'),
    p.history.ownPrayers && plural(p.history.ownPrayers, 'prayer of your own', 'prayers of your own'),
    p.history.favorites && plural(p.history.favorites, 'saved prayer', 'saved prayers'),
    p.history.goals && plural(p.history.goals, 'goal', 'goals'),
  ].filter(Boolean);
  return {
    heading: 'Connect this chat to a web account?',
    account,
    warning: p.hasHistory
      ? `This chat already has history: ${parts.join(', ')}. If you connect, all of it joins ${name}'s account and whoever owns that account will see it, including your private reflections and prayers.`
      : null,
    question: 'Only connect if this is your own account. If someone sent you this code or link, tap Cancel.',
  };
}

export interface LinkedChat {
  channel: 'telegram' | 'slack';
  name: string | null;
  linkedAt: Date;
}

/** The chats that joined the actor's account with one of their codes, newest first (Profile shows them). */
export async function listLinkedChats(ctx: ActorCtx): Promise<LinkedChat[]> {
  const rows = await ctx.db
    .select({ channel: linkCodes.linkedChannel, name: linkCodes.linkedName, linkedAt: linkCodes.usedAt })
    .from(linkCodes)
    .where(and(eq(linkCodes.userId, ctx.userId), isNotNull(linkCodes.usedAt), isNotNull(linkCodes.linkedChannel)))
    .orderBy(desc(linkCodes.usedAt))
    .limit(10);
  return rows.map((r) => ({ channel: r.channel!, name: r.name, linkedAt: r.linkedAt! }));
}

async function assertNoOwnSignIn(ctx: Ctx, userId: number): Promise<void> {
  const [from] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!from) throw new AppError('not_found', 'accountNotFound');
  const [webIdentity] = await ctx.db
    .select({ id: identities.id })
    .from(identities)
    .where(and(eq(identities.userId, userId), inArray(identities.provider, ['google', 'apple'])))
    .limit(1);
  if (from.passwordHash || webIdentity) throw new AppError('conflict', 'alreadyHasSignIn');
}
