import { eq } from 'drizzle-orm';
import { slackInstallations } from '@dps/db/schema';
import type { Ctx } from '../context';

export interface SlackWorkspace {
  teamId: string;
  botUserId: string | null;
  /** The member who installed the app (OAuth installs only): their zone is a channel's default. */
  installerUserId: string | null;
  isActive: boolean;
}

/** What is known about a workspace, without its tokens; null when the app was never installed there. */
export async function getSlackWorkspace(ctx: Ctx, teamId: string): Promise<SlackWorkspace | null> {
  const [row] = await ctx.db
    .select({
      teamId: slackInstallations.teamId,
      botUserId: slackInstallations.botUserId,
      installerUserId: slackInstallations.installerUserId,
      isActive: slackInstallations.isActive,
    })
    .from(slackInstallations)
    .where(eq(slackInstallations.teamId, teamId));
  return row ?? null;
}
