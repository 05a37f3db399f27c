/**
 * A channel's plans as buttons (decision 273), in ephemeral messages only the member sees: the
 * list a page at a time (a section per plan with its Choose button), a time for a channel without
 * a daily prayer, and "first day now" or "with the daily post". Values carry the plan's id.
 */
import type { types } from '@slack/bolt';
import { z } from 'zod';
import type { PlanSummary } from '@dps/core/plans/plan-library';
import { ZPlanId } from '@dps/core/plans/plan-library';
import { slackEscape, truncate } from './text';
import { words, type Lang } from '../group-plan-words';

type KnownBlock = types.KnownBlock;

export const GROUP_PLAN_PICK_ACTION = 'group_plan_pick';
export const GROUP_PLAN_PAGE_BACK_ACTION = 'group_plan_page_back';
export const GROUP_PLAN_PAGE_MORE_ACTION = 'group_plan_page_more';
export const GROUP_PLAN_TIME_ACTION = 'group_plan_time';
export const GROUP_PLAN_NOW_ACTION = 'group_plan_now';
export const GROUP_PLAN_AT_TIME_ACTION = 'group_plan_at_time';
/** Every action id above, for the app's list of actions it answers. */
export const GROUP_PLAN_PICK_ACTIONS = [
  GROUP_PLAN_PICK_ACTION,
  GROUP_PLAN_PAGE_BACK_ACTION,
  GROUP_PLAN_PAGE_MORE_ACTION,
  GROUP_PLAN_TIME_ACTION,
  GROUP_PLAN_NOW_ACTION,
  GROUP_PLAN_AT_TIME_ACTION,
] as const;

export const PICK_PAGE_SIZE = 6;
export const PICK_TIMES = ['07:00', '08:00', '12:00', '18:00', '20:00', '21:00'] as const;

const ZPickValue = z.object({ p: ZPlanId.optional(), g: z.number().int().min(1).max(100).optional() });

/** A button's (or a time option's, 'plan|HH:MM') value, or null when it is not one of ours. */
export function parsePickValue(value: string | undefined): { p?: string; g?: number; time?: string } | null {
  if (!value || value.length > 150) return null;
  const timed = /^([a-z0-9-]{1,80})\|(\d{2}:\d{2})$/.exec(value);
  if (timed) return { p: timed[1]!, time: timed[2]! };
  try {
    const r = ZPickValue.safeParse(JSON.parse(value));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

const button = (text: string, actionId: string, value: object) => ({
  type: 'button' as const,
  action_id: actionId,
  text: { type: 'plain_text' as const, text, emoji: true },
  value: JSON.stringify(value),
});

/** One page of the list. */
export function pickBlocks(
  lang: Lang,
  plans: readonly PlanSummary[],
  page: number,
): { text: string; blocks: KnownBlock[] } {
  const pages = Math.max(1, Math.ceil(plans.length / PICK_PAGE_SIZE));
  const p = Math.min(Math.max(page, 1), pages);
  const text = words.pick(lang, p, pages);
  const blocks: KnownBlock[] = [{ type: 'section', text: { type: 'mrkdwn', text } }];
  for (const plan of plans.slice((p - 1) * PICK_PAGE_SIZE, p * PICK_PAGE_SIZE))
    blocks.push({
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: truncate(
          `*${slackEscape(words.pickButtonText(lang, plan), { inline: true })}*\n${slackEscape(plan.summary, { inline: true })}`,
          300,
        ),
      },
      accessory: button(words.chooseButtonText(lang), GROUP_PLAN_PICK_ACTION, { p: plan.id }),
    });
  const paging = [
    ...(p > 1 ? [button(words.pickPrevButtonText(lang), GROUP_PLAN_PAGE_BACK_ACTION, { g: p - 1 })] : []),
    ...(p < pages ? [button(words.pickNextButtonText(lang), GROUP_PLAN_PAGE_MORE_ACTION, { g: p + 1 })] : []),
  ];
  if (paging.length) blocks.push({ type: 'actions', elements: paging });
  return { text, blocks };
}

/** "First day now" or "with the daily post (07:00)". */
export function whenBlocks(lang: Lang, plan: PlanSummary, postTime: string): { text: string; blocks: KnownBlock[] } {
  const text = words.askWhen(lang, { planTitle: plan.title, length: plan.length });
  return {
    text,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text } },
      {
        type: 'actions',
        elements: [
          button(words.nowButtonText(lang), GROUP_PLAN_NOW_ACTION, { p: plan.id }),
          button(words.atTimeButtonText(lang, postTime), GROUP_PLAN_AT_TIME_ACTION, { p: plan.id }),
        ],
      },
    ],
  };
}

/** A channel without a daily prayer: its time first, in the zone it would get. */
export function timeBlocks(lang: Lang, plan: PlanSummary, timeZone: string): { text: string; blocks: KnownBlock[] } {
  const text = words.askTime(lang, { planTitle: plan.title, length: plan.length, timeZone });
  return {
    text,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text } },
      {
        type: 'actions',
        elements: [
          {
            type: 'static_select',
            action_id: GROUP_PLAN_TIME_ACTION,
            placeholder: { type: 'plain_text', text: words.timePlaceholderText(lang) },
            options: PICK_TIMES.map((time) => ({
              text: { type: 'plain_text' as const, text: words.timeButtonText(lang, time), emoji: true },
              value: `${plan.id}|${time}`,
            })),
          },
        ],
      },
    ],
  };
}
