/** The "✍️ Reflect" modal, in the member's language: the reflection and a private / share choice (private by default, as on the web). */
import type { types } from '@slack/bolt';
import { z } from 'zod';
import { slackEscape, truncate, userMrkdwn } from './text';
import { MAX_ID } from '@dps/core/validate';
import type { Words } from '../slack-language';

export const REFLECTION_VIEW = 'reflection_modal';
export const REFLECTION_BLOCK = 'reflection';
export const VISIBILITY_BLOCK = 'visibility';

/** Carried through the modal: the prayer, and where the reflection came from (for the thread post). */
export const ZReflectionModalMeta = z.object({
  p: z.number().int().positive().max(MAX_ID),
  /** Channel the button was in. */
  c: z.string().optional(),
  /** The channel post's ts (its thread), when the button was on a channel post. */
  t: z.string().optional(),
});
export type ReflectionModalMeta = z.infer<typeof ZReflectionModalMeta>;

export function reflectionModal(
  words: Words,
  meta: ReflectionModalMeta,
  prayerTitle: string,
  inChannel: boolean,
): types.ModalView {
  const plain = (key: string) => ({ type: 'plain_text' as const, text: truncate(words.t(key), 24) });
  const priv = { type: 'plain_text' as const, text: words.t('slackModal.reflect.private') };
  return {
    type: 'modal',
    callback_id: REFLECTION_VIEW,
    private_metadata: JSON.stringify(meta),
    // Slack cuts a modal's title, submit and close at 24 characters.
    title: plain('slackModal.reflect.title'),
    submit: plain('slackModal.reflect.submit'),
    close: plain('slackModal.reflect.close'),
    blocks: [
      {
        type: 'context',
        elements: [
          userMrkdwn(words.t('slackModal.reflect.on', { title: truncate(slackEscape(prayerTitle, { inline: true }), 200) })),
        ],
      },
      {
        type: 'input',
        block_id: REFLECTION_BLOCK,
        // Optional for Slack, so an empty or blank reflection reaches us and gets the spec's message.
        optional: true,
        label: { type: 'plain_text', text: words.t('slackModal.reflect.label') },
        element: {
          type: 'plain_text_input',
          action_id: 'text',
          multiline: true,
          max_length: 5000,
          placeholder: { type: 'plain_text', text: words.t('slackModal.reflect.placeholder') },
        },
      },
      {
        type: 'input',
        block_id: VISIBILITY_BLOCK,
        label: { type: 'plain_text', text: words.t('slackModal.reflect.who') },
        element: {
          type: 'radio_buttons',
          action_id: 'choice',
          initial_option: { text: priv, value: 'private' },
          options: [
            { text: priv, value: 'private' },
            {
              text: { type: 'plain_text', text: words.t('slackModal.reflect.public') },
              value: 'public',
              description: {
                type: 'plain_text',
                text: words.t(inChannel ? 'slackModal.reflect.publicInChannel' : 'slackModal.reflect.publicOnWeb'),
              },
            },
          ],
        },
      },
    ],
  };
}
