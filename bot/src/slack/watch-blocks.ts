/**
 * A watch message (decision 346) as Slack shows it: the title in bold, one line each, and its
 * buttons (`action_id` `watch_<action>`, a claim's suffixed with its slot so each is unique in the
 * message; `value` `<watch>[:<slot>]`; the Slack watch listeners answer them). "Open on the web"
 * is a link under the text: a link button would still send an action someone must acknowledge.
 */
import type { types } from '@slack/bolt';
import type { WatchButton, WatchMessage } from '@dps/core/watches/watch-outbox-types';
import { slackEscape } from './blocks/text';

export const watchActionId = (b: WatchButton): string =>
  b.action === 'claim' && b.slot !== undefined ? `watch_claim_${b.slot}` : `watch_${b.action}`;

const linkLabel = (s: string) => s.replace(/[<>|]/g, '');

export function watchBlocks(m: WatchMessage): { text: string; blocks: types.KnownBlock[] } {
  const text = [`*${slackEscape(m.title, { inline: true })}*`, ...m.lines.map((l) => slackEscape(l))].join('\n');
  const blocks: types.KnownBlock[] = [{ type: 'section', text: { type: 'mrkdwn', text } }];
  for (const row of m.buttons) {
    const actions = row.filter((b) => b.action !== 'open');
    if (actions.length > 0)
      blocks.push({
        type: 'actions',
        elements: actions.map((b) => ({
          type: 'button' as const,
          action_id: watchActionId(b),
          text: { type: 'plain_text' as const, text: slackEscape(b.text, { type: 'plain_text' }) },
          value: b.slot === undefined ? String(b.watchId) : `${b.watchId}:${b.slot}`,
        })),
      });
    for (const b of row.filter((x) => x.action === 'open' && x.url))
      blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: `<${b.url}|${linkLabel(b.text)}>` }] });
  }
  return { text, blocks };
}
