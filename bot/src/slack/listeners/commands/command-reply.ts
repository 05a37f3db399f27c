/** What every `/prayer` subcommand answers with: Bolt's arguments and an answer only the member sees. */
import type { AllMiddlewareArgs, RespondArguments, SlackCommandMiddlewareArgs, types } from '@slack/bolt';

export type Args = SlackCommandMiddlewareArgs & AllMiddlewareArgs;

export const ephemeral = (text: string, extra: { blocks?: types.KnownBlock[] } = {}): RespondArguments => ({
  response_type: 'ephemeral',
  text,
  ...extra,
});
