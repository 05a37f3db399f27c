/**
 * Starting the bot: long polling (the default; @grammyjs/runner, updates of one chat in order) or a
 * webhook served by the app's HTTP server (TELEGRAM_WEBHOOK_URL + TELEGRAM_WEBHOOK_SECRET).
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { run, type RunnerHandle } from '@grammyjs/runner';
import type { Update } from 'grammy/types';
import type { Log } from '@dps/core/context';
import { registerTelegramCommands, type TelegramBot } from './create-bot';

export const ALLOWED_UPDATES = ['message', 'callback_query', 'my_chat_member'] as const;

export interface TelegramHandle {
  /** Stop taking updates and wait for those in progress. */
  stop(): Promise<void>;
}

/**
 * Long polling with @grammyjs/runner. Removes a webhook left from webhook mode (Telegram refuses
 * getUpdates while one is set) and registers the command menu first.
 */
export async function startTelegramPolling(bot: TelegramBot, opts: { log: Log }): Promise<TelegramHandle> {
  await bot.init();
  await bot.api.deleteWebhook({ drop_pending_updates: false });
  await registerTelegramCommands(bot);
  const handle: RunnerHandle = run(bot, {
    runner: {
      fetch: { allowed_updates: [...ALLOWED_UPDATES], timeout: 30 },
      silent: true,
      retryInterval: 'exponential',
      maxRetryTime: Infinity,
    },
  });
  opts.log.info({ event: 'telegram_polling_started', bot: bot.botInfo.username });
  return {
    async stop() {
      if (handle.isRunning()) await handle.stop();
    },
  };
}

/** Tell Telegram to deliver updates to `url` with `secretToken` in X-Telegram-Bot-Api-Secret-Token. */
export async function setTelegramWebhook(bot: TelegramBot, opts: { url: string; secretToken: string }): Promise<void> {
  await bot.init();
  await bot.api.setWebhook(opts.url, { secret_token: opts.secretToken, allowed_updates: [...ALLOWED_UPDATES] });
  await registerTelegramCommands(bot);
}

type Req = IncomingMessage & { body?: unknown; header?: (name: string) => string | undefined };
type Res = ServerResponse;

function secretMatches(given: string | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readJson(req: Req): Promise<unknown> {
  // Mounted after express.json(): the body is parsed already. Otherwise read the raw stream.
  if (req.body !== undefined && typeof req.body === 'object' && req.body !== null && !Buffer.isBuffer(req.body))
    return req.body;
  const raw = Buffer.isBuffer(req.body)
    ? req.body
    : await new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => resolve(Buffer.concat(chunks)));
        req.on('error', reject);
      });
  return JSON.parse(raw.toString('utf8'));
}

/**
 * An Express-compatible handler `(req, res)` for the webhook route (also plain node:http). It
 * answers 401 unless X-Telegram-Bot-Api-Secret-Token matches, 400 for a body that is not an update,
 * and 200 once the update is handled (errors inside are answered to the person by the bot's error
 * boundary; a repeated update is dropped by update id). Mount it with POST, e.g.
 * `app.post('/telegram/webhook', express.json(), handler)`.
 */
export function createTelegramWebhookHandler(bot: TelegramBot, opts: { secretToken: string; log: Log }) {
  if (!opts.secretToken) throw new Error('TELEGRAM_WEBHOOK_SECRET is required for webhook mode');
  let ready: Promise<void> | null = null;
  return async (req: Req, res: Res): Promise<void> => {
    const header = req.headers['x-telegram-bot-api-secret-token'];
    if (req.method !== 'POST' || !secretMatches(Array.isArray(header) ? header[0] : header, opts.secretToken)) {
      res.statusCode = req.method !== 'POST' ? 405 : 401;
      res.end();
      return;
    }
    let update: Update;
    try {
      update = (await readJson(req)) as Update;
      if (!update || typeof update !== 'object' || typeof update.update_id !== 'number')
        throw new Error('not an update');
    } catch {
      res.statusCode = 400;
      res.end();
      return;
    }
    ready ??= bot.init();
    try {
      await ready;
      await bot.handleUpdate(update);
      res.statusCode = 200;
      res.end();
    } catch (e) {
      ready = null;
      opts.log.error({
        event: 'telegram_webhook_failed',
        updateId: update.update_id,
        err: { name: (e as Error)?.name },
      });
      // Telegram will redeliver; the update-id claim makes sure it is not handled twice.
      res.statusCode = 500;
      res.end();
    }
  };
}
