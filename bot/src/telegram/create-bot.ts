/**
 * createTelegramBot(): the grammY bot with every feature attached — nothing runs until the caller
 * starts it (long polling: startTelegramPolling; webhook: createTelegramWebhookHandler).
 */
import { sequentialize } from '@grammyjs/runner';
import { Bot, type Transformer } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { Ctx } from '@dps/core/context';
import { attachApp, type BotContext } from './bot-context';
import { LANGUAGES, DEFAULT_LANGUAGE } from '@dps/db/content/languages';
import { commandMenu } from './commands';
import { errorBoundary } from './errors';
import { conversationFeature } from './features/conversation';
import { dailyOfferFeature } from './features/daily-offer';
import { fallbackFeature } from './features/fallback';
import { goalsFeature } from './features/goals';
import { dailyRequestsFeature } from './features/daily-requests';
import { groupRequestsFeature } from './features/group-requests';
import { requestKeepFeature } from './features/request-keep';
import { helpFeature } from './features/help';
import { inlineVerseFeature } from './features/inline-verse';
import { membershipFeature } from './features/membership';
import { notifyFeature } from './features/notify';
import { plansFeature } from './features/plans';
import { groupPlanFeature } from './features/group-plan';
import { groupPlanPickerFeature } from './features/group-plan-picker';
import { languageFeature } from './features/language';
import { bibleVersionFeature } from './features/bible-version';
import { myPrayerFeature } from './features/my-prayer';
import { reflectFeature } from './features/reflect';
import { settingsFeature } from './features/settings';
import { shareImageFeature } from './features/share-image';
import { startFeature } from './features/start';
import { streakFeature } from './features/streak';
import { todayFeature } from './features/today';
import { unlinkFeature } from './features/unlink';
import { plainReferenceFeature, verseFeature } from './features/verse';
import { topicsFeature } from './features/topics';
import { webLinkFeature } from './features/web-link';
import { weeklyFeature } from './features/weekly';
import { watchFlowFeature } from './features/watch-flow';
import { watchEndFeature } from './features/watch-end';
import { watchPrivateFeature } from './features/watch-private';
import { watchTapsFeature } from './features/watch-taps';
import { createDbPendingStore, type PendingStore } from './pending-store';
import { processOnce } from './process-once';

export interface CreateTelegramBotOptions {
  ctx: Ctx;
  token: string;
  /** Another Bot API server (TELEGRAM_API_ROOT), e.g. a local one or the test fake. */
  apiRoot?: string;
  appName: string;
  appUrl: string;
  /** Where conversations in progress are kept (default: the database; see pending-store.ts). */
  pending?: PendingStore;
  /** Skip the getMe call at start (tests, or a known bot). */
  botInfo?: UserFromGetMe;
}

export type TelegramBot = Bot<BotContext>;

export function createTelegramBot(opts: CreateTelegramBotOptions): TelegramBot {
  const bot = new Bot<BotContext>(opts.token, {
    client: { ...(opts.apiRoot ? { apiRoot: opts.apiRoot } : {}), timeoutSeconds: 60 },
    ...(opts.botInfo ? { botInfo: opts.botInfo } : {}),
  });
  const log = opts.ctx.log;
  bot.api.config.use(retryAfterTransformer());
  bot.api.config.use(notModifiedIsDoneTransformer());

  // Under the concurrent runner, keep each chat's updates in order (a reflection's text before its
  // private/shared tap); other chats run in parallel.
  bot.use(sequentialize((c) => (c.chat ?? c.from)?.id.toString()));
  bot.use(processOnce(opts.ctx));
  bot.use(
    attachApp({
      ctx: opts.ctx,
      appName: opts.appName,
      appUrl: opts.appUrl,
      pending: opts.pending ?? createDbPendingStore(opts.ctx),
    }),
  );

  const features = bot.errorBoundary(errorBoundary(log));
  // A new command abandons a conversation in progress (its text would otherwise be taken as an answer).
  features.on('message', async (c, next) => {
    const text = c.message.text ?? '';
    if (text.startsWith('/') && !/^\/cancel(@\w+)?\b/.test(text)) await c.app.pending.clear();
    await next();
  });
  features.use(
    membershipFeature,
    dailyOfferFeature,
    startFeature,
    helpFeature,
    todayFeature,
    reflectFeature,
    myPrayerFeature,
    streakFeature,
    goalsFeature,
    dailyRequestsFeature,
    groupRequestsFeature,
    requestKeepFeature,
    topicsFeature,
    settingsFeature,
    unlinkFeature,
    notifyFeature,
    languageFeature,
    bibleVersionFeature,
    webLinkFeature,
    verseFeature,
    inlineVerseFeature,
    shareImageFeature({ appName: opts.appName, appUrl: opts.appUrl }),
    plansFeature,
    groupPlanFeature,
    groupPlanPickerFeature,
    weeklyFeature,
    watchEndFeature,
    watchFlowFeature,
    watchTapsFeature,
    watchPrivateFeature,
    conversationFeature,
    plainReferenceFeature,
    fallbackFeature,
  );

  // Errors outside the boundary (the database down while checking an update): log, keep polling.
  bot.catch((err) => {
    log.error({
      event: 'telegram_middleware_failed',
      updateId: err.ctx.update.update_id,
      err: { name: (err.error as Error)?.name },
    });
  });
  return bot;
}

/**
 * Replies honour a 429: wait `retry_after` (up to 10 s, three times) and call again. Only for the
 * bot's replies; the scheduler's sender has its own Api and throttle, which pauses every send.
 */
function retryAfterTransformer(): Transformer {
  return async (prev, method, payload, signal) => {
    for (let attempt = 0; ; attempt++) {
      const res = await prev(method, payload, signal);
      const wait = res.ok ? 0 : (res.parameters?.retry_after ?? 0);
      if (res.ok || res.error_code !== 429 || attempt >= 3 || wait > 10) return res;
      await new Promise((r) => setTimeout(r, wait * 1000));
    }
  };
}

/**
 * An edit Telegram refuses as "message is not modified" asked for what the message already shows:
 * done, not an error. It happens whenever the same tap arrives twice (a double tap, a second tap
 * before the first edit lands, a forged callback on a message without buttons); as an error it
 * reached the error boundary and answered "Something went wrong". Once, here, for every edit.
 */
function notModifiedIsDoneTransformer(): Transformer {
  return async (prev, method, payload, signal) => {
    const res = await prev(method, payload, signal);
    if (
      !res.ok &&
      res.error_code === 400 &&
      method.startsWith('editMessage') &&
      /message is not modified/i.test(res.description)
    ) {
      return { ok: true, result: true } as Awaited<ReturnType<typeof prev>>;
    }
    return res;
  };
}

/**
 * Register the command menus Telegram shows (setMyCommands): the private chats' menu (the default
 * scope) and the groups' (`all_group_chats`, with /plan); each in English for everyone, and in each
 * other language for the people whose Telegram app speaks it (`language_code`).
 */
export async function registerTelegramCommands(bot: TelegramBot): Promise<void> {
  const groups = { scope: { type: 'all_group_chats' as const } };
  await bot.api.setMyCommands(commandMenu(DEFAULT_LANGUAGE));
  await bot.api.setMyCommands(commandMenu(DEFAULT_LANGUAGE, 'group'), groups);
  for (const language of LANGUAGES) {
    if (language === DEFAULT_LANGUAGE) continue;
    await bot.api.setMyCommands(commandMenu(language), { language_code: language });
    await bot.api.setMyCommands(commandMenu(language, 'group'), { ...groups, language_code: language });
  }
}
