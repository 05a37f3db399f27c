/**
 * Inline mode (decision 212): typing `@<bot> John 3:16` in any chat offers the passage to
 * insert, in the person's version first (their `bibleVersion` when they have an account, else the
 * WEB), then in the other bundled versions that have it. A version named in the query ("John 3:16
 * KJV", "Juan 3:16 RV1909") gives that one only. Each result's title is the reference and version,
 * its message the verse text (HTML, escaped, cut to Telegram's limit like /verse) with a button to
 * read it in context on the web. Telegram asks on every keystroke, so an empty or unreadable query
 * answers no results and a hint button (to the private chat, where /verse is explained), never an
 * error. Inline mode must be switched on with @BotFather (/setinline; docs/telegram-bot-setup.md).
 */
import { Composer } from 'grammy';
import type { InlineQueryResultArticle } from 'grammy/types';
import { isAppError, type AppError } from '@dps/core/errors';
import { errorText } from '@dps/core/i18n/error-text';
import { getPassage, type PassageAnswer } from '@dps/core/scripture/get-passage';
import { MAX_REFERENCE_LENGTH } from '@dps/core/scripture/passage-reference';
import { BIBLE_VERSION_IDS, versionByName, type BibleVersionId } from '@dps/core/scripture/versions';
import type { BotContext } from '../bot-context';
import { fitText } from '../format';
import { passageMessage, passageTitle } from '../passage-html';
import { telegramReaderVersion, VERSE_PAYLOAD } from './verse';

/** Seconds Telegram may keep an answer: the text never changes; only a person's version setting can. */
export const INLINE_CACHE_SECONDS = 300;

export const inlineVerseFeature = new Composer<BotContext>();

inlineVerseFeature.on('inline_query', async (c) => {
  const query = c.inlineQuery.query.trim();
  const words = await c.app.words();
  const hint = (text: string) =>
    c.answerInlineQuery([], {
      cache_time: INLINE_CACHE_SECONDS,
      is_personal: false,
      button: { text, start_parameter: VERSE_PAYLOAD },
    });
  if (query === '' || query.length > MAX_REFERENCE_LENGTH) return hint(words.t('telegramScripture.inline.empty'));

  // A version named in the query is the person's choice for this one; otherwise theirs comes first.
  const named = query.split(/[\s()[\]]+/).some((w) => versionByName(w) !== undefined);
  const own = await telegramReaderVersion(c);
  const order: BibleVersionId[] = named ? [own] : [own, ...BIBLE_VERSION_IDS.filter((v) => v !== own)];

  const passages: PassageAnswer[] = [];
  let problem: AppError | undefined;
  for (const version of order) {
    try {
      const p = getPassage({ ref: query, version });
      if (!passages.some((x) => x.version.id === p.version.id)) passages.push(p);
    } catch (e) {
      if (!isAppError(e)) throw e;
      // The person's own version says what was not understood; another version lacking a verse is just left out.
      if (passages.length === 0) problem ??= e;
    }
  }
  if (passages.length === 0) {
    // A short message from the passage service ("Judas tiene solo 1 capítulo: no hay capítulo 5.") says it
    // best, in the person's language (decision 260); a longer one than a button holds reads the catalogue's hint.
    const said = problem ? errorText(words.language, problem).message : undefined;
    return hint(said && said.length <= 64 ? said : words.t('telegramScripture.inline.notFound'));
  }

  const results: InlineQueryResultArticle[] = passages.map((p) => {
    const m = passageMessage(words, p, c.app.appUrl);
    return {
      type: 'article',
      id: p.version.id,
      title: passageTitle(p),
      description: fitText(p.verses.map((v) => v.text).join(' '), 200),
      url: m.url,
      input_message_content: {
        message_text: m.html,
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
      },
      reply_markup: m.keyboard,
    };
  });
  await c.answerInlineQuery(results, { cache_time: INLINE_CACHE_SECONDS, is_personal: !named });
});
