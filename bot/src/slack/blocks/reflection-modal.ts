/** The "✍️ Reflect" modal: the reflection and a private / share choice (private by default, as on the web). */
import type { types } from '@slack/bolt';
import { z } from 'zod';
import { slackEscape, truncate, userMrkdwn } from './text';
import { MAX_ID } from '@dps/core/validate';

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

export function reflectionModal(meta: ReflectionModalMeta, prayerTitle: string, inChannel: boolean): types.ModalView {
  return {
    type: 'modal',
    callback_id: REFLECTION_VIEW,
    private_metadata: JSON.stringify(meta),
    title: { type: 'plain_text', text: 'Reflect' },
    submit: { type: 'plain_text', text: 'Submit' },
    close: { type: 'plain_text', text: 'Cancel' },
    blocks: [
      { type: 'context', elements: [userMrkdwn(`On *${truncate(slackEscape(prayerTitle, { inline: true }), 200)}*`)] },
      {
        type: 'input',
        block_id: REFLECTION_BLOCK,
        // Optional for Slack, so an empty or blank reflection reaches us and gets the spec's message.
        optional: true,
        label: { type: 'plain_text', text: 'Your reflection' },
        element: {
          type: 'plain_text_input',
          action_id: 'text',
          multiline: true,
          max_length: 5000,
          placeholder: { type: 'plain_text', text: 'What is God saying to you through this prayer?' },
        },
      },
      {
        type: 'input',
        block_id: VISIBILITY_BLOCK,
        label: { type: 'plain_text', text: 'Who can see it' },
        element: {
          type: 'radio_buttons',
          action_id: 'choice',
          initial_option: { text: { type: 'plain_text', text: '🔒 Private: only you' }, value: 'private' },
          options: [
            { text: { type: 'plain_text', text: '🔒 Private: only you' }, value: 'private' },
            {
              text: { type: 'plain_text', text: '🌍 Share with the community' },
              value: 'public',
              description: { type: 'plain_text', text: inChannel ? "Posted in this prayer's thread and shown on the web" : 'Shown with the community reflections on the web' },
            },
          ],
        },
      },
    ],
  };
}
