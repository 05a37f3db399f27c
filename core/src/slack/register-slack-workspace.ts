import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../context';
import { parseInput } from '../validate';
import { ZSlackId } from '../rules/slack-ids';

export const ZRegisterSlackWorkspaceInput = z.object({
  teamId: ZSlackId,
  botUserId: ZSlackId.nullish(),
});
export type TRegisterSlackWorkspaceInput = z.input<typeof ZRegisterSlackWorkspaceInput>;

/**
 * Single-workspace mode (a bot token in config): record the workspace as installed and active, so
 * the delivery planner includes its members' DMs. No token is stored (it stays in config); an
 * existing OAuth installation of the same team keeps its stored one.
 */
export async function registerSlackWorkspace(ctx: Ctx, input: TRegisterSlackWorkspaceInput): Promise<void> {
  const data = parseInput(ZRegisterSlackWorkspaceInput, input);
  // Raw SQL: see save-slack-installation.ts.
  await ctx.db.execute(sql`
    insert into slack_installations (team_id, installation_enc, bot_user_id, is_active, created_at)
    values (${data.teamId}, '', ${data.botUserId ?? null}, true, ${ctx.clock.now().toISOString()}::timestamptz)
    on conflict (team_id) do update set
      is_active = true,
      bot_user_id = coalesce(excluded.bot_user_id, slack_installations.bot_user_id)`);
}
