/**
 * Each platform's send budget, shared by every scheduler instance through the database (decision
 * 120). A budget of `size` sends per second is `size` slots. A send holds a slot from before it
 * starts until a second after its answer; the platform saw each request between its start and its
 * answer, so two sends of one slot are more than a second apart at the platform, and no rolling
 * second there ever holds more than `size` sends — whatever the number of instances, the network's
 * jitter or a busy event loop. Times are the database's clock (`clock_timestamp()`): one judge for
 * every instance, whatever their clocks say.
 *
 * A slot may be taken before it is free: the taker is told how long to wait, and waits locally, so
 * no instance polls the database to find the next free moment.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { parseInput } from '../validate';

/** How long a crashed holder keeps a slot (a send in progress never takes this long). */
export const SLOT_HOLD_SECONDS = 60;
/** Margin added to the second a used slot rests (clock granularity, the platform's own rounding). */
export const SLOT_MARGIN_MS = 5;

const ZBudget = z.object({
  budget: z.string().min(1).max(100),
  /** Sends per rolling second: the number of slots used. */
  size: z.number().int().min(1).max(1000),
});

export const ZTakeSendSlotsInput = ZBudget.extend({
  holder: z.string().min(1).max(200),
  want: z.number().int().min(1).max(100),
});
export type TTakeSendSlotsInput = z.input<typeof ZTakeSendSlotsInput>;

export interface TakenSlot {
  slot: number;
  /** Wait this long (from when the answer arrives) before the send may start. */
  waitMs: number;
}

/** Make sure the budget's slots exist (idempotent; instances configured with fewer use fewer). */
export async function ensureSendBudget(ctx: Ctx, input: z.input<typeof ZBudget>): Promise<void> {
  const { budget, size } = parseInput(ZBudget, input);
  await ctx.db.execute(sql`
    insert into send_budget_slots (budget, slot, free_at)
    select ${budget}, g, clock_timestamp() from generate_series(0, ${size - 1}::int) as g
    on conflict (budget, slot) do nothing`);
}

/**
 * Take up to `want` slots for sends, soonest free first (a slot whose holder crashed counts as
 * free a second after its hold ran out). Fewer, or none, when other instances hold the rest.
 * SKIP LOCKED: instances taking at once split the slots instead of waiting for each other.
 */
export async function takeSendSlots(ctx: Ctx, input: TTakeSendSlotsInput): Promise<TakenSlot[]> {
  const { budget, size, holder, want } = parseInput(ZTakeSendSlotsInput, input);
  return queryRows<TakenSlot>(
    ctx.db,
    sql`with c as (
          select slot,
                 case when held_by is null then free_at
                      else greatest(free_at, held_until + interval '1 second') end as at
          from send_budget_slots
          where budget = ${budget} and slot < ${size}::int
            and (held_by is null or held_until < clock_timestamp())
          order by 2
          limit ${want}::int
          for update skip locked
        )
        update send_budget_slots s
        set held_by = ${holder}, held_until = clock_timestamp() + ${SLOT_HOLD_SECONDS}::int * interval '1 second',
            free_at = c.at
        from c
        where s.budget = ${budget} and s.slot = c.slot
        returning s.slot, greatest(0, ceil(extract(epoch from (c.at - clock_timestamp())) * 1000))::int as "waitMs"`,
  );
}

export const ZFreeSendSlotsInput = z.object({
  budget: z.string().min(1).max(100),
  holder: z.string().min(1).max(200),
  slots: z.array(
    z.object({
      slot: z.number().int().min(0),
      /**
       * null: the slot was not used (hand it back as it was). Otherwise how long ago (ms) the
       * send's answer arrived: the slot rests until a second after that.
       */
      answeredMsAgo: z.number().min(0).nullable(),
    }),
  ),
});
export type TFreeSendSlotsInput = z.input<typeof ZFreeSendSlotsInput>;

/** Hand slots back after their sends were answered (or unused). Only the holder's own slots are touched. */
export async function freeSendSlots(ctx: Ctx, input: TFreeSendSlotsInput): Promise<void> {
  const { budget, holder, slots } = parseInput(ZFreeSendSlotsInput, input);
  if (slots.length === 0) return;
  // The rest is counted from the answer; a late statement only makes it longer (never shorter).
  const rest = slots.map((s) =>
    s.answeredMsAgo === null ? -1 : Math.max(0, Math.ceil(1000 + SLOT_MARGIN_MS - s.answeredMsAgo)),
  );
  await ctx.db.execute(sql`
    update send_budget_slots s
    set held_by = null, held_until = null,
        free_at = case when x.rest_ms < 0 then s.free_at
                       else greatest(s.free_at, clock_timestamp() + x.rest_ms * interval '1 millisecond') end
    from unnest(
      string_to_array(${slots.map((s) => s.slot).join(',')}, ',')::int[],
      string_to_array(${rest.join(',')}, ',')::int[]
    ) as x(slot, rest_ms)
    where s.budget = ${budget} and s.slot = x.slot and s.held_by = ${holder}`);
}

/** The platform said 429: no instance starts a send of this budget for `ms`. */
export async function pauseSendBudget(ctx: Ctx, input: { budget: string; ms: number }): Promise<void> {
  const { budget, ms } = parseInput(
    z.object({ budget: z.string().min(1).max(100), ms: z.number().int().min(0).max(3_600_000) }),
    input,
  );
  await ctx.db.execute(sql`
    update send_budget_slots set free_at = greatest(free_at, clock_timestamp() + ${ms}::int * interval '1 millisecond')
    where budget = ${budget}`);
}
