/**
 * A weekly message (decision 308) as Slack shows it: the title in bold, one line each, and the
 * pulse's kind-note buttons (`weekly_away_note`, value `<circle>:<member>`).
 */
import type { types } from '@slack/bolt';
import type { WeeklyMessage } from '@dps/core/circles/weekly/weekly-message';
import { slackEscape } from './text';

export const WEEKLY_AWAY_NOTE_ACTION = 'weekly_away_note';

export function weeklyBlocks(m: WeeklyMessage): { text: string; blocks: types.KnownBlock[] } {
  const text = [`*${slackEscape(m.title, { inline: true })}*`, ...m.lines.map((l) => slackEscape(l))].join('\n');
  const blocks: types.KnownBlock[] = [{ type: 'section', text: { type: 'mrkdwn', text } }];
  if (m.buttons.length > 0)
    blocks.push({
      type: 'actions',
      elements: m.buttons.map((b) => ({
        type: 'button' as const,
        action_id: WEEKLY_AWAY_NOTE_ACTION,
        text: { type: 'plain_text' as const, text: slackEscape(b.text, { type: 'plain_text' }) },
        value: `${b.circleId}:${b.userId}`,
      })),
    });
  return { text, blocks };
}

/** A kind-note button's value, or null. */
export function parseAwayNoteValue(value: string | undefined): { circleId: number; userId: number } | null {
  const m = /^(\d{1,10}):(\d{1,10})$/.exec(value ?? '');
  return m ? { circleId: Number(m[1]), userId: Number(m[2]) } : null;
}
