import { describe, expect, it } from 'vitest';
import { wordsFor } from '../../slack-language';
import { MAX_COMMAND_LENGTH, parsePrayerCommand, TOO_LONG, USAGE, type Said } from './parse-prayer-command';

describe('parsePrayerCommand', () => {
  it.each([
    ['', { kind: 'help' }],
    ['  HELP ', { kind: 'help' }],
    ['today', { kind: 'today' }],
    ['Streak', { kind: 'streak' }],
    ['remind 07:30', { kind: 'remind', time: '07:30' }],
    ['remind 7:05', { kind: 'remind', time: '07:05' }],
    ['remind 25:99', { kind: 'remind', time: '25:99' }],
    ['remind OFF', { kind: 'remind_off' }],
    ['subscribe 07:30', { kind: 'subscribe', time: '07:30' }],
    [
      'subscribe 7:30 America/Argentina/Buenos_Aires',
      { kind: 'subscribe', time: '07:30', timeZone: 'America/Argentina/Buenos_Aires' },
    ],
    ['subscribe 7:30 pm sao paulo', { kind: 'subscribe', time: '7:30 pm', timeZone: 'sao paulo' }],
    ['subscribe 8am EST', { kind: 'subscribe', time: '8am', timeZone: 'EST' }],
    ['remind 7:30 pm', { kind: 'remind', time: '7:30 pm' }],
    ['remind noon', { kind: 'remind', time: 'noon' }],
    ['timezone', { kind: 'timezone', zone: null }],
    ['timezone new york', { kind: 'timezone', zone: 'new york' }],
    ['channel timezone Sao Paulo', { kind: 'channel_timezone', zone: 'Sao Paulo' }],
    ['unsubscribe', { kind: 'unsubscribe' }],
    ['link abcd-efgh', { kind: 'link', code: 'abcd-efgh' }],
    ['link ABCD EFGH', { kind: 'link', code: 'ABCDEFGH' }],
    ['notify', { kind: 'notify', on: null }],
    ['notify ON', { kind: 'notify', on: true }],
    ['notify off', { kind: 'notify', on: false }],
    ['notify maybe', { kind: 'invalid', message: USAGE.notify }],
    ['notify on now', { kind: 'invalid', message: USAGE.notify }],
    ['verse John 3:16', { kind: 'verse', ref: 'John 3:16' }],
    ['VERSE  1 Corinthians 13:4-7   KJV', { kind: 'verse', ref: '1 Corinthians 13:4-7 KJV' }],
    ['verse', { kind: 'invalid', message: USAGE.verse }],
    ['language', { kind: 'language', language: null }],
    ['language ES', { kind: 'language', language: 'es' }],
    ['language Español', { kind: 'language', language: 'es' }],
    ['idioma inglés', { kind: 'language', language: 'en' }],
    ['language english', { kind: 'language', language: 'en' }],
    ['language klingon', { kind: 'invalid', message: USAGE.language }],
    ['channel language', { kind: 'channel_language', language: null }],
    ['channel language es', { kind: 'channel_language', language: 'es' }],
    ['channel idioma spanish', { kind: 'channel_language', language: 'es' }],
    ['channel language fr', { kind: 'invalid', message: USAGE.channelLanguage }],
    ['channel', { kind: 'invalid', message: USAGE.channel }],
  ])('%j', (text, expected) => {
    expect(parsePrayerCommand(text)).toEqual(expected);
  });

  it('answers usage for what it cannot understand', () => {
    expect(parsePrayerCommand('remind')).toEqual({ kind: 'invalid', message: USAGE.remind });
    expect(parsePrayerCommand('subscribe 07:30 a b c d e f')).toEqual({ kind: 'invalid', message: USAGE.subscribe });
    expect(parsePrayerCommand('channel timezone')).toEqual({ kind: 'invalid', message: USAGE.channelTimezone });
    expect(parsePrayerCommand('link')).toEqual({ kind: 'invalid', message: USAGE.link });
    const unknown = parsePrayerCommand('<!channel>`x`');
    expect(unknown.kind).toBe('invalid');
    const said = (unknown as { message: Said }).message;
    expect(wordsFor('en').t(said.key, said.values)).toMatch(/^I don't know `!channelx`\./);
    expect(wordsFor('es').t(said.key, said.values)).toMatch(/^No conozco `!channelx`\./);
  });

  it('refuses text longer than any command before splitting it (docs/decisions/050)', () => {
    const longest = `remind 07:30${' '.repeat(MAX_COMMAND_LENGTH - 12)}`;
    expect(parsePrayerCommand(longest)).toEqual({ kind: 'remind', time: '07:30' });
    expect(parsePrayerCommand(`${longest} `)).toEqual({ kind: 'invalid', message: TOO_LONG });
    expect(parsePrayerCommand('remind 1:'.repeat(20_000))).toEqual({ kind: 'invalid', message: TOO_LONG });
  });
});
