/** The person's settings: reminders and their channels, time and zone, look, Bible version, language. */
import { Router } from 'express';
import { getSettings } from '@dps/core/settings/get-settings';
import { updateSettings } from '@dps/core/settings/update-settings';
import type { AppDeps } from '../deps';
import { actorOf } from '../request-context';

export function settingsRoutes(deps: AppDeps): Router {
  const r = Router();

  r.get('/api/user/settings', async (req, res) => {
    res.json(await getSettings(actorOf(deps, req)));
  });

  // Any subset of the 14 settings (ZUpdateSettingsInput); core refuses every other key (no mass assignment).
  r.put('/api/user/settings', async (req, res) => {
    res.json(await updateSettings(actorOf(deps, req), req.body ?? {}));
  });

  return r;
}
