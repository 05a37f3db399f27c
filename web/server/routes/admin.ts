/**
 * The admin's calendar, import, preview and delivery health. Core answers 403 to anyone whose role
 * is not admin (checked in the database on every call).
 */
import { Router } from 'express';
import { listAdminCalendar } from '@dps/core/admin/admin-calendar';
import { createDailyPrayer } from '@dps/core/admin/create-daily-prayer';
import { ZPrayerPreviewInput } from '@dps/core/admin/prayer-preview';
import { resolveDailyScripture } from '@dps/core/admin/daily-prayer-scripture';
import { AppError } from '@dps/core/errors';
import { coreText } from '@dps/core/i18n/core-text';
import { deleteDailyPrayer } from '@dps/core/admin/delete-daily-prayer';
import { getDeliveryHealth } from '@dps/core/admin/delivery-health';
import { importDailyPrayers } from '@dps/core/admin/import-daily-prayers';
import { listDailyPrayers } from '@dps/core/admin/list-daily-prayers';
import { requireAdmin } from '@dps/core/rules/require-admin';
import { updateDailyPrayer } from '@dps/core/admin/update-daily-prayer';
import { parseInput } from '@dps/core/validate';
import { DEFAULT_LANGUAGE } from '@dps/db/content/languages';
import type { AppDeps } from '../deps';
import { errorLanguage } from '../middleware/error-handler';
import { actorOf, idParam } from '../request-context';

const query = (v: unknown) => (typeof v === 'string' ? v : undefined);

export function adminRoutes(deps: AppDeps): Router {
  const r = Router();

  r.get('/api/admin/daily-prayers', async (req, res) => {
    res.json(await listDailyPrayers(actorOf(deps, req)));
  });

  r.get('/api/admin/calendar', async (req, res) => {
    res.json(
      await listAdminCalendar(actorOf(deps, req), {
        from: query(req.query.from),
        to: query(req.query.to),
        language: query(req.query.language) as 'en' | 'es' | undefined,
      }),
    );
  });

  /** Schedule a date; `replace: true` confirms overwriting the date's scheduled prayer (else 409 "Replace it?"). */
  r.post('/api/admin/daily-prayer', async (req, res) => {
    res.json(await createDailyPrayer(actorOf(deps, req), req.body ?? {}));
  });

  r.put('/api/admin/daily-prayers/:id', async (req, res) => {
    res.json(await updateDailyPrayer(actorOf(deps, req), { id: idParam(req, 'id'), fields: req.body ?? {} }));
  });

  r.delete('/api/admin/daily-prayers/:id', async (req, res) => {
    res.json(await deleteDailyPrayer(actorOf(deps, req), { id: idParam(req, 'id') }));
  });

  /** All or nothing: 200 with the report when imported, 422 with the report when any row is invalid. */
  r.post('/api/admin/daily-prayers/import', async (req, res) => {
    // Each row's errors in the admin's language, as the headline (the admin page shows them).
    const language = errorLanguage(req);
    const report = await importDailyPrayers(actorOf(deps, req), req.body ?? {}, language);
    if (report.invalid > 0) {
      const { t } = coreText.for(language);
      res.status(422).json({
        error: t('errors.import.rowsNeedFixing', { invalid: report.invalid, total: report.rows.length }),
        title: t('errors.import.nothingImported'),
        report,
      });
      return;
    }
    res.json(report);
  });

  /** The prayer as web, Telegram and Slack will show it, from the bots' own formatting functions. */
  r.post('/api/admin/preview', async (req, res) => {
    const ctx = actorOf(deps, req);
    await requireAdmin(ctx);
    const data = parseInput(ZPrayerPreviewInput, req.body ?? {});
    if (!deps.prayerPreview) throw new AppError('not_configured', 'channelPreviewUnavailable');
    // The language the admin is scheduling in (the client's picker), else their own (decision 246).
    const language = data.language ?? req.readFreshness?.language ?? DEFAULT_LANGUAGE;
    // As saving would store it: the reference normalised, the verse text the Bible's (decision 257).
    const scripture = resolveDailyScripture({
      scripture: data.scripture,
      scriptureReference: data.scripture_reference,
      language,
    });
    res.json(
      await deps.prayerPreview({
        title: data.title,
        content: data.content,
        scripture: scripture.scripture,
        scriptureReference: scripture.scriptureReference,
        date: data.date,
        language,
      }),
    );
  });

  r.get('/api/admin/delivery-health', async (req, res) => {
    res.json(await getDeliveryHealth(actorOf(deps, req)));
  });

  return r;
}
