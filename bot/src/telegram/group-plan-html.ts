/**
 * A group's plan as drawn in its Telegram daily post (decision 237): the day's title, passages
 * linked to the web reader, the question and how many marked it done, and the ☑️ Done / 🙋 My part
 * buttons. Pure: the daily message and the group post's redraw both draw with it.
 */
import type { InlineKeyboard } from 'grammy';
import type { Language } from '@dps/db/content/languages';
import type { DeliveryGroupPlan } from '@dps/core/delivery/delivery-types';
import { escapeHtml } from './format';
import { words } from './group-plan-words';
import { passageHtml } from './plan-day-html';

/** Callback data of the group plan buttons (under Telegram's 64 bytes). */
export const groupPlanCb = {
  done: (runId: number, day: number) => `gpd:${runId}:${day}`,
  mine: (runId: number) => `gpm:${runId}`,
};

/**
 * The plan part of a group's post (below the prayer and its count line), its words in the group's
 * language (the plan's own title, passages and question stay as written).
 */
export function groupPlansHtml(parts: readonly DeliveryGroupPlan[], appUrl?: string, language?: Language): string {
  return parts
    .map((p) => {
      const lang = language ?? p.language;
      if (p.kind === 'summary') return words.summary(lang, p);
      return [
        words.dayHeading(lang, p),
        `<b>${escapeHtml(p.title)}</b>`,
        words.read(lang, p.passages.map((ref) => passageHtml(ref, appUrl)).join(' · ')),
        ...(p.question ? [words.question(lang, p.question), words.repliesHint(lang)] : []),
        words.doneCount(lang, p.done),
      ].join('\n');
    })
    .join('\n\n');
}

/** One row per plan part under the prayer's buttons: ☑️ Done (a day), 🙋 My part (the summary). */
export function addGroupPlanButtons(
  kb: InlineKeyboard,
  parts: readonly DeliveryGroupPlan[],
  language?: Language,
): InlineKeyboard {
  for (const p of parts)
    kb.row().text(
      p.kind === 'day' ? words.doneButtonText(language ?? p.language) : words.myPartButtonText(language ?? p.language),
      p.kind === 'day' ? groupPlanCb.done(p.runId, p.day) : groupPlanCb.mine(p.runId),
    );
  return kb;
}
