/**
 * Web API clients for the delivery senders, per workspace: the configured bot token in
 * single-workspace mode, the stored (decrypted) installation's bot token in multi-workspace mode.
 * They fail fast on a 429 (`rejectRateLimitedCalls`): the delivery engine owns waiting and
 * retrying, from the database. One quick retry covers a kept-alive connection the server closed
 * just as we reused it (which would otherwise cost the backoff of a failed delivery).
 */
import { WebClient, type WebClientOptions } from '@slack/web-api';
import type { Ctx } from '@dps/core/context';
import { getSlackInstallation } from '@dps/core/slack/get-slack-installation';
import { boltLogger } from './bolt-logger';
import { reach, REACHABILITY_TIMEOUT_MS } from '../reachability';

export interface SlackClients {
  /** A client for a workspace, or null when the app has no (active) installation there. */
  clientFor(teamId: string): Promise<WebClient | null>;
}

export function createSlackClients(opts: {
  ctx: Ctx;
  botToken?: string | undefined;
  installationKey?: Buffer | undefined;
  clientOptions?: WebClientOptions | undefined;
}): SlackClients {
  const options: WebClientOptions = {
    logger: boltLogger(opts.ctx.log),
    ...opts.clientOptions,
    rejectRateLimitedCalls: true,
    retryConfig: { retries: 1, factor: 1, minTimeout: 200, maxTimeout: 200 },
  };
  // Clients are cached by token only to reuse connections; nothing here decides correctness.
  const byToken = new Map<string, WebClient>();
  const clientOf = (token: string) => {
    let c = byToken.get(token);
    if (!c) byToken.set(token, (c = new WebClient(token, options)));
    return c;
  };
  return {
    async clientFor(teamId) {
      if (opts.botToken) return clientOf(opts.botToken);
      if (!opts.installationKey) return null;
      const inst = (await getSlackInstallation(opts.ctx, { teamId, key: opts.installationKey })) as { bot?: { token?: string } } | null;
      return inst?.bot?.token ? clientOf(inst.bot.token) : null;
    },
  };
}

/**
 * Start-up check, before the Slack app starts: the Web API answers within `timeoutMs` (auth.test
 * with the bot token, or api.test in OAuth mode, which has no token yet) and takes the token.
 * Throws one line naming the cause; Bolt's own start would retry and then hang or print a stack.
 */
export async function checkSlackReachable(opts: { botToken?: string | undefined; apiUrl?: string | undefined; timeoutMs?: number }): Promise<void> {
  const base = (opts.apiUrl ?? 'https://slack.com/api/').replace(/\/?$/, '/');
  const method = opts.botToken ? 'auth.test' : 'api.test';
  const res = await reach(
    `${base}${method}`,
    { method: 'POST', headers: opts.botToken ? { Authorization: `Bearer ${opts.botToken}` } : {} },
    {
      service: 'Slack',
      hint: opts.apiUrl ? 'check SLACK_API_URL and the network' : 'check the network',
      timeoutMs: opts.timeoutMs ?? REACHABILITY_TIMEOUT_MS,
    },
  );
  const body = (await res.json().catch(() => null)) as { ok?: boolean; error?: string } | null;
  if (body?.ok) return;
  if (body?.error && /auth|token|account_inactive/.test(body.error)) throw new Error(`Slack refused SLACK_BOT_TOKEN (${body.error})`);
  throw new Error(`Slack answered ${method} with HTTP ${res.status}${body?.error ? ` (${body.error})` : ''}`);
}
