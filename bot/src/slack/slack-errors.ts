/**
 * The ONE place Slack maps errors to what a member reads (Bolt's global error handler): an
 * AppError's message from the spec's catalogue, anything else a generic line in the member's
 * language (and a log entry with no content). Replies go to the interaction's response_url,
 * visible only to that member.
 */
import { languageOfLocale } from '@dps/core/rules/preferred-language';
import { isAppError } from '@dps/core/errors';
import { errorText } from '@dps/core/i18n/error-text';
import type { Ctx } from '@dps/core/context';
import { slackEscape } from './blocks/text';
import { memberLanguage, wordsFor, type Words } from './slack-language';

/** The generic line in English (tests look for it). */
export const GENERIC_ERROR = wordsFor('en').t('slackCommands.error.generic');

function original(e: unknown): unknown {
  return isAppError(e) ? e : ((e as { original?: unknown } | null)?.original ?? e);
}

/** What a member reads for an error. */
export function userMessage(e: unknown, words: Words): string {
  const err = original(e);
  // Messages may echo what the member typed: escaped like every other string we send.
  if (isAppError(err)) {
    // Rendered by its key in core's catalogue, in the member's language.
    const said = errorText(languageOfLocale(words.language) ?? 'en', err);
    const message = slackEscape(said.message);
    return said.title && err.code === 'validation'
      ? `*${slackEscape(said.title, { inline: true })}:* ${message}`
      : message;
  }
  return words.t('slackCommands.error.generic');
}

/** Post an ephemeral reply to an interaction's response_url. */
export async function respondEphemeral(responseUrl: string, text: string): Promise<void> {
  const res = await fetch(responseUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ response_type: 'ephemeral', replace_original: false, text }),
  });
  await res.body?.cancel();
}

/** Who (team and member) an interaction or command came from, to answer in their language. */
function senderOf(body: unknown): { teamId: string; userId: string } | null {
  const b = (body ?? {}) as {
    user?: { id?: string; team_id?: string };
    user_id?: string;
    team?: { id?: string };
    team_id?: string;
  };
  const userId = b.user?.id ?? b.user_id;
  const teamId = b.team?.id ?? b.team_id ?? b.user?.team_id;
  return userId && teamId ? { teamId, userId } : null;
}

export function slackErrorHandler(ctx: Ctx) {
  const log = ctx.log;
  return async ({ error, body }: { error: unknown; body?: unknown }): Promise<void> => {
    const err = original(error);
    const b = (body ?? {}) as { response_url?: string; type?: string; command?: string };
    if (isAppError(err)) {
      log.info({ event: 'slack_user_error', code: err.code, type: b.type ?? (b.command ? 'command' : 'unknown') });
    } else {
      log.error({ event: 'slack_listener_failed', err: { name: (err as Error)?.name, code: (err as { code?: string })?.code, message: (err as Error)?.message?.slice(0, 200) } });
    }
    if (b.response_url) {
      const from = senderOf(body);
      const words = wordsFor(from ? await memberLanguage(ctx, null, from.teamId, from.userId) : null);
      await respondEphemeral(b.response_url, userMessage(err, words)).catch((e: Error) => log.warn({ event: 'slack_error_reply_failed', err: e.name }));
    }
  };
}
