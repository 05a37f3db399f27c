/**
 * Starting the bot: long polling (the default; @grammyjs/runner, updates of one chat in order) or a
 * webhook served by the app's HTTP server (TELEGRAM_WEBHOOK_URL + TELEGRAM_WEBHOOK_SECRET).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import { run, type RunnerHandle } from '@grammyjs/runner';
import type { Update } from 'grammy/types';
import type { Ctx, Log } from '@dps/core/context';
import { holdLeaderLease, releaseLeaderLease } from '@dps/core/leadership/leader-lease';
import { registerTelegramCommands, type TelegramBot } from './create-bot';
import { reach, REACHABILITY_TIMEOUT_MS } from '../reachability';

export const ALLOWED_UPDATES = ['message', 'callback_query', 'my_chat_member', 'chat_member', 'inline_query'] as const;

export interface TelegramHandle {
  /** Stop taking updates and wait for those in progress. */
  stop(): Promise<void>;
}

/** Leadership and stand-by timings of the long poller (decision 121). */
export interface PollingLeaseOptions {
  /** The lease runs out this long after its last renewal (default 20 s). */
  ttlSeconds?: number;
  /** The leader renews every (default 5 s). */
  renewSeconds?: number;
  /** A standby tries to take over every (default 5 s): takeover within ttl + this of a leader's death. */
  standbySeconds?: number;
  /** After a 409 (another poller on this token), wait this long before polling again (default 10 s, doubling to 60 s). */
  conflictPauseSeconds?: number;
}

export interface PollingHandle extends TelegramHandle {
  /** This process is polling now (the leader). */
  isPolling(): boolean;
}

const is409 = (e: unknown) => (e as { error_code?: unknown } | null)?.error_code === 409;

/**
 * Long polling with @grammyjs/runner, by one instance at a time (decision 121). With `ctx`, the
 * instance holding the `telegram-poller:<bot id>` lease polls and renews it; the others stand by and
 * take over within ttl + standby seconds of the leader's death (at once after a clean stop, which
 * gives the lease up). A 409 from getUpdates means another poller uses this token (Telegram ends
 * the older request): this process stops polling, stands by and tries again later — a 409 never
 * ends the process. The leader removes a webhook left from webhook mode (Telegram refuses
 * getUpdates while one is set). Resolves once the first try is made: polling, or standing by.
 */
export async function startTelegramPolling(
  bot: TelegramBot,
  opts: { log: Log; ctx?: Ctx; holder?: string; lease?: PollingLeaseOptions },
): Promise<PollingHandle> {
  const { log, ctx } = opts;
  const ttlSeconds = opts.lease?.ttlSeconds ?? 20;
  const renewMs = (opts.lease?.renewSeconds ?? 5) * 1000;
  const standbyMs = (opts.lease?.standbySeconds ?? 5) * 1000;
  const firstPauseMs = (opts.lease?.conflictPauseSeconds ?? 10) * 1000;
  await bot.init();
  await registerTelegramCommands(bot);
  const name = `telegram-poller:${bot.botInfo.id}`;
  const holder = opts.holder ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let stopped = false;
  let runner: RunnerHandle | null = null;
  let interrupt: (() => void) | null = null;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        interrupt = null;
        resolve();
      }
      interrupt = done;
    });

  /**
   * Take or renew the lease: true (held), false (another instance holds it), null (the database did
   * not answer). Always true without a database: this process is the only poller.
   */
  async function lead(): Promise<boolean | null> {
    if (!ctx) return true;
    try {
      return await holdLeaderLease(ctx, { name, holder, ttlSeconds });
    } catch (e) {
      log.warn({ event: 'telegram_leadership_unknown', err: { name: (e as Error)?.name } });
      return null;
    }
  }

  async function giveUp(): Promise<void> {
    if (ctx) await releaseLeaderLease(ctx, { name, holder }).catch(() => undefined);
  }

  /** Poll until the lease is lost, a 409 comes, or stop(). */
  async function poll(started: () => void): Promise<'lost' | 'conflict' | 'failed' | 'ended'> {
    await bot.api.deleteWebhook({ drop_pending_updates: false });
    const handle = run(bot, {
      runner: {
        fetch: { allowed_updates: [...ALLOWED_UPDATES], timeout: 30 },
        silent: true,
        retryInterval: 'exponential',
        maxRetryTime: Infinity,
      },
    });
    runner = handle;
    log.info({ event: 'telegram_polling_started', bot: bot.botInfo.username, leader: Boolean(ctx) });
    started();
    let timer: NodeJS.Timeout | undefined;
    try {
      return await new Promise<'lost' | 'conflict' | 'failed' | 'ended'>((resolve) => {
        let renewedAt = performance.now();
        timer = setInterval(() => {
          void lead().then((held) => {
            if (held) renewedAt = performance.now();
            // Lost, or unknown for so long that it may have run out: stop before another instance polls.
            else if (held === false || performance.now() - renewedAt >= ttlSeconds * 1000 - renewMs) resolve('lost');
          });
        }, renewMs);
        const task = handle.task();
        if (!task) return resolve('ended');
        task.then(
          () => resolve('ended'),
          (e: unknown) => {
            if (is409(e)) resolve('conflict');
            else {
              log.error({
                event: 'telegram_polling_failed',
                err: { name: (e as Error)?.name, code: (e as { error_code?: number })?.error_code },
              });
              resolve('failed');
            }
          },
        );
      });
    } finally {
      clearInterval(timer);
      if (handle.isRunning()) await handle.stop().catch(() => undefined);
      runner = null;
    }
  }

  let firstTry!: () => void;
  const firstTried = new Promise<void>((r) => (firstTry = r));
  const loop = (async () => {
    let conflictPauseMs = firstPauseMs;
    let standing = false;
    while (!stopped) {
      if ((await lead()) !== true) {
        if (!standing) log.info({ event: 'telegram_polling_standby', bot: bot.botInfo.username });
        standing = true;
        firstTry();
        await pause(standbyMs);
        continue;
      }
      standing = false;
      const outcome = await poll(firstTry).catch((e: unknown) => {
        log.warn({ event: 'telegram_polling_not_started', err: { name: (e as Error)?.name } });
        return 'failed' as const;
      });
      firstTry();
      if (stopped) break;
      if (outcome === 'lost') {
        log.warn({ event: 'telegram_leadership_lost', bot: bot.botInfo.username });
        continue;
      }
      if (outcome === 'conflict')
        log.warn(
          { event: 'telegram_poll_conflict', bot: bot.botInfo.username, pauseMs: conflictPauseMs },
          'another poller uses this bot token (409); standing by',
        );
      await giveUp();
      await pause(outcome === 'conflict' ? conflictPauseMs : standbyMs);
      if (outcome === 'conflict') conflictPauseMs = Math.min(60_000, conflictPauseMs * 2);
      else conflictPauseMs = firstPauseMs;
    }
  })();
  await firstTried;
  return {
    isPolling: () => runner?.isRunning() ?? false,
    async stop() {
      stopped = true;
      interrupt?.();
      const r = runner;
      if (r?.isRunning()) await r.stop();
      await loop;
      await giveUp();
    },
  };
}

/**
 * Start-up check, before the bot starts: the Bot API answers getMe within `timeoutMs` and takes
 * the token. Throws one line naming the cause (grammY's own getMe retries network errors until
 * its signal aborts, and then reports only "Aborted delay").
 */
export async function checkTelegramReachable(opts: {
  token: string;
  apiRoot?: string | undefined;
  timeoutMs?: number;
}): Promise<void> {
  const root = (opts.apiRoot ?? 'https://api.telegram.org').replace(/\/$/, '');
  const timeoutMs = opts.timeoutMs ?? REACHABILITY_TIMEOUT_MS;
  const res = await reach(
    `${root}/bot${opts.token}/getMe`,
    {},
    {
      service: 'Telegram',
      hint: opts.apiRoot ? 'check TELEGRAM_API_ROOT and the network' : 'check the network',
      timeoutMs,
    },
  );
  const body = (await res.json().catch(() => null)) as { ok?: boolean; description?: string } | null;
  if (res.status === 401 || res.status === 404) {
    throw new Error(`Telegram refused TELEGRAM_BOT_TOKEN (${res.status} ${body?.description ?? res.statusText})`);
  }
  if (!res.ok || !body?.ok)
    throw new Error(
      `Telegram answered getMe with HTTP ${res.status}${body?.description ? ` (${body.description})` : ''}`,
    );
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
