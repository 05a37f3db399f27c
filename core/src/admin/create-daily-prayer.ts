import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { prayers, topics } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError, type ErrorKey } from '../errors';
import { isoDate } from '../time/iso-date';
import { issue, parseInput, MAX_ID } from '../validate';
import type { AdminDailyPrayer } from './daily-prayer';
import { requireAdmin } from '../rules/require-admin';
import { freeDateFor, onUniqueDate } from './scheduled-date';
import { LANGUAGES } from '@dps/db/content/languages';
import { resolveDailyScripture } from './daily-prayer-scripture';

const REQUIRED = issue('requiredFields', 'validationError');
const BAD_DATE = issue('invalidDateSpec', 'validationError');

const required = (max: number, tooLong: ErrorKey) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, issue(tooLong, 'validationError'));
const optional = (max: number, tooLong: ErrorKey) =>
  z
    .string()
    .trim()
    .max(max, issue(tooLong, 'validationError'))
    .nullish()
    .transform((v) => v || null);

/** The spec's form sends snake_case; Telegram/Slack/admin scripts may send camelCase. */
function acceptCamelCase(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const { scriptureReference, topicId, isDaily, ...rest } = raw as Record<string, unknown>;
  return {
    scripture_reference: scriptureReference,
    topic_id: topicId,
    is_daily: isDaily,
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
  };
}

/** A topic id from the form's select (a number or its digits); anything else reads as "not chosen". */
const toTopicId = (v: unknown) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v);

export const ZCreateDailyPrayerInput = z.preprocess(
  acceptCamelCase,
  z
    .object({
      title: required(200, 'dailyTitleTooLong'),
      content: required(10_000, 'dailyContentTooLong'),
      scripture: optional(2000, 'dailyScriptureTooLong'),
      scripture_reference: optional(200, 'dailyReferenceTooLong'),
      topic_id: z.preprocess(
        toTopicId,
        z.number({ error: REQUIRED }).int(REQUIRED).positive(REQUIRED).max(MAX_ID, REQUIRED),
      ),
      date: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).pipe(isoDate(BAD_DATE)),
      /** The form always sends true; this use case only ever creates daily prayers. */
      is_daily: z.literal(true, { error: issue('onlyDailyPrayers') }).optional(),
      /** The language it is scheduled for (decision 231): English when not given. */
      language: z.enum(LANGUAGES, { error: issue('chooseLanguage') }).optional(),
      /** The admin confirmed "Replace it?" for a date that already has a scheduled prayer (decision 165). */
      replace: z.boolean({ error: issue('mustBeTrueOrFalse', undefined, { field: 'replace' }) }).optional(),
    })
    .transform((v) => ({
      title: v.title,
      content: v.content,
      scripture: v.scripture,
      scriptureReference: v.scripture_reference,
      topicId: v.topic_id,
      date: v.date,
      language: v.language,
      replace: v.replace ?? false,
    })),
);
export type TCreateDailyPrayerInput = z.input<typeof ZCreateDailyPrayerInput>;

/**
 * Schedule a daily prayer for a date (admin only; others get `forbidden`). Title, content, topic
 * and date are required; scripture and its reference are optional, but a reference must be one the
 * bundled Bible of the prayer's language has: it is stored normalised and its verse text filled from
 * that Bible, and a typed text that differs is refused (decision 257). One per date (decision 165): a
 * date that has one already answers `conflict` "… Replace it?" unless `replace` is true; a date
 * already begun anywhere (UTC+14) is refused. Returns it in the admin shape.
 */
export async function createDailyPrayer(ctx: ActorCtx, input: TCreateDailyPrayerInput): Promise<AdminDailyPrayer> {
  await requireAdmin(ctx);
  const data = parseInput(ZCreateDailyPrayerInput, input);
  const language = data.language ?? 'en';
  const checked = resolveDailyScripture({ ...data, language });
  return onUniqueDate(data.date, () =>
    ctx.db.transaction(async (tx) => {
      const [topic] = await tx.select({ name: topics.name }).from(topics).where(eq(topics.id, data.topicId));
      if (!topic) throw new AppError('validation', 'chooseValidTopic', { title: 'validationError' });
      await freeDateFor(tx, data.date, { now: ctx.clock.now(), replace: data.replace, language });
      const [row] = await tx
        .insert(prayers)
        .values({
          kind: 'daily',
          title: data.title,
          content: data.content,
          scripture: checked.scripture,
          scriptureReference: checked.scriptureReference,
          topicId: data.topicId,
          date: data.date,
          language,
          createdBy: ctx.userId,
          createdAt: ctx.clock.now(),
        })
        .returning();
      return {
        id: row!.id,
        title: row!.title,
        content: row!.content,
        scripture: row!.scripture,
        scriptureReference: row!.scriptureReference,
        topicId: row!.topicId,
        topicName: topic.name,
        date: row!.date!,
        language: row!.language,
      };
    }),
  );
}
