/**
 * The grammY context of this bot: grammY's own, plus `app` — the core context, the person behind
 * the update (created on first contact from their Telegram identity), the languages it speaks and
 * the conversation store.
 */
import type { Context, MiddlewareFn } from 'grammy';
import { findOrCreateUserByIdentity } from '@dps/core/accounts/identities';
import type { UserRecord } from '@dps/core/accounts/create-user';
import type { ActorCtx, Ctx } from '@dps/core/context';
import { registerTelegramChat } from '@dps/core/delivery/register-telegram-chat';
import { AppError } from '@dps/core/errors';
import { getTelegramChat } from '@dps/core/delivery/get-telegram-chat';
import { getIdentityLanguage } from '@dps/core/settings/get-identity-language';
import { getUserTimeZone } from '@dps/core/settings/get-user-time-zone';
import type { Language } from '@dps/db/content/languages';
import { pendingKey, type Pending, type PendingStore } from './pending-store';
import { languageOf, wordsFor, type Words } from './words';

export interface BotDeps {
  ctx: Ctx;
  appName: string;
  appUrl: string;
  pending: PendingStore;
}

export interface AppFlavor {
  app: {
    core: Ctx;
    appName: string;
    appUrl: string;
    /** The person who sent this update, created on first contact; memoised per update. */
    person(): Promise<{ user: UserRecord; actor: ActorCtx; created: boolean }>;
    /** Same, the ActorCtx only. */
    actor(): Promise<ActorCtx>;
    /** The person was created by this update (first contact), as far as it has looked them up. */
    createdNow(): boolean;
    /** Forget the memoised person (after /link merged them into another account). */
    forgetPerson(): void;
    /**
     * The language of the person behind this update (decision 239): their account's when they have
     * one, else what their Telegram app says (`language_code`); never creates anyone.
     */
    language(): Promise<Language>;
    /** The words of that language: replies to the person, popups only they see. */
    words(): Promise<Words>;
    /**
     * The words of what the bot says to this chat as a whole: a group's own language (set by whoever
     * subscribed it, or /language), in a private chat the person's.
     */
    chatWords(): Promise<Words>;
    pending: {
      get(): Promise<Pending | undefined>;
      set(p: Pending): Promise<void>;
      clear(): Promise<void>;
    };
  };
}

export type BotContext = Context & AppFlavor;

export function attachApp(deps: BotDeps): MiddlewareFn<BotContext> {
  return async (c, next) => {
    let memo: Promise<{ user: UserRecord; actor: ActorCtx; created: boolean }> | null = null;
    let createdNow = false;
    let languageMemo: Promise<Language> | null = null;
    let groupLanguageMemo: Promise<Language | undefined> | null = null;
    const key = () => pendingKey(c.chat?.id ?? 0, c.from?.id ?? 0);
    const person = () => {
      memo ??= (async () => {
        const from = c.from;
        if (!from || from.is_bot) throw new AppError('unauthorized', 'onlyPeople');
        const { user, created } = await findOrCreateUserByIdentity(deps.ctx, {
          provider: 'telegram',
          subject: String(from.id),
          firstName: from.first_name,
          lastName: from.last_name ?? '',
          locale: from.language_code, // the new account's language (decision 231)
        });
        if (c.chat?.type === 'private') {
          await registerTelegramChat(deps.ctx, { chatId: c.chat.id, type: 'private', userId: user.id });
        }
        const timeZone = await getUserTimeZone(deps.ctx, user.id);
        if (created) createdNow = true;
        return { user, created, actor: { ...deps.ctx, userId: user.id, timeZone } };
      })();
      memo.catch(() => {
        memo = null;
      });
      return memo;
    };
    const language = () => {
      languageMemo ??= (async () => {
        const from = c.from;
        if (!from || from.is_bot) return languageOf(null);
        const own = await getIdentityLanguage(deps.ctx, { provider: 'telegram', subject: String(from.id) });
        return own ?? languageOf(from.language_code);
      })();
      languageMemo.catch(() => {
        languageMemo = null;
      });
      return languageMemo;
    };
    const isGroupChat = c.chat?.type === 'group' || c.chat?.type === 'supergroup';
    c.app = {
      core: deps.ctx,
      appName: deps.appName,
      appUrl: deps.appUrl,
      person,
      actor: async () => (await person()).actor,
      createdNow: () => createdNow,
      forgetPerson() {
        memo = null;
        languageMemo = null;
      },
      language,
      words: async () => wordsFor(await language()),
      chatWords: async () => {
        if (!isGroupChat) return wordsFor(await language());
        // Read once per update: /language reads the group afresh and answers in the new language.
        groupLanguageMemo ??= getTelegramChat(deps.ctx, { chatId: c.chat!.id }).then((chat) => chat?.language);
        groupLanguageMemo.catch(() => {
          groupLanguageMemo = null;
        });
        return wordsFor(await groupLanguageMemo);
      },
      pending: {
        get: () => deps.pending.get(key()),
        set: (p) => deps.pending.set(key(), p),
        clear: () => deps.pending.delete(key()),
      },
    };
    await next();
  };
}
