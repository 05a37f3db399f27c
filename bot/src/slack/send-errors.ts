/**
 * Slack's Web API errors as the results the delivery engine and the outboxes record: a 429
 * `rate_limited` with its Retry-After, a channel or member the app can no longer reach `gone`
 * (scope `target`), an uninstalled workspace `gone` (scope `workspace`), anything else `failed`.
 */
import type { SendResult } from '@dps/core/delivery/delivery-types';

/** The app can no longer post in this channel / to this member. */
const TARGET_GONE = new Set([
  'channel_not_found',
  'not_in_channel',
  'is_archived',
  'channel_is_archived',
  'user_not_found',
  'user_disabled',
  'cannot_dm_bot',
  'messages_tab_disabled',
]);
/** The app is no longer installed in the workspace (or its token is dead). */
const WORKSPACE_GONE = new Set([
  'account_inactive',
  'token_revoked',
  'token_expired',
  'invalid_auth',
  'not_authed',
  'team_access_not_granted',
  'team_not_found',
]);

type Outcome = SendResult & { scope?: 'target' | 'workspace' };

/** Map an error from a Web API call to what the engine records. Pure. */
export function slackErrorToResult(e: unknown): Outcome {
  const err = e as {
    code?: string;
    retryAfter?: number;
    data?: { error?: string };
    statusCode?: number;
    name?: string;
  };
  if (err?.code === 'slack_webapi_rate_limited_error') {
    return {
      status: 'rate_limited',
      retryAfterSeconds: err.retryAfter ?? 1,
      error: `429: retry after ${err.retryAfter ?? 1}s`,
    };
  }
  if (err?.code === 'slack_webapi_platform_error') {
    const code = err.data?.error ?? 'unknown_error';
    if (TARGET_GONE.has(code)) return { status: 'gone', error: code, scope: 'target' };
    if (WORKSPACE_GONE.has(code)) return { status: 'gone', error: code, scope: 'workspace' };
    if (code === 'ratelimited') return { status: 'rate_limited', retryAfterSeconds: 1, error: code };
    return { status: 'failed', error: code };
  }
  if (err?.code === 'slack_webapi_http_error') return { status: 'failed', error: `http ${err.statusCode ?? 'error'}` };
  if (err?.code === 'slack_webapi_request_error') return { status: 'failed', error: 'network error' };
  return { status: 'failed', error: err?.name ?? 'unknown error' };
}
