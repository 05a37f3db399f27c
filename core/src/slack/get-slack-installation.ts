import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { slackInstallations } from '@dps/db/schema';
import type { Ctx } from '../context';
import { parseInput } from '../validate';
import { decryptInstallation } from './installation-crypto';
import { ZSlackId } from '../rules/slack-ids';

export const ZGetSlackInstallationInput = z.object({
  teamId: ZSlackId,
  key: z.instanceof(Buffer),
});
export type TGetSlackInstallationInput = z.input<typeof ZGetSlackInstallationInput>;

/**
 * The decrypted installation object of an ACTIVE workspace installed through OAuth, or null (never
 * installed, uninstalled, or a single-workspace registration whose token lives in config).
 */
export async function getSlackInstallation(ctx: Ctx, input: TGetSlackInstallationInput): Promise<unknown | null> {
  const { teamId, key } = parseInput(ZGetSlackInstallationInput, input);
  const [row] = await ctx.db
    .select({ enc: slackInstallations.installationEnc, isActive: slackInstallations.isActive })
    .from(slackInstallations)
    .where(eq(slackInstallations.teamId, teamId));
  if (!row || !row.isActive || row.enc === '') return null;
  return decryptInstallation(key, row.enc);
}
