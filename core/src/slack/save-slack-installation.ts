import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context';
import { issue, parseInput } from '../validate';
import { encryptInstallation } from './installation-crypto';
import { ZSlackId } from '../rules/slack-ids';

export const ZSaveSlackInstallationInput = z.object({
  /** The team id, or the enterprise id of an org-wide install. */
  teamId: ZSlackId,
  enterpriseId: ZSlackId.nullish(),
  /** The whole installation object from the OAuth flow (tokens included); stored encrypted. */
  installation: z.unknown().refine((v) => v !== undefined && v !== null, issue('installationMissing')),
  botUserId: ZSlackId.nullish(),
  installerUserId: ZSlackId.nullish(),
  /** From deriveInstallationKey. */
  key: z.instanceof(Buffer),
});
export type TSaveSlackInstallationInput = z.input<typeof ZSaveSlackInstallationInput>;

/**
 * Store (or replace) a workspace's installation after Slack's OAuth install flow, encrypted with
 * AES-256-GCM, and mark the workspace active again (a reinstall after an uninstall).
 */
export async function saveSlackInstallation(ctx: Ctx, input: TSaveSlackInstallationInput): Promise<void> {
  const data = parseInput(ZSaveSlackInstallationInput, input);
  // Raw SQL: drizzle would list every column, and the schema maps both createdAt and updatedAt of
  // this table to created_at (see the report); naming the columns keeps this correct either way.
  await ctx.db.execute(sql`
    insert into slack_installations (team_id, enterprise_id, installation_enc, bot_user_id, installer_user_id, is_active, created_at)
    values (${data.teamId}, ${data.enterpriseId ?? null}, ${encryptInstallation(data.key, data.installation)},
            ${data.botUserId ?? null}, ${data.installerUserId ?? null}, true, ${ctx.clock.now().toISOString()}::timestamptz)
    on conflict (team_id) do update set
      enterprise_id = excluded.enterprise_id,
      installation_enc = excluded.installation_enc,
      bot_user_id = excluded.bot_user_id,
      installer_user_id = coalesce(excluded.installer_user_id, slack_installations.installer_user_id),
      is_active = true`);
  ctx.log.info({ event: 'slack_installation_saved', teamId: data.teamId });
}
