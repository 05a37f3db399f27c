/**
 * Chat messages the bots answer with a passage, and the ordinary talk they must leave alone: the
 * false-positive corpus must give no reference at all (issue 20).
 */
import { describe, expect, it } from 'vitest';
import { referenceInMessage } from './reference-in-message';

const talk = [
  'Mark my words',
  'I will be there at 5',
  'job interview at 3 tomorrow',
  'Is 5 ok?',
  'is 7 too late?',
  'Acts of kindness today',
  'Numbers 1 through 10 please',
  'Thanks! 🙏',
  'Amen',
  'Praying for you',
  'see you at 10:30',
  'meeting moved to 2:15',
  'I have 2 John Deere tractors',
  'Can we meet at 7?',
  'my mom is 65 today',
  'John is 30 years old',
  'Ruth and I will come at 6',
  'Daniel 2 weeks ago said hi',
  'Luke, call me at 9:45',
  'Joel: 555-1234',
  'It costs 3.50',
  'Lamentations of a tired dad',
  'Revelations 101 lecture at 8 tonight',
  'Genesis',
  'Exodus',
  'Gen',
  '1',
  '23',
  '3:16',
  'Room 3:16',
  'Version 2.0 released',
  'Hebrews 13:8 is my favourite verse and I love it a lot',
  'Jude',
  'Hi Mark 2 questions for you',
  'Esther 4:14 4:14 4:14 4:14 4:14 4:14 4:14',
  'Amos 99',
  'Jude 5:1',
  'Jerusalem 70',
  'Matthew 29:1',
  'Tobit 1:1',
  'ok',
  'https://example.com/john/3/16',
  'call 1 800 555 0100',
  'Romans were here 2000 years ago',
  'Habakkuk?',
  '¿Vienes a las 5?',
  'Nos vemos mañana a las 7',
  'Juan vino a las 3',
  'Marcos tiene 2 hijos',
];

const references: [string, string][] = [
  ['John 3:16', 'John 3:16'],
  ['john 3:16', 'john 3:16'],
  ['Jn 3:16', 'Jn 3:16'],
  ['Ps 23', 'Ps 23'],
  ['Psalm 23', 'Psalm 23'],
  ['psalm 23:1-4', 'psalm 23:1-4'],
  ['Phil 4:6-7', 'Phil 4:6-7'],
  ['Is 40:31', 'Is 40:31'],
  ['1 Cor 13:4', '1 Cor 13:4'],
  ['2 Corinthians 1:1', '2 Corinthians 1:1'],
  ['Song of Songs 2:1', 'Song of Songs 2:1'],
  ['Romans 8:28, 38-39', 'Romans 8:28, 38-39'],
  ['Matthew 5-7', 'Matthew 5-7'],
  ['Jude 5', 'Jude 5'],
  ['James 5', 'James 5'],
  ['John 3:16 KJV', 'John 3:16 KJV'],
  ['Juan 3:16', 'Juan 3:16'],
  ['1 Corintios 13', '1 Corintios 13'],
  ['Salmos 23', 'Salmos 23'],
  ['Apocalipsis 21:4', 'Apocalipsis 21:4'],
  ['Mateo 6:9-13', 'Mateo 6:9-13'],
  ['  Rev 22:20  ', 'Rev 22:20'],
];

describe('referenceInMessage', () => {
  it('takes no ordinary chat message for a reference (0 false positives)', () => {
    const taken = talk.filter(
      (m) => referenceInMessage(m, 'web', 'en') !== undefined || referenceInMessage(m, 'rv1909', 'es') !== undefined,
    );
    expect(taken).toEqual([]);
  });

  it.each(references)('reads %j as a reference', (message, ref) => {
    expect(referenceInMessage(message, 'web', 'en')).toBe(ref);
  });
});
