/** What every Slack listener receives from createSlackApp. */
import type { Ctx } from '@dps/core/context';

export interface SlackDeps {
  ctx: Ctx;
  appName: string;
  /** Public origin of the web app, for links. */
  appUrl: string;
}
