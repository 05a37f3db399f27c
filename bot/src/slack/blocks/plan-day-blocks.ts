/**
 * A person's plan day inside their daily Slack DM (decision 216): the plan and day, the
 * day's title, the passages as links to the web reader, and a "Mark day N done" button. Kept by
 * block id, so a redraw of the prayer's buttons keeps them. In the member's language (decision 239);
 * the button carries it, so the redrawn "Day N done" speaks the language the message was drawn in.
 */
import type { types } from '@slack/bolt';
import { z } from 'zod';
import type { DeliveryPlanDay } from '@dps/core/delivery/delivery-types';
import { LANGUAGES } from '@dps/db/content/languages';
import { languageOf, wordsFor, type Words } from '../slack-language';
import { slackEscape, truncate } from './text';

type KnownBlock = types.KnownBlock;

export const PLAN_DAY_DONE_ACTION = 'plan_day_done';
const BLOCK_PREFIX = 'plan_day_';

export const ZPlanDayButton = z.object({
  r: z.number().int().min(1).max(2_147_483_647),
  d: z.number().int().min(1).max(366),
  /** The language the message was drawn in (absent on buttons drawn before it was carried). */
  l: z.enum(LANGUAGES).optional(),
});
export type PlanDayButton = z.infer<typeof ZPlanDayButton>;

/** A button's value, or null when it is not one of ours. */
export function parsePlanDayButton(value: string | undefined): PlanDayButton | null {
  if (!value || value.length > 100) return null;
  try {
    const r = ZPlanDayButton.safeParse(JSON.parse(value));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

const readerUrl = (appUrl: string, ref: string) =>
  `${appUrl.replace(/\/$/, '')}/bible?ref=${encodeURIComponent(ref.trim())}`;

export function planDayBlocks(
  days: readonly DeliveryPlanDay[],
  words: Words,
  appUrl?: string,
  done: ReadonlySet<string> = new Set(),
): KnownBlock[] {
  const blocks: KnownBlock[] = [];
  const language = languageOf(words);
  for (const d of days) {
    const passages = d.passages
      .map((p) =>
        appUrl ? `<${readerUrl(appUrl, p)}|${slackEscape(p, { inline: true })}>` : slackEscape(p, { inline: true }),
      )
      .join(' · ');
    const lines = [
      words.t('slackPlans.day.heading', { title: slackEscape(d.planTitle, { inline: true }), day: d.day, length: d.length }),
      `*${slackEscape(d.title, { inline: true })}*`,
      appUrl
        ? `${words.t('slackPlans.day.read', { passages })} · <${appUrl.replace(/\/$/, '')}/plans/runs/${d.runId}/days/${d.day}|${words.t('slackPlans.day.open')}>`
        : words.t('slackPlans.day.read', { passages }),
    ];
    if (d.waiting > 1) lines.push(words.t('slackPlans.day.waiting', { count: d.waiting - 1 }));
    blocks.push({ type: 'divider', block_id: `${BLOCK_PREFIX}div_${d.runId}` });
    blocks.push({
      type: 'section',
      block_id: `${BLOCK_PREFIX}text_${d.runId}`,
      text: { type: 'mrkdwn', text: truncate(lines.join('\n'), 2900) },
    });
    const isDone = done.has(`${d.runId}:${d.day}`);
    blocks.push({
      type: 'actions',
      block_id: `${BLOCK_PREFIX}actions_${d.runId}`,
      elements: [
        {
          type: 'button',
          action_id: PLAN_DAY_DONE_ACTION,
          text: {
            type: 'plain_text',
            text: words.t(isDone ? 'slackPlans.button.done' : 'slackPlans.button.mark', { day: d.day }),
            emoji: true,
          },
          value: JSON.stringify({ r: d.runId, d: d.day, l: language }),
        },
      ],
    });
  }
  return blocks;
}

/** The plan blocks of a message as it was (to keep them when the prayer part is redrawn). */
export function keptPlanDayBlocks(blocks: readonly unknown[] | undefined): KnownBlock[] {
  return ((blocks ?? []) as KnownBlock[]).filter(
    (b) => typeof b.block_id === 'string' && b.block_id.startsWith(BLOCK_PREFIX),
  );
}

/** The same blocks with one day's button shown done, in the button's language (else `fallback`'s). */
export function markPlanDayBlockDone(blocks: readonly unknown[], btn: PlanDayButton, fallback?: string): KnownBlock[] {
  const label = wordsFor(btn.l ?? fallback).t('slackPlans.button.done', { day: btn.d });
  return (blocks as KnownBlock[]).map((b) => {
    if (b.type !== 'actions' || b.block_id !== `${BLOCK_PREFIX}actions_${btn.r}`) return b;
    return {
      ...b,
      elements: b.elements.map((e) =>
        e.type === 'button' && e.action_id === PLAN_DAY_DONE_ACTION
          ? { ...e, text: { type: 'plain_text' as const, text: label, emoji: true } }
          : e,
      ),
    };
  });
}
