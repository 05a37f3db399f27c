/**
 * Chat messages the bots answer with a passage, and the ordinary talk they must leave alone: the
 * false-positive corpus must give no reference at all (decision 212).
 */
import { describe, expect, it } from 'vitest';
import { referenceInMessage, referencesAskedFor } from './reference-in-message';

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
  // Everyday words and dates that are also book abbreviations (decision 212).
  'Act 2',
  'Song 2',
  'Mar 3',
  'Mark 2:30 pm',
  'Job 3 starts monday',
  'see you at 6:30',
  'Amos 7 years',
  'John 10 min late',
  'Mark 5 mins away',
  'James 3 kids',
  'Acts 2 of the play',
  'Luke 2 go',
  'Rev 2.0',
  'Titus 3pm',
  'Ruth 90',
  'Lunch at 12:30?',
  'Room 101',
  'Call me at 5',
  "I'm 25",
  'Level 3 done',
  'Chapter 3 was great',
  'Page 23',
  'Bus 23',
  'Job 2 interview',
  'Matt 4 me',
  'Hi John 2',
  '2 Kings',
  '1 Peter',
  'Is 23 too old',
  'am 5',
  'Gen Z 2024',
  'Mon 9:00',
  'Tue 10-12',
  'Sat 3pm',
  'Sun 5:30',
  'Jan 3',
  'Feb 14',
  'May 2',
  'Dec 25',
  'Acts 29',
  'Job 43',
  'Ben 10',
  'Tom 2:1',
  'Noah 3:16',
  'Juan 3:16 pm',
  'Nos vemos 3:16',
  'Ps 4 u',
  'yes 2',
  'Ok 1:1',
  'Ez 3',
  'we read John 3:16 last night and it was so good',
  'happy birthday!! 🎂 30 today',
  'can you send me the link for 8 pm?',
  'I got 2 tickets for Sunday',
  'Luke and Mark are coming at 7',
  'The Acts 2 study is at 8',
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
  // Abbreviations, ranges, lists and Spanish names (decision 212).
  ['Jn 3:16-18', 'Jn 3:16-18'],
  ['Gen 1:1-3', 'Gen 1:1-3'],
  ['Rom 8:28; 12:1-2', 'Rom 8:28; 12:1-2'],
  ['Mt 5:3-12', 'Mt 5:3-12'],
  ['1 Jn 4:8', '1 Jn 4:8'],
  ['Phlm 1:6', 'Phlm 1:6'],
  ['Prov 3:5-6', 'Prov 3:5-6'],
  ['Isa 40:31', 'Isa 40:31'],
  ['Heb 11:1', 'Heb 11:1'],
  ['Jas 1:5', 'Jas 1:5'],
  ['1 Pet 5:7', '1 Pet 5:7'],
  ['Rev 21:4-5', 'Rev 21:4-5'],
  ['Psalm 23:1, 4, 6', 'Psalm 23:1, 4, 6'],
  ['Romans 12:1-2 KJV', 'Romans 12:1-2 KJV'],
  ['Ps 46:10 (KJV)', 'Ps 46:10 (KJV)'],
  ['Lam 3:22-23', 'Lam 3:22-23'],
  ['Mic 6:8', 'Mic 6:8'],
  ['Zeph 3:17', 'Zeph 3:17'],
  ['Eph 2:8-9', 'Eph 2:8-9'],
  ['Col 3:23', 'Col 3:23'],
  ['1 Thess 5:16-18', '1 Thess 5:16-18'],
  ['2 Tim 1:7', '2 Tim 1:7'],
  ['Song 2:1', 'Song 2:1'],
  ['Act 2:38', 'Act 2:38'],
  ['Deut 31:6', 'Deut 31:6'],
  ['Josh 1:9', 'Josh 1:9'],
  ['Num 6:24-26', 'Num 6:24-26'],
  ['Ezek 36:26', 'Ezek 36:26'],
  ['Ruth 1:16-17', 'Ruth 1:16-17'],
  ['Neh 8:10', 'Neh 8:10'],
  ['Hab 3:17-18', 'Hab 3:17-18'],
  ['Acts 2:1-4', 'Acts 2:1-4'],
  ['PS 23', 'PS 23'],
  ['john 3.16', 'john 3.16'],
  ['John 3:16-17, 19', 'John 3:16-17, 19'],
  ['John 3:16 John 3:16', 'John 3:16 John 3:16'],
  ['Mark 10', 'Mark 10'],
  ['Filipenses 4:13', 'Filipenses 4:13'],
  ['Hechos 2:38', 'Hechos 2:38'],
  ['Génesis 1:1', 'Génesis 1:1'],
  ['1 Reyes 19:12', '1 Reyes 19:12'],
  ['Eclesiastés 3:1-8', 'Eclesiastés 3:1-8'],
  ['Proverbios 3:5-6', 'Proverbios 3:5-6'],
  ['Lucas 2:10-11', 'Lucas 2:10-11'],
  ['Romanos 8:28', 'Romanos 8:28'],
  ['Mateo 11:28-30', 'Mateo 11:28-30'],
  ['Salmo 91', 'Salmo 91'],
  ['Isaías 41:10', 'Isaías 41:10'],
  ['Juan 14:6 RV1909', 'Juan 14:6 RV1909'],
  ['Marcos 16:15', 'Marcos 16:15'],
  ['1 Juan 1:9', '1 Juan 1:9'],
  ['Santiago 1:5', 'Santiago 1:5'],
  ['Jeremías 29:11', 'Jeremías 29:11'],
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

  it('reads the references for a Spanish reader too (RV1909 first)', () => {
    const missed = references.filter(([m]) => referenceInMessage(m, 'rv1909', 'es') === undefined).map(([m]) => m);
    expect(missed).toEqual([]);
  });

  it('has dozens of each in its corpora', () => {
    expect(talk.length).toBeGreaterThanOrEqual(100);
    expect(references.length).toBeGreaterThanOrEqual(70);
  });
});

describe('referencesAskedFor', () => {
  it('a message that is a reference is asked as written', () => {
    expect(referencesAskedFor('Juan 3:16 RV1909', 'web', 'en')).toEqual(['Juan 3:16 RV1909']);
  });
  it('a reference among words is found, each passage once', () => {
    expect(referencesAskedFor('John 11:35, again John 11:35, and once more John 11:35', 'web', 'en')).toEqual([
      'John 11:35',
    ]);
    expect(referencesAskedFor('I loved Psalm 23 and Romans 8:28 today', 'web', 'en')).toEqual(['Psalm 23', 'Romans 8:28']);
  });
  it('talk is not a question', () => {
    expect(referencesAskedFor('job interview at 3, pray for me', 'web', 'en')).toEqual([]);
    expect(referencesAskedFor('Mark my words', 'web', 'en')).toEqual([]);
  });
});
