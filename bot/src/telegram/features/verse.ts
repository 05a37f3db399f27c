/**
 * Scripture on request (decision 212): `/verse <reference>` in any chat, a plain reference
 * sent in a private chat ("John 3:16", "Salmos 23 RV1909"), and, in a group, a message that mentions
 * the bot with a reference ("@bot Psalm 23"). A group's ordinary talk is never answered, even when
 * it names a verse: the bot speaks there only when asked. One reply per message, however often the
 * reference repeats a verse; a long passage is cut to Telegram's limit with a link to the reader.
 * The passage is in the person's Bible (`bibleVersion`) when they have an account, else their app
 * language's (WEB or RV1909);
 * a version named in the reference wins. What cannot be read is answered with the passage service's
 * own message (the error boundary shows it), never an error.
 */
import { Composer } from 'grammy';
import { getPassage } from '@dps/core/scripture/get-passage';
import { referenceInMessage, referencesAskedFor } from '@dps/core/scripture/reference-in-message';
import { bibleVersion, DEFAULT_VERSION, type BibleVersionId } from '@dps/core/scripture/versions';
import { getIdentityBibleVersion } from '@dps/core/settings/get-identity-bible-version';
import type { BotContext } from '../bot-context';
import { UsageError } from '../errors';
import { passageMessage } from '../passage-html';
import { languageOf } from '../words';
import { shareImageButton } from './share-image';

/** `t.me/<bot>?start=verse`: where inline mode's "how to" button leads (start.ts answers it with verseHelp). */
export const VERSE_PAYLOAD = 'verse';

/**
 * The version this Telegram person reads: their Bible when they have an account, else the Bible of
 * their Telegram app's language (Spanish → RV1909; decision 253). Never creates anyone.
 */
export async function telegramReaderVersion(c: BotContext): Promise<BibleVersionId> {
  if (!c.from) return 'web';
  const own = await getIdentityBibleVersion(c.app.core, { provider: 'telegram', subject: String(c.from.id) });
  return own ?? DEFAULT_VERSION[languageOf(c.from.language_code)];
}

/** Answer with the passage `ref` names (a validation AppError from core when it names none). */
export async function replyWithPassage(c: BotContext, ref: string, version: BibleVersionId): Promise<void> {
  const passage = getPassage({ ref, version });
  const words = await c.app.words();
  const m = passageMessage(words, passage, c.app.appUrl);
  // The passage as an image too (decision 214), when its callback data fits Telegram's 64 bytes.
  const image = shareImageButton(words, passage.reference, passage.version.id);
  if (image) m.keyboard.text(image.text, image.callback_data);
  const inGroup = c.chat?.type === 'group' || c.chat?.type === 'supergroup';
  await c.reply(m.html, {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: m.keyboard,
    // In a busy group, the passage answers the message that asked for it.
    ...(inGroup && c.msg?.message_id
      ? { reply_parameters: { message_id: c.msg.message_id, allow_sending_without_reply: true } }
      : {}),
  });
}

export async function verseHelp(c: BotContext): Promise<void> {
  const bot = `@${c.me.username}`;
  const { rich } = await c.app.words();
  await c.reply(
    [
      rich('telegramScripture.help.heading'),
      '',
      rich('telegramScripture.help.private'),
      rich('telegramScripture.help.group', { bot }),
      rich('telegramScripture.help.inline', { bot }),
      '',
      rich('telegramScripture.help.versions'),
    ].join('\n'),
    { parse_mode: 'HTML', link_preview_options: { is_disabled: true } },
  );
}

export const verseFeature = new Composer<BotContext>();

verseFeature.command('verse', async (c) => {
  const ref = c.match.trim();
  if (ref === '') throw new UsageError((await c.app.words()).rich('telegramScripture.usage'));
  await replyWithPassage(c, ref, await telegramReaderVersion(c));
});

/** `@bot John 3:16` in a group: the mention is the question. Anything else said there is not for the bot. */
verseFeature.chatType(['group', 'supergroup']).on('message:text', async (c, next) => {
  const text = c.message.text;
  if (text.startsWith('/')) return next();
  const mention = new RegExp(`@${c.me.username}\\b`, 'gi');
  if (!mention.test(text)) return next();
  const rest = text.replace(mention, ' ').trim();
  const version = await telegramReaderVersion(c);
  const ref = referenceInMessage(rest, version, bibleVersion(version).language);
  if (!ref) return next();
  await replyWithPassage(c, ref, version);
});

/**
 * A private message that holds a reference is a question (after any conversation in progress had
 * its turn: a reflection may quote a verse): answered with each passage it names once, however often
 * it repeats one (decision 265).
 */
export const plainReferenceFeature = new Composer<BotContext>();

plainReferenceFeature.chatType('private').on('message:text', async (c, next) => {
  const text = c.message.text;
  if (text.startsWith('/')) return next();
  const version = await telegramReaderVersion(c);
  const refs = referencesAskedFor(text, version, bibleVersion(version).language);
  if (refs.length === 0) return next();
  for (const ref of refs) await replyWithPassage(c, ref, version);
});
