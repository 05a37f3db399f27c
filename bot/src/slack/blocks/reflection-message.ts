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
import { LANGUAGES } from '@dps/db/content/languages';
import { languageOf, type Words } from '../slack-language';

type KnownBlock = types.KnownBlock;

export const AMEN_ACTION = 'reflection_amen';
export const REFLECTION_METADATA = 'dps_reflection';

/** The reflection, and the language the message is in (its count is redrawn in it; older buttons: English). */
export const ZAmenButton = z.object({ r: z.number().int().positive().max(MAX_ID), l: z.enum(LANGUAGES).optional() });

export function parseAmenButton(value: string | undefined): z.infer<typeof ZAmenButton> | null {
  try {
    const r = ZAmenButton.safeParse(JSON.parse(value ?? ''));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

const amenText = (words: Words, likes: number) => words.t('slackPost.reflection.like', { count: Math.max(0, likes) });

/** A reflection as posted in a channel's thread, in the channel's language. */
export function reflectionMessage(words: Words, r: {
  id: number;
  prayerId: number;
  content: string;
  firstName: string;
  likes?: number;
}): SlackMessage {
  // The name and the words are the member's: escaped for the blocks AND the fallback text.
  const name = truncate(slackEscape(r.firstName.trim() || words.t('slackPost.someone'), { inline: true }), 100);
  const chunks = chunkText(slackEscape(r.content), 2800);
  const blocks: KnownBlock[] = chunks.map((c, i) => ({
    type: 'section',
    text: userMrkdwn(i === 0 ? `${words.t('slackPost.reflection.heading', { name })}\n${quote(c)}` : quote(c)),
  }));
  blocks.push({
    type: 'actions',
    block_id: 'reflection_actions',
    elements: [
      {
        type: 'button',
        action_id: AMEN_ACTION,
        text: { type: 'plain_text', text: amenText(words, r.likes ?? 0), emoji: true },
        value: JSON.stringify(languageOf(words) === 'en' ? { r: r.id } : { r: r.id, l: languageOf(words) }),
      },
    ],
  });
  return {
    text: words.t('slackPost.reflection.fallback', { name }),
    blocks,
    metadata: { event_type: REFLECTION_METADATA, event_payload: { reflection_id: r.id, prayer_id: r.prayerId } },
  };
}

/** The reflection message as received, with the like count updated (in the message's language). */
export function withAmenCount(words: Words, blocks: KnownBlock[], likes: number): KnownBlock[] {
  return blocks.map((b) =>
    b.type === 'actions' && b.block_id === 'reflection_actions'
      ? {
          ...b,
          elements: b.elements.map((el) =>
            el.type === 'button' && el.action_id === AMEN_ACTION
              ? { ...el, text: { type: 'plain_text' as const, text: amenText(words, likes), emoji: true } }
              : el,
          ),
        }
      : b,
  );
}
