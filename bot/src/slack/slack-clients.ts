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
