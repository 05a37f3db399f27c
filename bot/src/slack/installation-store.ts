/**
 * Bolt's InstallationStore over the database (multi-workspace mode): installations are encrypted
 * at rest by core (AES-256-GCM, key derived from a secret given at start-up).
 */
import type { Installation, InstallationQuery, InstallationStore } from '@slack/bolt';
import type { Ctx } from '@dps/core/context';
import { deactivateSlackInstallation } from '@dps/core/slack/deactivate-slack-installation';
import { getSlackInstallation } from '@dps/core/slack/get-slack-installation';
import { saveSlackInstallation } from '@dps/core/slack/save-slack-installation';

/** The key an installation is stored under: the enterprise for an org-wide install, else the team. */
function idOf(q: { isEnterpriseInstall?: boolean; enterpriseId?: string | undefined; teamId?: string | undefined }): string {
  const id = q.isEnterpriseInstall ? q.enterpriseId : q.teamId;
  if (!id) throw new Error('A Slack installation needs a team or enterprise id.');
  return id;
}

export function createDbInstallationStore(ctx: Ctx, key: Buffer): InstallationStore {
  return {
    async storeInstallation(installation: Installation): Promise<void> {
      const teamId = idOf({ isEnterpriseInstall: installation.isEnterpriseInstall, enterpriseId: installation.enterprise?.id, teamId: installation.team?.id });
      await saveSlackInstallation(ctx, {
        teamId,
        enterpriseId: installation.enterprise?.id ?? null,
        installation,
        botUserId: installation.bot?.userId ?? null,
        installerUserId: installation.user?.id ?? null,
        key,
      });
    },
    async fetchInstallation(query: InstallationQuery<boolean>): Promise<Installation<'v1' | 'v2', boolean>> {
      const teamId = idOf(query);
      const installation = await getSlackInstallation(ctx, { teamId, key });
      if (!installation) throw new Error(`No active installation for ${teamId}.`);
      return installation as Installation<'v1' | 'v2', boolean>;
    },
    async deleteInstallation(query: InstallationQuery<boolean>): Promise<void> {
      await deactivateSlackInstallation(ctx, { teamId: idOf(query) });
    },
  };
}
