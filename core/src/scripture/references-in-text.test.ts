/**
 * References inside what people write (reflections, prayer requests): the ones a reader meant are
 * found with their exact place in the text; ordinary sentences give none (decision 213).
 */
import { describe, expect, it } from 'vitest';
import { MAX_ANNOTATED_TEXT, referencesInText } from './references-in-text';

/** Each found reference as written in the text, and as core writes it. */
const found = (text: string) => referencesInText(text).map((r) => [text.slice(r.start, r.end), r.ref]);

const ordinary = [
  'Mark my words, this week will be better.',
  'I will be there at 5 and stay till 7.',
  'Job interview at 3 tomorrow, please pray.',
  'Is 5 ok? The score is 5:3 for us.',
  'Acts of kindness today: 3 of them!',
  'Numbers 1 through 10 were called first.',
  'Meeting moved to 2:15, see you at 10:30.',
  'I have 2 John Deere tractors and 1 barn.',
  'My mom is 65 today. John is 30 years old.',
  'Ruth and I will come at 6.',
  'Daniel 2 weeks ago said hi.',
  'Luke, call me at 9:45 please.',
  'Joel: 555-1234.',
  'It costs 3.50 at the shop.',
  'Mark 3:30 pm works for me.',
  'Pray for James 2 days from now when he flies.',
  'Matthew 10 years old today, thank God.',
  'Samuel 4 ever in our hearts.',
  'Chapter 3 of my life starts now.',
  'We read Genesis together last night.',
  'Room 101, floor 3, building 2.',
  'Col 3 of the spreadsheet is empty.',
  'Rev 2 of the plan is out.',
  'Song 2 on the playlist made me cry.',
  'Esther 40 years in ministry, what a gift.',
  'Peter 3 and Paul 4 are playing football.',
  'Juan 3 veces me llamó hoy.',
  'Hechos 2 de la semana: lluvia y viento.',
  'Mateo 5 años ya, qué rápido.',
  'Vamos a las 3:15 con Lucas.',
  'Timothy 1st place at the race!',
  'Jonah 2nd birthday party on Sunday.',
  'Gen 2 phones are cheaper now.',
  'Please pray, it has been 3 hard weeks.',
  'Thanks! 🙏 Amen x3',
  'abcJohn 3:16x',
  'Jude 5:1 does not exist, neither does Genesis 999.',
  'See Jerusalem 70 for the history.',
  'Matthew 5-7 years ago we met.',
];

describe('referencesInText', () => {
  it.each(ordinary)('ordinary text gives no reference: %j', (text) => {
    expect(referencesInText(text)).toEqual([]);
  });

  it.each([
    ['Today I read John 3:16 and wept.', [['John 3:16', 'John 3:16']]],
    ['Psalm 23 carried me through the night.', [['Psalm 23', 'Psalm 23']]],
    [
      'Romans 8:28, and also Rom 12:2.',
      [
        ['Romans 8:28', 'Romans 8:28'],
        ['Rom 12:2', 'Romans 12:2'],
      ],
    ],
    ['Praying 1 Cor 13:4-7 over our marriage', [['1 Cor 13:4-7', '1 Corinthians 13:4-7']]],
    ['2 Corinthians 1:1 is not 1 Corinthians.', [['2 Corinthians 1:1', '2 Corinthians 1:1']]],
    ['Song of Songs 2:4 is on our wedding ring', [['Song of Songs 2:4', 'Song of Solomon 2:4']]],
    ['Ps 23:1 (my grandmother’s favourite)', [['Ps 23:1', 'Psalm 23:1']]],
    ['Isaiah 40:31 — they will mount up with wings.', [['Isaiah 40:31', 'Isaiah 40:31']]],
    [
      'Genesis 1-3 this week, then Philippians 4:6-7.',
      [
        ['Genesis 1-3', 'Genesis 1-3'],
        ['Philippians 4:6-7', 'Philippians 4:6-7'],
      ],
    ],
    [
      'John 3:16, 18 and 1 John 4:8',
      [
        ['John 3:16, 18', 'John 3:16, 18'],
        ['1 John 4:8', '1 John 4:8'],
      ],
    ],
    ['Mark 10:27 — with God all things are possible', [['Mark 10:27', 'Mark 10:27']]],
    ['1 John 4 is about love', [['1 John 4', '1 John 4']]],
    [
      'Leyendo Juan 3:16 y Salmos 23 hoy',
      [
        ['Juan 3:16', 'Juan 3:16'],
        ['Salmos 23', 'Salmo 23'],
      ],
    ],
    ['Hebrews 11:1\nFaith is assurance.', [['Hebrews 11:1', 'Hebrews 11:1']]],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it('offsets count JavaScript characters, emoji before the reference included', () => {
    const text = '🙏🙏 Lamentations 3:22-23 every morning';
    const [r] = referencesInText(text);
    expect(text.slice(r!.start, r!.end)).toBe('Lamentations 3:22-23');
    expect(r!.start).toBe(5);
  });

  it('reads nothing longer than the longest text the product keeps', () => {
    expect(referencesInText(`${'x'.repeat(MAX_ANNOTATED_TEXT)} John 3:16`)).toEqual([]);
    expect(referencesInText(`${'x '.repeat(2_400)} John 3:16`)).toHaveLength(1);
  });
});
