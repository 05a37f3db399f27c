import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { slackChannelSubscriptions, slackInstallations } from '@dps/db/schema';
import type { Ctx } from '../context';
import { parseInput } from '../validate';
import { ZSlackId } from '../rules/slack-ids';

export const ZDeactivateSlackInstallationInput = z.object({ teamId: ZSlackId });
export type TDeactivateSlackInstallationInput = z.input<typeof ZDeactivateSlackInstallationInput>;

/**
 * The app was uninstalled from a workspace (or its token was revoked): stop every delivery there.
 * The workspace and its channel subscriptions become inactive and the revoked tokens are wiped;
 * members keep their accounts and history. Returns whether anything was active.
 */
export async function deactivateSlackInstallation(
  ctx: Ctx,
  input: TDeactivateSlackInstallationInput,
): Promise<{ deactivated: boolean; subscriptions: number }> {
  const { teamId } = parseInput(ZDeactivateSlackInstallationInput, input);
  return ctx.db.transaction(async (tx) => {
    const inst = await tx
      .update(slackInstallations)
      .set({ isActive: false, installationEnc: '' })
      .where(and(eq(slackInstallations.teamId, teamId), eq(slackInstallations.isActive, true)))
      .returning({ teamId: slackInstallations.teamId });
    const subs = await tx
      .update(slackChannelSubscriptions)
      .set({ isActive: false })
      .where(and(eq(slackChannelSubscriptions.teamId, teamId), eq(slackChannelSubscriptions.isActive, true)))
      .returning({ id: slackChannelSubscriptions.id });
    if (inst.length > 0 || subs.length > 0) {
      ctx.log.info({ event: 'slack_workspace_deactivated', teamId, subscriptions: subs.length });
    }
    return { deactivated: inst.length > 0, subscriptions: subs.length };
  });
}
