/**
 * The watch's outbox (decisions 341, 343, 345): planning makes one `watch_sends` row per message
 * (unique by watch, kind, key, channel and target, so planning twice never sends twice), the outbox
 * loop claims due rows with a lease, sends, records. The words are made when a row is claimed, so
 * they say what is true then; a message no longer wanted (a released slot, an ended watch, a person
 * who left the group) is closed as 'skipped', never sent.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Language } from '@dps/db/content/languages';
import { backedOffRetry, leasedClaim } from '../../batch/leased-claim';
import type { Ctx } from '../../context';
import { personalTargets } from '../../delivery/one-reminder-a-day';
import type { DeliveryChannel } from '../../delivery/delivery-types';
import { completeOrder, DELIVERY_CHANNEL_OF } from '../../rules/reminder-order';
import { memberOfCircle, requestVisibleTo } from '../../rules/request-audience';
import { usableTimeZone } from '../../time/time-zones';
import { bibleVersion, DEFAULT_VERSION, type BibleVersionId } from '../../scripture/versions';
import { heldClaims, watchView } from '../get-watch';
import { markPostDirty, toWatchRow, watchColumns, type WatchRow } from '../watch-access';
import type { WatchSendKind, WatchSendResult, WatchToSend } from '../watch-outbox-types';
import { coverage, slotCount, slotEnd, slotStart, watchEnd } from '../watch-slots';
import {
  authorSummaryMessage,
  callForHelpMessage,
  handoffMessage,
  slotMessage,
  summaryMessage,
  watchPostMessage,
  type WatchTally,
} from './watch-message';

/** A row is tried this many times (backoff 1, 2, 4, 8 minutes), then given up on (and failed over). */
export const WATCH_SEND_MAX_ATTEMPTS = 5;
export const WATCH_SEND_LEASE_MS = 2 * 60_000;
/** Personal rows are planned this far ahead, due at their exact minute. */
export const WATCH_PLAN_AHEAD_MS = 2 * 60_000;
/** The post is redrawn at most this often per watch (decision 343). */
export const POST_REDRAW_MS = 10_000;
/** At most one hand-off line an hour per watch. */
export const HANDOFF_EVERY_MS = 60 * 60_000;
/** A hand-off or a call this late is no longer news: skipped. */
const GROUP_LINE_STALE_MS = 15 * 60_000;
/** Calls for help: for open times starting within this, one per open run, one per watch every 3 hours. */
export const CALL_WITHIN_MS = 12 * 60 * 60_000;
export const CALL_EVERY_MS = 3 * 60 * 60_000;
/** A new watch's post asks for people itself: the first call waits this long after the start. */
export const CALL_AFTER_CREATED_MS = 30 * 60_000;
/** No calls in the group's night (22:00–07:00 of its zone). */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 7;
/** Summaries are planned this long after the end at most (an instance down longer tells nothing stale). */
const SUMMARY_WITHIN_MS = 24 * 60 * 60_000;
const LEAD_DEFAULT = 10;
const LEAD_MAX = 60;

type RowChannel = WatchToSend['rowChannel'];

const iso = (d: Date) => d.toISOString();

interface NewRow {
  watchId: number;
  kind: WatchSendKind;
  key: string;
  claimId: number | null;
  userId: number | null;
  channel: RowChannel;
  target: string;
  dueAt: Date;
}

async function insertRow(ctx: Ctx, r: NewRow): Promise<boolean> {
  const now = iso(ctx.clock.now());
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`insert into watch_sends (watch_id, kind, key, claim_id, user_id, channel, target, due_at, next_attempt_at, created_at)
        values (${r.watchId}::int, ${r.kind}, ${r.key}, ${r.claimId}::int, ${r.userId}::int, ${r.channel}, ${r.target},
          ${iso(r.dueAt)}::timestamptz, ${iso(r.dueAt)}::timestamptz, ${now}::timestamptz)
        on conflict do nothing returning id`,
  );
  return rows.length > 0;
}

/**
 * A person's message on the first channel of their reminder order that can take it (decision 341):
 * on, linked, with a sender running here, and not already failed for good for this message. Planned
 * again after a failure for good, so the next channel takes it. All of a channel's targets (each
 * browser) get it. Returns how many rows were made.
 */
async function planPersonal(
  ctx: Ctx,
  r: Omit<NewRow, 'channel' | 'target'> & { userId: number },
  running: readonly DeliveryChannel[],
): Promise<number> {
  const existing = await queryRows<{ channel: RowChannel; status: string }>(
    ctx.db,
    sql`select channel, status from watch_sends
        where watch_id = ${r.watchId}::int and kind = ${r.kind} and key = ${r.key}`,
  );
  if (existing.some((e) => e.status !== 'dead')) return 0;
  const failed = new Set(existing.map((e) => e.channel));
  const targets = await queryRows<{ channel: RowChannel; target: string; available: boolean }>(
    ctx.db,
    sql`select m.channel, m.target, m.available from ${personalTargets(sql`${r.userId}::int`)} m order by m.target`,
  );
  const [settings] = await queryRows<{ order: string[] | null }>(
    ctx.db,
    sql`select reminder_order as "order" from user_settings where user_id = ${r.userId}::int`,
  );
  for (const name of completeOrder(settings?.order ?? [])) {
    const channel = DELIVERY_CHANNEL_OF[name];
    if (!running.includes(channel) || failed.has(channel)) continue;
    const mine = targets.filter((t) => t.channel === channel && t.available);
    if (mine.length === 0) continue;
    let made = 0;
    for (const t of mine) if (await insertRow(ctx, { ...r, channel, target: t.target })) made++;
    return made;
  }
  return 0;
}

/** Posts to draw: a dirty post, not drawn in the last 10 seconds, with no draw already on its way. */
async function planPosts(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now();
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`insert into watch_sends (watch_id, kind, key, channel, target, due_at, next_attempt_at, created_at)
        select w.id, 'post',
          -- The n-th draw: two instances planning the same draw make the same row.
          'p' || (select count(*) from watch_sends s where s.watch_id = w.id and s.kind = 'post')::text,
          w.post_channel, w.post_target, ${iso(now)}::timestamptz, ${iso(now)}::timestamptz, ${iso(now)}::timestamptz
        from watches w
        where w.post_dirty_at is not null and w.post_channel is not null and w.post_target is not null
          and (w.post_edited_at is null or w.post_edited_at <= ${iso(new Date(now.getTime() - POST_REDRAW_MS))}::timestamptz)
          and not exists (select 1 from watch_sends s where s.watch_id = w.id and s.kind = 'post'
                          and s.status in ('pending', 'failed'))
        on conflict do nothing returning id`,
  );
  return rows.length;
}

/** Each held slot's reminder (its holder's lead before) and start, planned a little ahead. */
async function planSlots(ctx: Ctx, running: readonly DeliveryChannel[]): Promise<number> {
  const now = ctx.clock.now();
  const horizon = new Date(now.getTime() + WATCH_PLAN_AHEAD_MS);
  const claims = await queryRows<{
    claimId: number;
    watchId: number;
    slot: number;
    userId: number;
    claimedAt: Date | string;
    startsAt: Date | string;
    slotMinutes: number;
    lead: number;
  }>(
    ctx.db,
    sql`select wc.id as "claimId", w.id as "watchId", wc.slot, wc.user_id as "userId", wc.claimed_at as "claimedAt",
          w.starts_at as "startsAt", w.slot_minutes as "slotMinutes", coalesce(us.watch_lead_minutes, ${LEAD_DEFAULT}::int) as lead
        from watches w
        join watch_claims wc on wc.watch_id = w.id and wc.released_at is null
        left join user_settings us on us.user_id = wc.user_id
        where w.ended_at is null
          and w.starts_at <= ${iso(new Date(horizon.getTime() + LEAD_MAX * 60_000))}::timestamptz
          and w.starts_at + make_interval(hours => w.hours) > ${iso(now)}::timestamptz
          and w.starts_at + make_interval(mins => wc.slot * w.slot_minutes) <= ${iso(horizon)}::timestamptz
              + make_interval(mins => coalesce(us.watch_lead_minutes, ${LEAD_DEFAULT}::int))
          and w.starts_at + make_interval(mins => (wc.slot + 1) * w.slot_minutes) > ${iso(now)}::timestamptz
        order by 1`,
  );
  let planned = 0;
  for (const c of claims) {
    const w = { startsAt: new Date(c.startsAt), slotMinutes: Number(c.slotMinutes) };
    const start = slotStart(w, Number(c.slot));
    const claimedAt = new Date(c.claimedAt);
    const base = {
      watchId: Number(c.watchId),
      key: `c${c.claimId}`,
      claimId: Number(c.claimId),
      userId: Number(c.userId),
    };
    const lead = Number(c.lead);
    const remindAt = new Date(start.getTime() - lead * 60_000);
    // A claim made after its reminder's moment hears only the start (decision 345).
    if (lead > 0 && claimedAt <= remindAt && remindAt <= horizon && now < start)
      planned += await planPersonal(ctx, { ...base, kind: 'slot_reminder', dueAt: remindAt }, running);
    if (start <= horizon)
      planned += await planPersonal(
        ctx,
        { ...base, kind: 'slot_start', dueAt: claimedAt > start ? claimedAt : start },
        running,
      );
  }
  return planned;
}

interface LiveGroupWatch extends WatchRow {
  createdAt: Date | string;
}

/** Group watches running now (or starting within `within`), with a chat to post in. */
function liveGroupWatches(ctx: Ctx, within: number): Promise<LiveGroupWatch[]> {
  const now = ctx.clock.now();
  return queryRows<LiveGroupWatch>(
    ctx.db,
    sql`select ${watchColumns}, w.created_at as "createdAt" from watches w
        where w.ended_at is null and w.post_channel is not null and w.post_target is not null
          and w.starts_at <= ${iso(new Date(now.getTime() + within))}::timestamptz
          and w.starts_at + make_interval(hours => w.hours) > ${iso(new Date(now.getTime() - GROUP_LINE_STALE_MS))}::timestamptz
        order by w.id`,
  );
}

/** The holders of slot `i - 1` and of slot `i` differ, and both have someone. */
function handoffAt(claims: { slot: number; userId: number }[], i: number): boolean {
  const before = new Set(claims.filter((c) => c.slot === i - 1).map((c) => c.userId));
  const after = new Set(claims.filter((c) => c.slot === i).map((c) => c.userId));
  if (before.size === 0 || after.size === 0) return false;
  return before.size !== after.size || [...before].some((u) => !after.has(u));
}

/** The hand-off line at a slot boundary where the holders change, at most once an hour per watch (decision 347). */
async function planHandoffs(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now();
  const horizon = new Date(now.getTime() + WATCH_PLAN_AHEAD_MS);
  let planned = 0;
  for (const raw of await liveGroupWatches(ctx, WATCH_PLAN_AHEAD_MS)) {
    const w = toWatchRow(raw);
    const claims = await heldClaims(ctx, w.id);
    for (let i = 1; i < slotCount(w); i++) {
      const at = slotStart(w, i);
      if (at > horizon) break;
      if (at.getTime() <= now.getTime() - WATCH_PLAN_AHEAD_MS || !handoffAt(claims, i)) continue;
      const [recent] = await queryRows<{ id: number }>(
        ctx.db,
        sql`select id from watch_sends where watch_id = ${w.id}::int and kind = 'handoff' and status <> 'skipped'
              and key <> ${`s${i}`} and due_at > ${iso(new Date(at.getTime() - HANDOFF_EVERY_MS))}::timestamptz limit 1`,
      );
      if (recent) continue;
      if (
        await insertRow(ctx, {
          watchId: w.id,
          kind: 'handoff',
          key: `s${i}`,
          claimId: null,
          userId: null,
          channel: w.postChannel!,
          target: w.postTarget!,
          dueAt: at,
        })
      )
        planned++;
    }
  }
  return planned;
}

/** The hour of `at` in `timeZone`. */
const hourIn = (at: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(at));

/** Night in the group's zone: no calls for help then. */
export const quietAt = (at: Date, timeZone: string): boolean => {
  const h = hourIn(at, timeZone);
  return h >= QUIET_FROM_HOUR || h < QUIET_UNTIL_HOUR;
};

/**
 * A gentle call for an open run starting within 12 hours: one per run, one per watch every three
 * hours, none in the group’s night, none in a watch’s first half hour (its post asks already): decision 347.
 */
async function planCalls(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now();
  let planned = 0;
  for (const raw of await liveGroupWatches(ctx, CALL_WITHIN_MS)) {
    const w = toWatchRow(raw);
    if (new Date(raw.createdAt).getTime() > now.getTime() - CALL_AFTER_CREATED_MS) continue;
    if (quietAt(now, w.timeZone)) continue;
    const calls = await queryRows<{ key: string; dueAt: Date | string }>(
      ctx.db,
      sql`select key, due_at as "dueAt" from watch_sends
          where watch_id = ${w.id}::int and kind = 'call_for_help' and status <> 'skipped'`,
    );
    if (calls.some((c) => new Date(c.dueAt).getTime() > now.getTime() - CALL_EVERY_MS)) continue;
    const called = calls.map((c) => Number(c.key.slice(1)));
    const held = new Map<number, number>();
    for (const c of await heldClaims(ctx, w.id)) held.set(c.slot, (held.get(c.slot) ?? 0) + 1);
    const run = coverage(w, held).open.find((r) => {
      const at = slotStart(w, r.from);
      return at > now && at.getTime() <= now.getTime() + CALL_WITHIN_MS && !called.some((s) => s >= r.from && s < r.to);
    });
    if (!run) continue;
    if (
      await insertRow(ctx, {
        watchId: w.id,
        kind: 'call_for_help',
        key: `o${run.from}`,
        claimId: null,
        userId: null,
        channel: w.postChannel!,
        target: w.postTarget!,
        dueAt: now,
      })
    )
      planned++;
  }
  return planned;
}

/** At the end (or an early end): the group's summary, the post's last redraw, the author's own word. */
async function planSummaries(ctx: Ctx, running: readonly DeliveryChannel[]): Promise<number> {
  const now = ctx.clock.now();
  const since = iso(new Date(now.getTime() - SUMMARY_WITHIN_MS));
  const ended = await queryRows<WatchRow & { author: number | null }>(
    ctx.db,
    sql`select ${watchColumns}, p.user_id as author from watches w
        left join user_prayers p on p.id = w.request_id
        where (w.ended_at is not null and w.ended_at > ${since}::timestamptz and w.ended_at <= ${iso(now)}::timestamptz)
           or (w.ended_at is null and w.starts_at + make_interval(hours => w.hours) <= ${iso(now)}::timestamptz
               and w.starts_at + make_interval(hours => w.hours) > ${since}::timestamptz)
        order by w.id`,
  );
  let planned = 0;
  for (const raw of ended) {
    const w = toWatchRow(raw);
    const endAt = w.endedAt ?? watchEnd(w);
    if (w.postChannel && w.postTarget) {
      const made = await insertRow(ctx, {
        watchId: w.id,
        kind: 'summary',
        key: 'end',
        claimId: null,
        userId: null,
        channel: w.postChannel,
        target: w.postTarget,
        dueAt: endAt,
      });
      if (made) {
        planned++;
        // The post's last redraw: "This watch has ended", no claim buttons.
        await markPostDirty(ctx, w.id, now);
      }
    }
    if (raw.author !== null)
      planned += await planPersonal(
        ctx,
        { watchId: w.id, kind: 'author_summary', key: 'end', claimId: null, userId: Number(raw.author), dueAt: endAt },
        running,
      );
  }
  return planned;
}

/**
 * Plan every message due soon: posts to redraw, slot reminders and starts, hand-offs, calls for
 * help, summaries. Reads only live watches (and those ended within a day), through their index.
 */
export async function planWatchSends(
  ctx: Ctx,
  opts: { running: readonly DeliveryChannel[] },
): Promise<{ planned: number }> {
  let planned = await planPosts(ctx);
  planned += await planSummaries(ctx, opts.running);
  planned += await planSlots(ctx, opts.running);
  planned += await planHandoffs(ctx);
  planned += await planCalls(ctx);
  // A summary marks the post dirty: its last redraw goes out with it.
  planned += await planPosts(ctx);
  return { planned };
}

interface ClaimedRow {
  id: number;
  watchId: number;
  kind: WatchSendKind;
  key: string;
  claimId: number | null;
  userId: number | null;
  channel: RowChannel;
  target: string;
  dueAt: Date | string;
}

async function loadRow(ctx: Ctx, watchId: number): Promise<WatchRow | null> {
  const [row] = await queryRows<WatchRow>(
    ctx.db,
    sql`select ${watchColumns} from watches w where w.id = ${watchId}::int`,
  );
  return row ? toWatchRow(row) : null;
}

/** The request's words as the group's chat may show them: shared with the group or everyone, not archived. */
async function groupRequest(ctx: Ctx, w: WatchRow): Promise<string | null> {
  if (w.requestId === null || w.circleId === null) return null;
  const [r] = await queryRows<{ title: string }>(
    ctx.db,
    sql`select p.title from user_prayers p where p.id = ${w.requestId}::int and p.archived_at is null
          and (p.is_public or exists (select 1 from request_circles rc where rc.request_id = p.id
                                      and rc.circle_id = ${w.circleId}::int))`,
  );
  return r?.title ?? null;
}

interface Person {
  language: Language;
  timeZone: string;
  bibleVersion: BibleVersionId;
}

async function personOf(ctx: Ctx, userId: number): Promise<Person> {
  const [s] = await queryRows<{
    language: string | null;
    timeZone: string | null;
    bibleVersion: BibleVersionId | null;
  }>(
    ctx.db,
    sql`select language, time_zone as "timeZone", bible_version as "bibleVersion" from user_settings
        where user_id = ${userId}::int`,
  );
  const language: Language = s?.language === 'es' ? 'es' : 'en';
  return {
    language,
    timeZone: usableTimeZone(s?.timeZone),
    // Their version when it speaks their language; else their language's own (a Spanish reader who never
    // chose one carries the column's default, an English Bible).
    bibleVersion:
      s?.bibleVersion && bibleVersion(s.bibleVersion).language === language
        ? s.bibleVersion
        : DEFAULT_VERSION[language],
  };
}

/** What a watch's slots added up to by its end: the slots begun, their holders, who said they prayed. */
export async function watchTally(ctx: Ctx, w: WatchRow): Promise<WatchTally> {
  const end = w.endedAt ?? watchEnd(w);
  const claims = (await heldClaims(ctx, w.id)).filter((c) => slotStart(w, c.slot) < end);
  return {
    coveredMinutes: new Set(claims.map((c) => c.slot)).size * w.slotMinutes,
    people: new Set(claims.map((c) => c.userId)).size,
    prayed: new Set(claims.filter((c) => c.prayed).map((c) => c.userId)).size,
    endedEarly: w.endedAt !== null && w.endedAt < watchEnd(w),
  };
}

type Built = { message: WatchToSend['message']; language: Language; editMessageId?: string | null } | null;

/** The words of a claimed row now, or null: no longer wanted. */
async function build(ctx: Ctx, row: ClaimedRow, appUrl: string | undefined): Promise<Built> {
  const now = ctx.clock.now();
  const w = await loadRow(ctx, row.watchId);
  if (!w) return null;
  if (row.kind === 'post') {
    // Cleared before the words are read: a claim that lands after this marks it dirty again.
    await queryRows(
      ctx.db,
      sql`update watches set post_dirty_at = null, post_edited_at = ${iso(now)}::timestamptz where id = ${w.id}::int`,
    );
    const view = await watchView(ctx, w, null);
    if (view.status === 'ended') {
      const tally = await watchTally(ctx, w);
      view.coverage = { ...view.coverage, coveredMinutes: tally.coveredMinutes };
      view.people = tally.people;
      view.prayed = tally.prayed;
    }
    return {
      language: w.language,
      editMessageId: w.postMessageId,
      message: watchPostMessage(view, { request: await groupRequest(ctx, w), appUrl, now }),
    };
  }
  if (row.kind === 'summary' || row.kind === 'author_summary') {
    const tally = await watchTally(ctx, w);
    if (tally.people === 0) return null;
    if (row.kind === 'summary') return { language: w.language, message: summaryMessage(w.language, w, tally) };
    const [r] = await queryRows<{ title: string }>(
      ctx.db,
      sql`select title from user_prayers where id = ${w.requestId}::int and user_id = ${row.userId}::int`,
    );
    if (!r) return null;
    const p = await personOf(ctx, row.userId!);
    return { language: p.language, message: authorSummaryMessage(p.language, r.title, tally) };
  }
  if (w.endedAt) return null;
  if (row.kind === 'handoff') {
    const i = Number(row.key.slice(1));
    if (now.getTime() > new Date(row.dueAt).getTime() + GROUP_LINE_STALE_MS) return null;
    const claims = await heldClaims(ctx, w.id);
    if (!handoffAt(claims, i)) return null;
    const names = (slot: number) => claims.filter((c) => c.slot === slot).map((c) => c.firstName);
    return { language: w.language, message: handoffMessage(w.language, w, names(i - 1), names(i)) };
  }
  if (row.kind === 'call_for_help') {
    const from = Number(row.key.slice(1));
    if (now >= slotStart(w, from)) return null;
    const view = await watchView(ctx, w, null);
    const run = view.coverage.open.find((r) => r.from <= from && from < r.to);
    if (!run) return null;
    return { language: w.language, message: callForHelpMessage(view, { from, to: run.to }, appUrl) };
  }
  // A claimer's reminder or start: still held, still in the group, still ahead (or running).
  const [c] = await queryRows<{ slot: number; userId: number; ok: boolean }>(
    ctx.db,
    sql`select wc.slot, wc.user_id as "userId",
          ${w.circleId === null ? sql`true` : memberOfCircle(Number(row.userId), w.circleId)} as ok
        from watch_claims wc where wc.id = ${row.claimId}::int and wc.released_at is null`,
  );
  if (!c || !c.ok) return null;
  const slot = Number(c.slot);
  const start = slotStart(w, slot);
  if (row.kind === 'slot_reminder' ? now >= start : now >= slotEnd(w, slot)) return null;
  const p = await personOf(ctx, Number(c.userId));
  const [r] =
    w.requestId === null
      ? []
      : await queryRows<{ title: string }>(
          ctx.db,
          sql`select user_prayers.title from user_prayers where user_prayers.id = ${w.requestId}::int
                and ${requestVisibleTo(Number(c.userId))}`,
        );
  return {
    language: p.language,
    message: slotMessage({
      kind: row.kind as 'slot_reminder' | 'slot_start',
      watchId: w.id,
      code: w.code,
      title: w.title,
      slot,
      slotStart: start,
      slotEnd: slotEnd(w, slot),
      minutesAhead: Math.round((start.getTime() - now.getTime()) / 60_000),
      request: r?.title ?? null,
      language: p.language,
      timeZone: p.timeZone,
      bibleVersion: p.bibleVersion,
      appUrl,
    }),
  };
}

const PLATFORM_OF: Record<RowChannel, WatchToSend['channel']> = {
  telegram: 'telegram',
  slack_dm: 'slack',
  slack_channel: 'slack',
  web_push: 'web_push',
  email: 'email',
};

/**
 * Plan (when `plan`: once a minute per instance; posts are planned on every call, so a redraw is
 * never more than a sweep away), then claim up to `limit` due rows with their words. `running`:
 * the channels with a sender in this process. `appUrl`: the web's address, for "Open on the web".
 */
export async function claimWatchSends(
  ctx: Ctx,
  opts: { limit?: number; plan: boolean; running: readonly DeliveryChannel[]; appUrl?: string | undefined },
): Promise<WatchToSend[]> {
  if (opts.plan) await planWatchSends(ctx, { running: opts.running });
  else await planPosts(ctx);
  const now = ctx.clock.now();
  const leaseUntil = iso(new Date(now.getTime() + WATCH_SEND_LEASE_MS));
  const rows = await queryRows<ClaimedRow>(
    ctx.db,
    sql`${leasedClaim({
      table: 'watch_sends',
      due: sql`status in ('pending', 'failed') and next_attempt_at <= ${iso(now)}::timestamptz`,
      orderBy: sql`next_attempt_at, id`,
      limit: opts.limit ?? 50,
      leaseUntil,
      returning: sql`t.id, t.watch_id, t.kind, t.key, t.claim_id, t.user_id, t.channel, t.target, t.due_at`,
    })}
        select id, watch_id as "watchId", kind, key, claim_id as "claimId", user_id as "userId", channel, target,
               due_at as "dueAt"
        from claimed order by id`,
  );
  const out: WatchToSend[] = [];
  for (const raw of rows) {
    const row = {
      ...raw,
      id: Number(raw.id),
      watchId: Number(raw.watchId),
      claimId: raw.claimId === null ? null : Number(raw.claimId),
      userId: raw.userId === null ? null : Number(raw.userId),
    };
    const built = await build(ctx, row, opts.appUrl);
    if (!built) {
      await queryRows(
        ctx.db,
        sql`update watch_sends set status = 'skipped', last_error = 'not wanted' where id = ${row.id}::int`,
      );
      continue;
    }
    out.push({
      sendId: row.id,
      watchId: row.watchId,
      kind: row.kind,
      channel: PLATFORM_OF[row.channel],
      rowChannel: row.channel,
      target: row.target,
      editMessageId: row.kind === 'post' ? (built.editMessageId ?? null) : null,
      language: built.language,
      userId: row.userId,
      message: built.message,
    });
  }
  return out;
}

/**
 * Record one send: sent (a post's id kept for its edits); gone (dead, and a personal message fails
 * over to the next channel at the next planning; an edited post whose message was deleted is sent
 * anew); failed (retried with backoff, then dead).
 */
export async function recordWatchSend(ctx: Ctx, sendId: number, result: WatchSendResult): Promise<void> {
  const now = iso(ctx.clock.now());
  if (result.status === 'sent') {
    const [row] = await queryRows<{ watchId: number; kind: WatchSendKind }>(
      ctx.db,
      sql`update watch_sends set status = 'sent', sent_at = ${now}::timestamptz, last_error = null,
            external_id = ${result.externalId ?? null}
          where id = ${sendId}::int and status <> 'sent'
          returning watch_id as "watchId", kind`,
    );
    if (row?.kind === 'post' && result.externalId)
      await queryRows(
        ctx.db,
        sql`update watches set post_message_id = ${result.externalId} where id = ${row.watchId}::int`,
      );
    return;
  }
  const error = result.error.slice(0, 200);
  if (result.status === 'gone') {
    const [row] = await queryRows<{ watchId: number; kind: WatchSendKind }>(
      ctx.db,
      sql`update watch_sends set status = 'dead', gone = true, last_error = ${error}
          where id = ${sendId}::int and status <> 'sent' returning watch_id as "watchId", kind`,
    );
    if (row?.kind === 'post')
      await queryRows(
        ctx.db,
        sql`update watches set post_message_id = null, post_dirty_at = ${now}::timestamptz
            where id = ${row.watchId}::int and post_message_id is not null`,
      );
    return;
  }
  await queryRows(
    ctx.db,
    sql`update watch_sends set ${backedOffRetry({
      error,
      maxAttempts: WATCH_SEND_MAX_ATTEMPTS,
      now,
      retryAfterSeconds: result.retryAfterSeconds,
    })}
        where id = ${sendId}::int and status <> 'sent'`,
  );
}
