/**
 * A way into the web from every chat (decision 200). A person who only ever used Telegram or Slack
 * has no email and no password, so the sign-in page cannot let them in. The bot mints a link that
 * signs its holder in as the chat identity that asked: ten minutes, one use, only its sha256 kept,
 * bound to that identity (disconnecting or merging the identity revokes it), and a newer link
 * replaces an older unused one. Opening the link only SHOWS which account it signs in to; the
 * person's "Continue" spends it (link previews in chat apps fetch it, and a forwarded link then
 * tells its reader whose account it is).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { identities, users, webSignInLinks } from '@dps/db/schema';
import type { Ctx } from '../context';
import { issue } from '../validate';

export const WEB_SIGN_IN_LINK_TTL_MS = 10 * 60 * 1000;
/** Links minted per chat identity: plenty for a person, useless for flooding the table. */
export const WEB_SIGN_IN_LINK_LIMIT = { limit: 10, windowSeconds: 60 * 60 } as const;
/** Where the link lands inside the app (the path part of the web address). */
export const WEB_SIGN_IN_PATH = '/signin-link';
const INVALID_WEB_SIGN_IN_LINK = issue('invalidWebSignInLink');
const NEXT_MAX_LENGTH = 200;

/**
 * Only a same-origin relative path may be a landing page: "/wall", "/prayers/3?x=1". Anything
 * else ("//evil.example", "/\\evil", "https://…", "javascript:…", control characters) is "/".
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > NEXT_MAX_LENGTH) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  // Letters, digits and the few URL punctuation marks our own paths use; no backslash, no "@", no ":".
  if (!/^\/[\w\-./?=&%]*$/.test(raw)) return '/';
  if (raw === WEB_SIGN_IN_PATH || raw.startsWith(`${WEB_SIGN_IN_PATH}?`)) return '/';
  return raw;
}

/**
 * The pages a chat can name (`/web wall`, `t.me/<bot>?start=web_wall`): short words a person can
 * type, each with what the bot's button says.
 */
export const WEB_PAGES = {
  today: { path: '/', label: "Today's prayer" },
  wall: { path: '/wall', label: 'the prayer wall' },
  goals: { path: '/progress', label: 'your goals and progress' },
  progress: { path: '/progress', label: 'your goals and progress' },
  saved: { path: '/favorites', label: 'your saved prayers' },
  reflections: { path: '/reflections', label: 'your reflections' },
  myprayers: { path: '/my-prayers', label: 'your prayers' },
  groups: { path: '/groups', label: 'your groups' },
  history: { path: '/history', label: 'past days' },
  profile: { path: '/profile', label: 'your profile' },
} as const;
export type WebPage = keyof typeof WEB_PAGES;

/** "Wall", " wall " -> 'wall'; an unknown word (or none) -> 'today'. */
export function webPageOf(word: string | null | undefined): WebPage {
  const w = (word ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  return w.length <= 20 && Object.hasOwn(WEB_PAGES, w) ? (w as WebPage) : 'today';
}

/** The address the bot sends: the token rides in the fragment, which no server or unfurler receives. */
export function webSignInUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/$/, '')}${WEB_SIGN_IN_PATH}#${token}`;
}

/** A token as it may arrive; anything else is simply an invalid link. */
const zToken = z
  .string({ error: INVALID_WEB_SIGN_IN_LINK })
  .min(20, INVALID_WEB_SIGN_IN_LINK)
  .max(128, INVALID_WEB_SIGN_IN_LINK);
export const ZWebSignInTokenInput = z.object({ token: zToken });
export type TWebSignInTokenInput = z.input<typeof ZWebSignInTokenInput>;

export interface WebSignInPreview {
  /** Whose account the link opens, as its owner would recognise it. */
  firstName: string;
  channel: 'telegram' | 'slack';
  next: string;
  expiresAt: Date;
}

/** The live link behind a token, with its identity still the account's; null otherwise. */
export async function liveLink(ctx: Ctx, tokenHash: string) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({
      userId: webSignInLinks.userId,
      provider: webSignInLinks.provider,
      nextPath: webSignInLinks.nextPath,
      expiresAt: webSignInLinks.expiresAt,
      firstName: users.firstName,
    })
    .from(webSignInLinks)
    .innerJoin(users, eq(users.id, webSignInLinks.userId))
    // The identity must still belong to the account: a disconnected or merged chat revokes its links.
    .innerJoin(
      identities,
      and(
        eq(identities.provider, webSignInLinks.provider),
        eq(identities.subject, webSignInLinks.subject),
        eq(identities.userId, webSignInLinks.userId),
      ),
    )
    .where(
      and(eq(webSignInLinks.tokenHash, tokenHash), isNull(webSignInLinks.usedAt), gt(webSignInLinks.expiresAt, now)),
    )
    .limit(1);
  return row ?? null;
}
