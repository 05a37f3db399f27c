import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { plainTextFromSlack, tsBefore } from '../listeners/events/slack-text';
import { namesFromProfile } from '../slack-member';
import { longDate, spokenTime, wordsFor } from '../slack-language';
import { channelPrayerPost, parsePrayerButton, prayedCountText, withPrayedCount } from './prayer-post';
import { parseAmenButton, reflectionMessage, withAmenCount } from './reflection-message';
import { parseWallPrayButton, requestMessage } from './request-message';
import { chunkText, slackEscape, truncate } from './text';

const en = wordsFor('en');
const es = wordsFor('es');

const prayer = { id: 7, title: 'T', content: 'C', scripture: null, scriptureReference: null };

describe('Block Kit text', () => {
  it('escapes what would make a mention or a link', () => {
    expect(slackEscape('<!channel> & <@U1> <https://x|y>')).toBe(
      '&lt;!channel&gt; &amp; &lt;@U1&gt; &lt;https://x|y&gt;',
    );
    expect(slackEscape('<b> & *x*', { type: 'plain_text' })).toBe('&lt;b&gt; &amp; *x*');
  });

  it('neutralises mrkdwn formatting and quoting in what someone wrote', () => {
    expect(slackEscape('*bold* _it_ ~gone~ `code`')).toBe('∗bold∗ ˍitˍ ∼gone∼ ˋcodeˋ');
    expect(slackEscape('> not a quote\n  > nor this\nbut a > b')).toBe(
      '\u00AD&gt; not a quote\n  \u00AD&gt; nor this\nbut a &gt; b',
    );
    expect(slackEscape('Ann\n\n*Admin*', { inline: true })).toBe('Ann ∗Admin∗');
  });

  it('property: any text comes out with no control or formatting character, and reads back as written', () => {
    const undo = (s: string) =>
      s
        .replace(/\u00AD&gt;/g, '&gt;')
        .replace(/∗/g, '*')
        .replace(/ˍ/g, '_')
        .replace(/∼/g, '~')
        .replace(/ˋ/g, '`')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    const special = fc.constantFrom('<', '>', '&', '*', '_', '~', '`', '\n', ' ', '!', '@', '|', 'a', 'lt;', 'amp;');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: special })), (s) => {
        const out = slackEscape(s.replace(/[∗ˍ∼ˋ\u00AD]/g, ''));
        expect(out).not.toMatch(/[<>*_~`]/);
        expect(out.replace(/&(amp|lt|gt);/g, '')).not.toContain('&');
        expect(undo(out)).toBe(s.replace(/[∗ˍ∼ˋ\u00AD]/g, ''));
      }),
      { numRuns: 500 },
    );
  });

  it('cuts escaped text without splitting an entity or an emoji', () => {
    expect(truncate(slackEscape('ab<cd'), 5)).toBe('ab…');
    expect(truncate('abc🙏d', 5)).toBe('abc…');
    expect(chunkText(slackEscape('<'.repeat(10)), 7)).toEqual([
      '&lt;',
      '&lt;',
      '&lt;',
      '&lt;',
      '&lt;',
      '&lt;',
      '&lt;',
      '&lt;',
      '&lt;',
      '&lt;',
    ]);
  });

  it('splits long text under Slack limits at paragraph breaks, losing nothing', () => {
    const para = 'word '.repeat(400).trim(); // 1999 characters
    const chunks = chunkText(`${para}\n\n${para}\n\n${para}`, 2900);
    expect(chunks).toHaveLength(3);
    expect(chunks.every((c) => c.length <= 2900)).toBe(true);
    expect(chunks.join(' ').split(/\s+/).length).toBe(1200);
    expect(chunkText('x'.repeat(6000), 2900).map((c) => c.length)).toEqual([2900, 2900, 200]);
  });

  it('dates and times read as on the web, in the reader\'s language', () => {
    expect(longDate('2026-03-29', en)).toBe('Sunday, March 29, 2026');
    expect(longDate('2026-03-29', es)).toBe('domingo, 29 de marzo de 2026');
    expect(['07:30', '12:00', '19:05'].map((t) => spokenTime(t, en))).toEqual(['7:30 am', '12:00 noon', '7:05 pm']);
    expect(spokenTime('19:05', es)).toBe('7:05 p. m.');
  });
});

describe('the channel post', () => {
  it('counts in words and updates only the count line', () => {
    expect([0, 1, 2].map((n) => prayedCountText(en, n))).toEqual([
      'Be the first to pray today: tap 🙏 Pray when you have prayed.',
      '🙏 *1 person* has prayed today',
      '🙏 *2 people* have prayed today',
    ]);
    expect([0, 1, 2].map((n) => prayedCountText(es, n))).toEqual([
      'Nadie ha orado todavía hoy: toca 🙏 Orar cuando hayas orado.',
      '🙏 *1 persona* ha orado hoy',
      '🙏 *2 personas* han orado hoy',
    ]);
    const post = channelPrayerPost(en, prayer, '2026-03-29', 0);
    const updated = withPrayedCount(en, post.blocks, 3);
    expect(updated.filter((b, i) => b !== post.blocks[i])).toHaveLength(1);
    expect(JSON.stringify(updated)).toContain('*3 people* have prayed today');
  });

  it('buttons carry the prayer and date (and the language when not English); anything else is refused', () => {
    const post = channelPrayerPost(en, prayer, '2026-03-29', 0);
    const buttons = (post.blocks.at(-1) as { elements: { value: string; text: { text: string } }[] }).elements;
    expect(parsePrayerButton(buttons[0]!.value)).toEqual({ p: 7, d: '2026-03-29', m: 'c' });
    expect(buttons.map((b) => b.text.text)).toEqual(['🙏 Pray', '❤️ Save', '✍️ Reflect', '🌐 Español']);
    const spanish = channelPrayerPost(es, prayer, '2026-03-29', 0);
    const esButtons = (spanish.blocks.at(-1) as { elements: { value: string; text: { text: string } }[] }).elements;
    expect(parsePrayerButton(esButtons[0]!.value)).toEqual({ p: 7, d: '2026-03-29', m: 'c', l: 'es' });
    expect(esButtons.map((b) => b.text.text)).toEqual(['🙏 Orar', '❤️ Guardar', '✍️ Reflexionar', '🌐 English']);
    expect(parsePrayerButton('{"p":-1,"d":"x","m":"c"}')).toBeNull();
    expect(parsePrayerButton('{"p":1,"d":"2026-03-29","m":"c","l":"fr"}')).toBeNull();
    expect(parsePrayerButton('not json')).toBeNull();
  });
});

describe('a shared reflection message', () => {
  it('shows the name and the words, escaped, with the like count', () => {
    const m = reflectionMessage(en, { id: 5, prayerId: 7, content: 'line one\n<!here> line two', firstName: 'Ann <b>' });
    expect(m.blocks[0]).toMatchObject({
      text: { text: '✍️ *Ann &lt;b&gt;* reflected:\n>line one\n>&lt;!here&gt; line two', verbatim: true },
    });
    expect(m.text).toBe('Ann &lt;b&gt; shared a reflection');
    expect(JSON.stringify(withAmenCount(en, m.blocks, 4))).toContain('❤️ Like · 4');
    expect(JSON.stringify(withAmenCount(en, m.blocks, 0))).toContain('"❤️ Like"');
  });

  it('in Spanish, with the language on its button so a tap redraws it in Spanish', () => {
    const m = reflectionMessage(es, { id: 5, prayerId: 7, content: 'Gracias', firstName: '' });
    expect(m.text).toBe('Alguien compartió una reflexión');
    expect(m.blocks[0]).toMatchObject({ text: { text: '✍️ *Alguien* reflexionó:\n>Gracias' } });
    const like = (m.blocks.at(-1) as { elements: { value: string }[] }).elements[0]!;
    expect(parseAmenButton(like.value)).toEqual({ r: 5, l: 'es' });
    expect(JSON.stringify(withAmenCount(es, m.blocks, 2))).toContain('❤️ Me gusta · 2');
  });
});

describe('a shared prayer request', () => {
  it('is drawn in the channel\'s language, and its button keeps that language for the redraw', () => {
    const item = { id: 42, authorName: 'Ana', content: 'Por mi madre', prayedCount: 2 };
    const m = requestMessage(es, item);
    expect(m.text).toBe('🙏 Petición de oración de Ana');
    const buttons = (m.blocks.at(-1) as { elements: { value?: string; text: { text: string } }[] }).elements;
    expect(buttons.map((b) => b.text.text)).toEqual(['🙏 Oré · 2', '🌐 Muro de oración']);
    expect(parseWallPrayButton(buttons[0]!.value)).toEqual({ requestId: 42, language: 'es' });
    const english = (requestMessage(en, item).blocks.at(-1) as { elements: { value?: string }[] }).elements[0]!;
    expect(english.value).toBe('42');
    expect(parseWallPrayButton('42')).toEqual({ requestId: 42, language: 'en' });
    expect(parseWallPrayButton('42:fr')).toBeNull();
    expect(parseWallPrayButton('42:es:x')).toBeNull();
  });
});

describe('Slack text and profiles', () => {
  it('turns Slack entities into the words the web shows', () => {
    expect(
      plainTextFromSlack('Amen <@U1|ruth> &amp; <@U2> in <#C1|general> <https://ex.org|here> <!channel> 1 &lt; 2'),
    ).toBe('Amen @ruth & @someone in #general here @channel 1 < 2');
  });

  it('orders message timestamps', () => {
    expect(tsBefore('1773000000.000100', '1773000000.000200')).toBe(true);
    expect(tsBefore('999999999.900000', '1773000000.000100')).toBe(true);
    expect(tsBefore('1773000000.000200', '1773000000.000200')).toBe(false);
  });

  it('takes names from the profile, falling back to the real name', () => {
    expect(namesFromProfile({ profile: { first_name: 'Ruth', last_name: 'Moab' } })).toEqual({
      firstName: 'Ruth',
      lastName: 'Moab',
    });
    expect(namesFromProfile({ real_name: 'Mary of Magdala' })).toEqual({ firstName: 'Mary', lastName: 'of Magdala' });
    expect(namesFromProfile({ name: 'jo' })).toEqual({ firstName: 'jo', lastName: '' });
  });
});
