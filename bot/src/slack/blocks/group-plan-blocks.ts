/**
 * A channel's plan in its Slack daily post (decision 237): below the prayer and its count, the
 * day's title, passages linked to the web reader, the question for the channel, how many marked it
 * done and a ☑️ Done button; the day after the last day, the summary with 🙋 My part. And a
 * member's own place, in an ephemeral message only they see. Block ids start with `group_plan_`,
 * so a redraw of the prayer's count (withPrayedCount) keeps them.
 */
import type { types } from '@slack/bolt';
import { z } from 'zod';
import type { DeliveryGroupPlan } from '@dps/core/delivery/delivery-types';
import type { GroupMemberPosition } from '@dps/core/plans/group-plan-done';
import { slackEscape, truncate } from './text';
import { words, type Lang } from '../group-plan-words';

type KnownBlock = types.KnownBlock;

export const GROUP_PLAN_DONE_ACTION = 'group_plan_done';
export const GROUP_PLAN_MINE_ACTION = 'group_plan_mine';

export const ZGroupPlanButton = z.object({
  r: z.number().int().min(1).max(2_147_483_647),
  d: z.number().int().min(1).max(366).optional(),
});
export type GroupPlanButton = z.infer<typeof ZGroupPlanButton>;

/** A button's value, or null when it is not one of ours. */
export function parseGroupPlanButton(value: string | undefined): GroupPlanButton | null {
  if (!value || value.length > 100) return null;
  try {
    const r = ZGroupPlanButton.safeParse(JSON.parse(value));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

const readerUrl = (appUrl: string, ref: string) =>
  `${appUrl.replace(/\/$/, '')}/bible?ref=${encodeURIComponent(ref.trim())}`;

/** Passages as links to the web reader (plain references without the app's address). */
export function passagesMrkdwn(passages: readonly string[], appUrl?: string): string {
  return passages
    .map((p) =>
      appUrl ? `<${readerUrl(appUrl, p)}|${slackEscape(p, { inline: true })}>` : slackEscape(p, { inline: true }),
    )
    .join(' · ');
}

function button(text: string, actionId: string, value: GroupPlanButton) {
  return {
    type: 'button' as const,
    action_id: actionId,
    text: { type: 'plain_text' as const, text, emoji: true },
    value: JSON.stringify(value),
  };
}

/**
 * The plan part of a channel's post, its words in the channel's language (the plan's own title,
 * passages and question stay as written); the plan's language for a channel that has none.
 */
export function groupPlanBlocks(parts: readonly DeliveryGroupPlan[], appUrl?: string, language?: Lang | null): KnownBlock[] {
  const blocks: KnownBlock[] = [];
  for (const p of parts) {
    const lang = language ?? p.language;
    blocks.push({ type: 'divider', block_id: `group_plan_div_${p.runId}` });
    if (p.kind === 'summary') {
      blocks.push({
        type: 'section',
        block_id: `group_plan_text_${p.runId}`,
        text: { type: 'mrkdwn', text: truncate(words.summary(lang, p), 2900) },
      });
      blocks.push({
        type: 'actions',
        block_id: `group_plan_actions_${p.runId}`,
        elements: [button(words.myPartButtonText(lang), GROUP_PLAN_MINE_ACTION, { r: p.runId })],
      });
      continue;
    }
    blocks.push({
      type: 'section',
      block_id: `group_plan_text_${p.runId}`,
      text: {
        type: 'mrkdwn',
        text: truncate(words.day(lang, { ...p, passages: passagesMrkdwn(p.passages, appUrl) }), 2900),
      },
    });
    blocks.push({
      type: 'context',
      block_id: `group_plan_count_${p.runId}`,
      elements: [{ type: 'mrkdwn', text: words.doneCount(lang, p.done) }],
    });
    blocks.push({
      type: 'actions',
      block_id: `group_plan_actions_${p.runId}`,
      elements: [button(words.doneButtonText(lang), GROUP_PLAN_DONE_ACTION, { r: p.runId, d: p.day })],
    });
  }
  return blocks;
}

/** A member's own place, for an ephemeral message: the days waiting, linked, each with its button. */
export function positionBlocks(
  lang: Lang,
  p: GroupMemberPosition,
  appUrl: string,
  done: ReadonlySet<number> = new Set(),
  lead?: string,
): { text: string; blocks: KnownBlock[] } {
  const head = lead ? [{ type: 'section' as const, text: { type: 'mrkdwn' as const, text: truncate(lead, 2900) } }] : [];
  if (p.catchUp.length === 0) {
    const text = words.upToDate(lang, { planTitle: p.planTitle, done: p.done.length, length: p.length });
    return { text, blocks: [...head, { type: 'section', text: { type: 'mrkdwn', text } }] };
  }
  const text = [
    words.position(lang, { planTitle: p.planTitle, length: p.length, dueThrough: p.dueThrough, done: p.done.length }),
    ...p.days.map((d) => words.positionDay(lang, { day: d.day, title: d.title, passages: passagesMrkdwn(d.passages, appUrl) })),
  ].join('\n');
  return {
    text: truncate(text, 2900),
    blocks: [
      ...head,
      { type: 'section', text: { type: 'mrkdwn', text: truncate(text, 2900) } },
      {
        type: 'actions',
        block_id: `group_plan_catch_up_${p.runId}`,
        elements: p.days.slice(0, 25).map((d) =>
          button(words.dayDoneButtonText(lang, d.day, done.has(d.day)), GROUP_PLAN_DONE_ACTION, { r: p.runId, d: d.day }),
        ),
      },
      { type: 'context', elements: [{ type: 'mrkdwn', text: words.positionFooter(lang) }] },
    ],
  };
}
