/**
 * The bots' one start-up check, apart from scripts/start-bots.ts so the composition root can run it
 * before it loads the rest of the app (decision 236).
 */
import type { Config } from './config';

/**
 * Can the configured platforms be reached, and do they take our tokens? Resolves with one line per
 * platform that cannot (empty when all can, or none is configured); never rejects. The composition
 * root runs this before the database starts, so a bad setting is named within seconds. Its own
 * module: it loads nothing of the bots unless a platform is configured.
 */
export async function checkBotsReachable(config: Config): Promise<string[]> {
  const checks: Promise<void>[] = [];
  const token = config.TELEGRAM_BOT_TOKEN;
  if (token) {
    checks.push(
      import('@dps/bot/telegram/run-telegram').then(({ checkTelegramReachable }) =>
        checkTelegramReachable({ token, apiRoot: config.TELEGRAM_API_ROOT }),
      ),
    );
  }
  if (config.SLACK_BOT_TOKEN || config.SLACK_CLIENT_ID) {
    checks.push(
      import('@dps/bot/slack/slack-clients').then(({ checkSlackReachable }) =>
        checkSlackReachable({ botToken: config.SLACK_BOT_TOKEN, apiUrl: config.SLACK_API_URL }),
      ),
    );
  }
  const results = await Promise.allSettled(checks);
  return results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
}
