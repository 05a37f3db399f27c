/**
 * A reflection shared in a prayer's thread, with its "❤️ Like" button and count: the web's like, one
 * word on every channel (decision 197). The action id keeps its old name so buttons on messages
 * posted before still work.
 */
import type { types } from '@slack/bolt';
import { z } from 'zod';
import type { SlackMessage } from './prayer-post';
import { chunkText, quote, slackEscape, truncate, userMrkdwn } from './text';
import { MAX_ID } from '@dps/core/validate';

type KnownBlock = types.KnownBlock;

export const AMEN_ACTION = 'reflection_amen';
export const REFLECTION_METADATA = 'dps_reflection';

export const ZAmenButton = z.object({ r: z.number().int().positive().max(MAX_ID) });

export function parseAmenButton(value: string | undefined): { r: number } | null {
  try {
    const r = ZAmenButton.safeParse(JSON.parse(value ?? ''));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

const amenText = (likes: number) => (likes > 0 ? `❤️ Like · ${likes}` : '❤️ Like');

export function reflectionMessage(r: {
  id: number;
  prayerId: number;
  content: string;
  firstName: string;
  likes?: number;
}): SlackMessage {
  // The name and the words are the member's: escaped for the blocks AND the fallback text.
  const name = truncate(slackEscape(r.firstName.trim() || 'A member', { inline: true }), 100);
  const chunks = chunkText(slackEscape(r.content), 2800);
  const blocks: KnownBlock[] = chunks.map((c, i) => ({
    type: 'section',
    text: userMrkdwn(i === 0 ? `✍️ *${name}* reflected:\n${quote(c)}` : quote(c)),
  }));
  blocks.push({
    type: 'actions',
    block_id: 'reflection_actions',
    elements: [
      {
        type: 'button',
        action_id: AMEN_ACTION,
        text: { type: 'plain_text', text: amenText(r.likes ?? 0), emoji: true },
        value: JSON.stringify({ r: r.id }),
      },
    ],
  });
  return {
    text: `${name} shared a reflection`,
    blocks,
    metadata: { event_type: REFLECTION_METADATA, event_payload: { reflection_id: r.id, prayer_id: r.prayerId } },
  };
}

/** The reflection message as received, with the like count updated. */
export function withAmenCount(blocks: KnownBlock[], likes: number): KnownBlock[] {
  return blocks.map((b) =>
    b.type === 'actions' && b.block_id === 'reflection_actions'
      ? {
          ...b,
          elements: b.elements.map((el) =>
            el.type === 'button' && el.action_id === AMEN_ACTION
              ? { ...el, text: { type: 'plain_text' as const, text: amenText(likes), emoji: true } }
              : el,
          ),
        }
      : b,
  );
}
