/**
 * The real bot (real grammY client, built-in long polling) against the fake Bot API server, on a
 * real test database. A test talks like a person — `say`, `press`, `shareLocation` — and reads
 * what the bot sent back, as Telegram would show it (HTML already turned into text).
 */
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '@dps/core/test/create-test-db';
import { testCtx } from '@dps/core/test/context';
import type { Log } from '@dps/core/context';
import { createTelegramBot, registerTelegramCommands, type TelegramBot } from '../src/telegram/create-bot';
import type { PendingStore } from '../src/telegram/pending-store';
import { ALLOWED_UPDATES } from '../src/telegram/run-telegram';
import {
  startFakeTelegram,
  type ApiCall,
  type FakeTelegram,
  type InlineAnswer,
  type TgChat,
  type TgMessage,
  type TgUser,
} from './fake-telegram-server';

export const APP_NAME = 'Daily Prayer & Scripture';
export const APP_URL = 'https://prayer.example';

/** A log that keeps what was logged (tests assert on it; nothing reaches the console). */
export function memoryLog(): Log & { entries: { level: string; obj: Record<string, unknown>; msg?: string }[] } {
  const entries: { level: string; obj: Record<string, unknown>; msg?: string }[] = [];
  const at = (level: string) => (obj: object, msg?: string) =>
    void entries.push({ level, obj: obj as Record<string, unknown>, ...(msg ? { msg } : {}) });
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

export interface Exchange {
  /** Messages the bot sent in reply (in order). */
  replies: TgMessage[];
  /** Messages the bot edited while handling it (their new state). */
  edits: TgMessage[];
  /** The answer to a button's callback query, if any. */
  answer?: Record<string, unknown>;
  /** The answer to an inline query (`typeInline`), if the bot answered. */
  inline?: InlineAnswer;
  calls: ApiCall[];
}

export interface BotHarness {
  db: DbHandle;
  ctx: ReturnType<typeof testCtx>;
  fake: FakeTelegram;
  bot: TelegramBot;
  log: ReturnType<typeof memoryLog>;
  /** Everything the bot sent, as a transcript a person would read. */
  transcript: string[];
  say(from: TgUser, text: string, opts?: { chat?: TgChat }): Promise<Exchange>;
  press(from: TgUser, message: TgMessage, data: string): Promise<Exchange>;
  /** The person types `@<bot> query` in a chat's message field (inline mode). */
  typeInline(
    from: TgUser,
    query: string,
    opts?: { chatType?: 'sender' | 'private' | 'group' | 'supergroup' },
  ): Promise<Exchange>;
  /** Push any update (or a prepared one) and wait until the bot has handled it. */
  push(update: Record<string, unknown>): Promise<Exchange>;
  /** Wait for an update pushed by a fake helper; call it right after the push (it counts calls from now). */
  exchange(updateId: number, callbackId?: string): Promise<Exchange>;
  stop(): Promise<void>;
}

export async function startBotHarness(
  opts: { now?: string; db?: DbHandle; pending?: PendingStore } = {},
): Promise<BotHarness> {
  const db = opts.db ?? (await createTestDb());
  const log = memoryLog();
  const ctx = { ...testCtx(db.db, opts.now ?? '2026-09-15T12:00:00Z'), log };
  const fake = await startFakeTelegram();
  const bot = createTelegramBot({
    ctx,
    token: fake.token,
    apiRoot: fake.apiRoot,
    appName: APP_NAME,
    appUrl: APP_URL,
    ...(opts.pending ? { pending: opts.pending } : {}),
  });
  await bot.init();
  await registerTelegramCommands(bot);
  const started = new Promise<void>((resolve) => {
    void bot.start({ timeout: 10, allowed_updates: [...ALLOWED_UPDATES], onStart: () => resolve() });
  });
  await started;
  const transcript: string[] = [];

  const exchange = async (updateId: number, callbackId?: string): Promise<Exchange> => {
    const from = fake.calls.length;
    await fake.waitProcessed(updateId);
    const calls = fake.calls.slice(from).filter((c) => c.method !== 'getUpdates');
    const replies = calls.filter((c) => c.ok && c.method === 'sendMessage').map((c) => c.result as TgMessage);
    const edits = calls.filter((c) => c.ok && c.method.startsWith('editMessage')).map((c) => c.result as TgMessage);
    for (const m of replies) transcript.push(render(m));
    for (const m of edits) transcript.push(`(edited) ${render(m)}`);
    const answer = callbackId ? fake.callbackAnswer(callbackId) : undefined;
    if (answer?.text) transcript.push(`(popup) ${String(answer.text)}`);
    return { replies, edits, calls, ...(answer ? { answer } : {}) };
  };

  return {
    db,
    ctx,
    fake,
    bot,
    log,
    transcript,
    exchange,
    async say(user, text, o = {}) {
      transcript.push(`> ${user.first_name}: ${text}`);
      // exchange() counts calls from now: nothing can be answered before this synchronous call.
      return exchange(fake.sendText(user, text, o.chat ? { chat: o.chat } : {}));
    },
    async press(user, message, data) {
      const label =
        (message.reply_markup?.inline_keyboard ?? []).flat().find((b) => b.callback_data === data)?.text ?? data;
      transcript.push(`> ${user.first_name} taps [${label}]`);
      const { updateId, callbackId } = fake.pressButton(user, message, data);
      return exchange(updateId, callbackId);
    },
    async typeInline(user, query, o = {}) {
      transcript.push(`> ${user.first_name} types: @${fake.botUser.username} ${query}`);
      const { updateId, queryId } = fake.inlineQuery(user, query, o.chatType ? { chatType: o.chatType } : {});
      const ex = await exchange(updateId);
      const inline = fake.inlineAnswer(queryId);
      if (inline) {
        const results = inline.params.results as { title: string }[];
        const button = inline.params.button as { text: string } | undefined;
        transcript.push(
          `(inline) ${results.length === 0 ? 'no results' : results.map((r) => r.title).join(' | ')}${button ? ` [${button.text}]` : ''}`,
        );
        inline.messages.forEach((m, i) => transcript.push(`(inline result ${i + 1} inserts) ${m.text}`));
      }
      return { ...ex, ...(inline ? { inline } : {}) };
    },
    async push(update) {
      return exchange(fake.pushUpdate(update));
    },
    async stop() {
      await bot.stop();
      await fake.close();
      if (!opts.db) await db.close();
    },
  };
}

/** A message as a person reads it: its text, then its buttons in brackets. */
export function render(m: TgMessage): string {
  const buttons = (m.reply_markup?.inline_keyboard ?? [])
    .map((row) => row.map((b) => `[${b.text}]`).join(' '))
    .join(' ');
  const keyboard = (m.keyboard as { keyboard?: { text: string }[][] } | undefined)?.keyboard
    ?.flat()
    .map((b) => `[${b.text}]`)
    .join(' ');
  return [m.text ?? '', buttons, keyboard ? `(keyboard) ${keyboard}` : ''].filter(Boolean).join('\n');
}

/** The texts of the inline buttons of a message. */
export const buttons = (m: TgMessage | undefined) => (m?.reply_markup?.inline_keyboard ?? []).flat().map((b) => b.text);

/** The callback data of the button labelled `text`. */
export function buttonData(m: TgMessage, text: string): string {
  const b = (m.reply_markup?.inline_keyboard ?? []).flat().find((x) => x.text === text);
  if (!b?.callback_data) throw new Error(`no button "${text}" in: ${render(m)}`);
  return b.callback_data;
}
