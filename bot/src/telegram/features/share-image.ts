/**
 * 🖼 Image (decision 214): a passage sent as a photo, the square share image of
 * GET /api/scripture/image (the same core renderer and cache rules), with the reference, a link to
 * read it in context, and a button for the other theme.
 *
 * Two kinds of button lead here:
 * - `img:p:<prayerId>[:d]` under the 📤 Share reply of a prayer: its passage in the person's version
 *   (the bibleVersion setting, the same on every channel). Only a prayer published to the person.
 * - `img:r:<version>:<l|d>:<ref>` for any passage answer (`shareImageButton` makes it), when the
 *   reference fits in Telegram's 64 bytes of callback data.
 *
 * An image that holds only part of the passage says which verses it holds, on it and in the
 * caption, with a button for the verses after it when their reference fits (decision 275). A
 * person's renders count against the same per-person limit as on the web (decision 276).
 */
import { Composer, InlineKeyboard, InputFile } from 'grammy';
import { getPublishedPrayer } from '@dps/core/prayers/published-prayer';
import { admitShareImage } from '@dps/core/scripture/admit-share-image';
import { createShareImages, type ShareImage, type TShareImageInput } from '@dps/core/scripture/share-images';
import type { BibleVersionId } from '@dps/core/scripture/versions';
import { getSettings } from '@dps/core/settings/get-settings';
import type { BotContext } from '../bot-context';
import { escapeHtml } from '../format';
import type { Words } from '../words';

type Theme = 'light' | 'dark';
const themeOf = (t: string | undefined): Theme => (t === 'd' ? 'dark' : 'light');
const letter = (t: Theme) => (t === 'dark' ? 'd' : 'l');

/** Callback data of the image buttons (at most 64 bytes, as Telegram allows). */
export const shareImageData = {
  prayer: (prayerId: number, theme: Theme = 'light') => `img:p:${prayerId}${theme === 'dark' ? ':d' : ''}`,
  passage: (ref: string, version: BibleVersionId, theme: Theme = 'light') => `img:r:${version}:${letter(theme)}:${ref}`,
};

/** A "🖼 Image" button for a passage answer, or null when the reference is too long for callback data. */
export function shareImageButton(
  words: Words,
  ref: string,
  version: BibleVersionId,
): { text: string; callback_data: string } | null {
  const data = shareImageData.passage(ref, version);
  return Buffer.byteLength(data) <= 64 ? { text: words.t('telegramToday.share.image'), callback_data: data } : null;
}

/** A stored reference's own version tag ("Psalm 23:1-4 (WEB)") is left off: the person's version is used. */
function bareReference(ref: string): string {
  const tag = /\((?:WEB|KJV|RV1909)\)$/.exec(ref);
  return tag ? ref.slice(0, tag.index).trimEnd() : ref;
}

export function shareImageFeature(opts: { appName: string; appUrl: string }): Composer<BotContext> {
  const images = createShareImages({ brand: { name: opts.appName, url: opts.appUrl } });
  const feature = new Composer<BotContext>();

  const send = async (c: BotContext, input: TShareImageInput, other: (theme: Theme) => string) => {
    // Rendered before the tap is answered: a passage that cannot be drawn, or one too many, is the
    // tap's popup (error boundary).
    const image = await images.render(input, {
      admit: async () => {
        const actor = await c.app.actor();
        await admitShareImage(actor, { userId: actor.userId });
      },
    });
    const words = await c.app.words();
    await c.answerCallbackQuery();
    const keyboard = new InlineKeyboard().text(
      image.theme === 'light' ? words.t('telegramScripture.image.dark') : words.t('telegramScripture.image.light'),
      other(image.theme === 'light' ? 'dark' : 'light'),
    );
    const next = image.rest === undefined ? null : shareImageData.passage(image.rest, image.version.id, image.theme);
    if (next !== null && Buffer.byteLength(next) <= 64)
      keyboard.row().text(words.t('telegramScripture.image.nextVerses', { reference: image.rest! }), next);
    await c.replyWithPhoto(new InputFile(image.png, fileName(image)), {
      caption: caption(words, image, opts.appUrl),
      parse_mode: 'HTML',
      reply_markup: keyboard,
    });
  };

  feature.callbackQuery(/^img:p:(\d{1,10})(?::(d))?$/, async (c) => {
    const actor = await c.app.actor();
    // Callback data is the client's to forge: only a prayer published to this person is drawn.
    const prayer = await getPublishedPrayer(actor, { prayerId: Number(c.match[1]) });
    if (!prayer.scriptureReference) {
      const { t } = await c.app.words();
      await c.answerCallbackQuery({ text: t('telegramScripture.image.noPassage'), show_alert: true });
      return;
    }
    const { bibleVersion } = await getSettings(actor);
    await send(
      c,
      { ref: bareReference(prayer.scriptureReference), version: bibleVersion, theme: themeOf(c.match[2]) },
      (t) => shareImageData.prayer(prayer.id, t),
    );
  });

  feature.callbackQuery(/^img:r:(web|kjv|rv1909):([ld]):(.{1,54})$/, async (c) => {
    const version = c.match[1] as BibleVersionId;
    const ref = c.match[3]!;
    await send(c, { ref, version, theme: themeOf(c.match[2]) }, (t) => shareImageData.passage(ref, version, t));
  });

  return feature;
}

function caption(words: Words, image: ShareImage, appUrl: string): string {
  const link = new URL(`/bible?ref=${encodeURIComponent(image.reference)}&v=${image.version.id}`, appUrl).toString();
  const { rich } = words;
  return [
    `<b>${escapeHtml(image.reference)}</b> · ${escapeHtml(image.version.name)}`,
    ...(image.shown < image.total
      ? [
          rich('telegramScripture.image.firstVerses', {
            shown: image.shown,
            total: image.total,
            passage: image.passageReference,
          }),
        ]
      : []),
    rich('telegramScripture.image.readInContext', {}, link),
  ].join('\n');
}

function fileName(image: ShareImage): string {
  const slug = `${image.reference} ${image.version.abbreviation} ${image.theme}`
    .toLowerCase()
    .normalize('NFD')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-');
  return `${slug}.png`;
}
