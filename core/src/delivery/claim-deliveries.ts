import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import { deliveries } from '@dps/db/schema';
import type { Ctx } from '../context';
import { withPlanDays } from '../plans/plan-days-for-delivery';
import { withDailyRequests } from '../circles/rotation/requests-for-delivery';
import { pickDailyPrayer } from '../prayers/get-daily-prayer';
import { ZIsoDate } from '../time/iso-date';
import { parseInput } from '../validate';
import { LANGUAGES, type Language } from '@dps/db/content/languages';
import { DEFAULT_LEASE_SECONDS, DELIVERY_CHANNELS, type DeliveryPrayer, type DeliveryToSend } from './delivery-types';

export const ZClaimDeliveriesInput = z.object({
  now: z.date(),
  channel: z.enum(DELIVERY_CHANNELS),
  items: z.array(
    z.object({
      target: z
        .string()
        .min(1)
        .max(200)
        .regex(/^[^,]+$/),
      localDate: ZIsoDate,
      /** When the target's local time came (the plan's `dueAt`): kept for lateness on the health screen. */
      dueAt: z.date().optional(),
      /** The language of the prayer the target gets (decision 231); English when not given. */
      language: z.enum(LANGUAGES).optional(),
    }),
  ),
  leaseSeconds: z.number().int().min(1).max(86_400).default(DEFAULT_LEASE_SECONDS),
});
export type TClaimDeliveriesInput = z.input<typeof ZClaimDeliveriesInput>;

/** The claim time's column, by the schema's name for it (raw SQL stays in step with a rename). */
export const claimedAtColumn = sql.identifier(deliveries.claimedAt.name);

export interface ClaimedRow {
  id: number;
  target: string;
  localDate: string;
  attempts: number;
  prayerId: number | null;
  title: string | null;
  content: string | null;
  scripture: string | null;
  scriptureReference: string | null;
  /** The prayer's language: a retry speaks the language its first attempt picked the prayer in. */
  language: string | null;
}

/** Rows from the claim statements, with the prayer joined in, as what a sender receives. */
export function toDeliveries(channel: DeliveryToSend['channel'], rows: ClaimedRow[]): DeliveryToSend[] {
  return rows.map((r) => ({
    id: r.id,
    channel,
    target: r.target,
    localDate: r.localDate,
    ...(LANGUAGES.includes(r.language as Language) ? { language: r.language as Language } : {}),
    attempts: r.attempts,
    prayer: {
      id: r.prayerId ?? 0,
      title: r.title ?? '',
      content: r.content ?? '',
      scripture: r.scripture,
      scriptureReference: r.scriptureReference,
    },
  }));
}

/**
 * Claim planned deliveries: one INSERT ... ON CONFLICT (channel, target, local_date) DO NOTHING
 * RETURNING, so of any number of instances planning the same target exactly one wins it. Each
 * claimed row carries the prayer of its local date (admin-scheduled first, else the library) and a
 * lease (`next_attempt_at`) after which another instance may retry it if this one died.
 * Items for a date that has no prayer at all are not claimed. A person's plan day waiting on that
 * date rides along in `planDays` (decision 216): one message, not two.
 */
export async function claimDeliveries(ctx: Ctx, input: TClaimDeliveriesInput): Promise<DeliveryToSend[]> {
  const { now, channel, items, leaseSeconds } = parseInput(ZClaimDeliveriesInput, input);
  if (items.length === 0) return [];
  // One pick per local date and language present in the batch.
  const slot = (i: { localDate: string; language?: string | undefined }) => `${i.localDate}|${i.language ?? 'en'}`;
  const prayerOf = new Map<string, DeliveryPrayer>();
  for (const key of new Set(items.map(slot))) {
    const [date, language] = key.split('|') as [string, 'en' | 'es'];
    const p = await pickDailyPrayer(ctx, { date, language });
    if (p)
      prayerOf.set(key, {
        id: p.id,
        title: p.title,
        content: p.content,
        scripture: p.scripture,
        scriptureReference: p.scriptureReference,
      });
    else ctx.log.warn({ event: 'delivery_no_prayer', localDate: date, language }, 'no daily prayer for a local date');
  }
  // Three parallel arrays as three text parameters: far cheaper than a JSON document for 100,000
  // rows. Targets are chat ids or Slack `team:id` pairs (no commas); dates are ISO.
  const seen = new Set<string>();
  const targets: string[] = [];
  const dates: string[] = [];
  const prayerIds: number[] = [];
  const dueAts: string[] = [];
  const prayerOfTarget = new Map<string, DeliveryPrayer>();
  const languageOfTarget = new Map<string, Language>();
  for (const i of items) {
    const prayer = prayerOf.get(slot(i));
    const key = `${i.target}|${i.localDate}`;
    if (prayer === undefined || seen.has(key)) continue;
    seen.add(key);
    prayerOfTarget.set(key, prayer);
    languageOfTarget.set(key, i.language ?? 'en');
    targets.push(i.target);
    dates.push(i.localDate);
    prayerIds.push(prayer.id);
    dueAts.push(i.dueAt && !Number.isNaN(i.dueAt.getTime()) ? i.dueAt.toISOString() : '');
  }
  if (targets.length === 0) return [];
  const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000);
  // Only ids come back: each date's (and language's) prayer is known already (no 100,000 copies of its text).
  const rows = await queryRows<{ id: number; target: string; localDate: string; attempts: number }>(
    ctx.db,
    sql`insert into deliveries (channel, target, local_date, prayer_id, status, attempts, next_attempt_at, ${claimedAtColumn}, due_at)
        select ${channel}, x.target, x.local_date, x.prayer_id, 'claimed', 1,
               ${leaseUntil.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
               nullif(x.due_at, '')::timestamptz
        from unnest(
          string_to_array(${targets.join(',')}, ','),
          string_to_array(${dates.join(',')}, ',')::date[],
          string_to_array(${prayerIds.join(',')}, ',')::int[],
          string_to_array(${dueAts.join(',')}, ',')
        ) as x(target, local_date, prayer_id, due_at)
        on conflict (channel, target, local_date) do nothing
        returning id, target, local_date::text as "localDate", attempts`,
  );
  // The requests of the person's circles, or the group's line, ride along too (decisions 300, 302).
  return withDailyRequests(
    ctx,
    await withPlanDays(
      ctx,
      rows.map((r) => ({
        id: r.id,
        channel,
        target: r.target,
        localDate: r.localDate,
        language: languageOfTarget.get(`${r.target}|${r.localDate}`)!,
        attempts: r.attempts,
        prayer: prayerOfTarget.get(`${r.target}|${r.localDate}`)!,
      })),
    ),
  );
}
