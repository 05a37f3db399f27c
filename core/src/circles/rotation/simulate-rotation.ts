/**
 * The rotation's simulation (decision 303): a group of members with open requests, a pinned clock
 * stepping through the days. Each member's daily message comes at their own time and carries their
 * picks (pickDailyRequests, as the delivery does); on a share of days they pray for them ("I prayed",
 * prayForRequest) within two hours. New requests arrive through the day; the oldest open one is
 * answered when the group has more than its usual number open. Measured on the requests that arrive
 * after a week's warm-up: how many had 3 prayers within 24 hours, and the longest wait for a first.
 * Used by a test on both databases and by `npm run bench:rotation`.
 */
import { eq, sql } from 'drizzle-orm';
import { intercessions, userPrayers } from '@dps/db/schema';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../../context';
import { fixedClock } from '../../context';
import { createUser } from '../../accounts/create-user';
import { addDays } from '../../time/local-day';
import { prayForRequest } from '../../wall/pray-for-request';
import { pickDailyRequests } from '../pick-daily-requests';
import { circleOf, circleRequest } from './circle-fixtures';

export interface RotationSimulation {
  members: number;
  openRequests: number;
  /** The share of days a member prays through their daily message. */
  prayingShare: number;
  /** New requests a day: the chance of 0, 1, 2, … on a day. */
  arrivals: readonly number[];
  warmupDays: number;
  measuredDays: number;
  seed: number;
  /** The first local date (UTC). */
  start: string;
  /** Distinguishes the group's chat (several simulations in one database). */
  target: string;
}

export interface RotationFigures {
  measured: number;
  withThreeIn24h: number;
  shareWithThreeIn24h: number;
  /** Hours from a request's arrival to its first prayer (a request never prayed for counts to the end). */
  longestFirstWaitHours: number;
  medianPrayersIn24h: number;
  prayers: number;
  days: number;
}

/** A small deterministic generator (mulberry32): the same seed, the same group and the same days. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR = 3_600_000;

export async function simulateRotation(base: Ctx, o: RotationSimulation): Promise<RotationFigures> {
  const rnd = random(o.seed);
  const clock = fixedClock(`${o.start}T00:00:00Z`);
  const ctx: Ctx = { ...base, clock };
  const members: { id: number; minutes: number }[] = [];
  for (let i = 0; i < o.members; i++) {
    const u = await createUser(ctx, {
      email: `sim-${o.target}-${i}@example.test`,
      emailConfirmed: true,
      firstName: `Member${i}`,
      lastName: 'Sim',
      role: 'user',
      timeZone: 'UTC',
    });
    // Reminder times through the waking day, 06:00 to 21:00, as people choose them.
    members.push({ id: u.id, minutes: 360 + Math.round((900 * i) / Math.max(1, o.members - 1)) });
  }
  const circleId = await circleOf(
    ctx,
    o.target,
    members.map((m) => m.id),
  );
  const pick = () => members[Math.floor(rnd() * members.length)]!.id;
  // The standing requests, asked over the weeks before.
  for (let i = 0; i < o.openRequests; i++)
    await circleRequest(ctx, {
      userId: pick(),
      circleId,
      title: `Standing request ${i + 1}`,
      at: new Date(clock.now().getTime() - (o.openRequests - i) * 24 * HOUR),
    });

  const measured: { id: number; at: Date }[] = [];
  const days = o.warmupDays + o.measuredDays;
  let prayers = 0;
  for (let day = 0; day < days; day++) {
    const date = addDays(o.start, day);
    const midnight = new Date(`${date}T00:00:00Z`).getTime();
    type Event = { at: number; run: () => Promise<void> };
    const events: Event[] = [];
    // Today's new requests, at a time of day between 06:00 and 23:00.
    let n = 0;
    for (let r = rnd(), acc = 0; n < o.arrivals.length; n++) {
      acc += o.arrivals[n]!;
      if (r < acc) break;
    }
    for (let k = 0; k < n; k++) {
      const at = midnight + (6 + rnd() * 17) * HOUR;
      const author = pick();
      events.push({
        at,
        run: async () => {
          const id = await circleRequest(ctx, {
            userId: author,
            circleId,
            title: `Request of day ${day}`,
            at: new Date(at),
          });
          if (day >= o.warmupDays) measured.push({ id, at: new Date(at) });
          // The group keeps about its usual number open: the oldest one is answered.
          const open = await queryRows<{ id: number }>(
            ctx.db,
            sql`select up.id from user_prayers up join request_circles rc on rc.request_id = up.id
                where rc.circle_id = ${circleId} and up.answered_at is null order by up.created_at, up.id`,
          );
          if (open.length > o.openRequests)
            await ctx.db
              .update(userPrayers)
              .set({ answeredAt: new Date(at) })
              .where(eq(userPrayers.id, open[0]!.id));
        },
      });
    }
    for (const m of members) {
      const at = midnight + m.minutes * 60_000;
      const prays = rnd() < o.prayingShare;
      const delay = rnd() * 2 * HOUR;
      events.push({
        at,
        run: async () => {
          const picks = await pickDailyRequests(ctx, { userId: m.id, localDate: date });
          if (!prays || picks.length === 0) return;
          // Prayed within two hours of the message (the clock moves back afterwards for the next event).
          const before = clock.now();
          clock.set(new Date(at + delay));
          for (const p of picks) {
            const r = await prayForRequest(
              { ...ctx, userId: m.id, timeZone: 'UTC' },
              { requestId: p.id, source: 'telegram' },
            );
            if (r.counted) prayers++;
          }
          clock.set(before);
        },
      });
    }
    events.sort((a, b) => a.at - b.at);
    for (const e of events) {
      clock.set(new Date(e.at));
      await e.run();
    }
  }

  const end = new Date(`${addDays(o.start, days)}T00:00:00Z`).getTime();
  let withThree = 0;
  let longest = 0;
  const counts: number[] = [];
  for (const r of measured) {
    const rows = await ctx.db
      .select({ at: intercessions.createdAt })
      .from(intercessions)
      .where(eq(intercessions.userPrayerId, r.id));
    const times = rows.map((x) => x.at.getTime()).sort((a, b) => a - b);
    const in24 = times.filter((t) => t - r.at.getTime() <= 24 * HOUR).length;
    counts.push(in24);
    if (in24 >= 3) withThree++;
    const first = times[0] ?? end;
    longest = Math.max(longest, (first - r.at.getTime()) / HOUR);
  }
  counts.sort((a, b) => a - b);
  return {
    measured: measured.length,
    withThreeIn24h: withThree,
    shareWithThreeIn24h: measured.length ? withThree / measured.length : 1,
    longestFirstWaitHours: Math.round(longest * 10) / 10,
    medianPrayersIn24h: counts[Math.floor(counts.length / 2)] ?? 0,
    prayers,
    days,
  };
}
