/**
 * The passage service (decision 210): references as people type them, in English and Spanish, read from
 * the bundled Bibles; every impossible reference answered in words, never a crash.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { getPassage, type TGetPassageInput } from './get-passage';
import { MAX_PASSAGE_VERSES } from './passage-reference';

const refOf = (input: TGetPassageInput) => {
  const p = getPassage(input);
  return `${p.reference} (${p.version.abbreviation}) ${p.verses.map((v) => `${v.chapter}:${v.verse}`).join(',')}`;
};

function refusal(input: TGetPassageInput): string {
  try {
    getPassage(input);
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('validation');
    return (e as AppError).message;
  }
  throw new Error(`${JSON.stringify(input)} was not refused`);
}

describe('getPassage: references people type', () => {
  // [typed, expected reference (version) verses]
  const corpus: [TGetPassageInput, string][] = [
    [{ ref: 'John 3:16' }, 'John 3:16 (WEB) 3:16'],
    [{ ref: 'john 3:16' }, 'John 3:16 (WEB) 3:16'],
    [{ ref: 'Jn 3:16' }, 'John 3:16 (WEB) 3:16'],
    [{ ref: 'Jn 3.16' }, 'John 3:16 (WEB) 3:16'],
    [{ ref: 'John 3:16-18' }, 'John 3:16-18 (WEB) 3:16,3:17,3:18'],
    [{ ref: 'Jn 3:16-18, 20' }, 'John 3:16-18, 20 (WEB) 3:16,3:17,3:18,3:20'],
    [{ ref: 'John 3:16, 16' }, 'John 3:16 (WEB) 3:16'],
    [{ ref: 'Psalm 23:1-4 (WEB)' }, 'Psalm 23:1-4 (WEB) 23:1,23:2,23:3,23:4'],
    [{ ref: 'Ps 23:1' }, 'Psalm 23:1 (WEB) 23:1'],
    [{ ref: 'Psalms 23' }, 'Psalm 23 (WEB) 23:1,23:2,23:3,23:4,23:5,23:6'],
    [{ ref: 'Psa 121:1-2' }, 'Psalm 121:1-2 (WEB) 121:1,121:2'],
    [{ ref: '2 Corinthians 1:1' }, '2 Corinthians 1:1 (WEB) 1:1'],
    [{ ref: '2 Cor 1:1' }, '2 Corinthians 1:1 (WEB) 1:1'],
    [{ ref: 'II Corinthians 1:1' }, '2 Corinthians 1:1 (WEB) 1:1'],
    [{ ref: '1 Corinthians 13:4-5' }, '1 Corinthians 13:4-5 (WEB) 13:4,13:5'],
    [{ ref: 'Song of Songs 2:1' }, 'Song of Solomon 2:1 (WEB) 2:1'],
    [{ ref: 'Song of Solomon 2:1' }, 'Song of Solomon 2:1 (WEB) 2:1'],
    [{ ref: 'Phil 4:6-7' }, 'Philippians 4:6-7 (WEB) 4:6,4:7'],
    [{ ref: 'Is 40:31' }, 'Isaiah 40:31 (WEB) 40:31'],
    [{ ref: 'Rev 21:4' }, 'Revelation 21:4 (WEB) 21:4'],
    [{ ref: 'Jude 5' }, 'Jude 1:5 (WEB) 1:5'],
    [{ ref: 'Philemon 4' }, 'Philemon 1:4 (WEB) 1:4'],
    [{ ref: 'Matthew 6:9-13' }, 'Matthew 6:9-13 (WEB) 6:9,6:10,6:11,6:12,6:13'],
    [{ ref: 'Mt 5:3' }, 'Matthew 5:3 (WEB) 5:3'],
    [{ ref: 'Rom 8:28; Rom 8:38-39' }, 'Romans 8:28, 38-39 (WEB) 8:28,8:38,8:39'],
    [{ ref: 'John 3:16 KJV' }, 'John 3:16 (KJV) 3:16'],
    [{ ref: 'John 3:16 (KJV)' }, 'John 3:16 (KJV) 3:16'],
    [{ ref: 'John 3:16', version: 'kjv' }, 'John 3:16 (KJV) 3:16'],
    [{ ref: 'Acts 2:1-999' }, `Acts 2 (WEB) ${Array.from({ length: 47 }, (_, i) => `2:${i + 1}`).join(',')}`],
    // Spanish names, and the Spanish version
    [{ ref: 'Juan 3:16', lang: 'es' }, 'Juan 3:16 (RV1909) 3:16'],
    [{ ref: 'Juan 3:16' }, 'John 3:16 (WEB) 3:16'],
    [{ ref: '1 Corintios 13:4', lang: 'es' }, '1 Corintios 13:4 (RV1909) 13:4'],
    [{ ref: 'Salmos 23:1', lang: 'es' }, 'Salmo 23:1 (RV1909) 23:1'],
    [{ ref: 'Sal 23:1', lang: 'es' }, 'Salmo 23:1 (RV1909) 23:1'],
    [{ ref: 'Apocalipsis 21:4', lang: 'es' }, 'Apocalipsis 21:4 (RV1909) 21:4'],
    [{ ref: 'Mateo 6:9-10', lang: 'es' }, 'Mateo 6:9-10 (RV1909) 6:9,6:10'],
    [{ ref: 'Génesis 1:1', lang: 'es' }, 'Génesis 1:1 (RV1909) 1:1'],
    [{ ref: 'Genesis 1:1', lang: 'es' }, 'Génesis 1:1 (RV1909) 1:1'],
    [{ ref: 'Hechos 2:38', lang: 'es' }, 'Hechos 2:38 (RV1909) 2:38'],
    [{ ref: 'Cantares 2:1', lang: 'es' }, 'Cantares 2:1 (RV1909) 2:1'],
    [{ ref: 'Santiago 1:5', lang: 'es' }, 'Santiago 1:5 (RV1909) 1:5'],
    [{ ref: 'John 3:16 RV1909' }, 'Juan 3:16 (RV1909) 3:16'],
    [{ ref: 'Juan 3:16', version: 'rv1909' }, 'Juan 3:16 (RV1909) 3:16'],
  ];
  it.each(corpus)('%j -> %s', (input, expected) => {
    expect(refOf(input)).toBe(expected);
  });

  it('quotes the bundled text verbatim in each version', () => {
    expect(getPassage({ ref: 'Psalm 23:1' }).verses[0]!.text).toBe('Yahweh is my shepherd; I shall lack nothing.');
    expect(getPassage({ ref: 'Psalm 23:1', version: 'kjv' }).verses[0]!.text).toBe(
      'The LORD is my shepherd; I shall not want.',
    );
    expect(getPassage({ ref: 'Salmos 23:1', version: 'rv1909' }).verses[0]!.text).toBe(
      'Salmo de David. JEHOVÁ es mi pastor; nada me faltará.',
    );
    expect(getPassage({ ref: 'John 3:16', version: 'rv1909' }).verses[0]).toEqual({
      book: 'Juan',
      osis: 'John',
      chapter: 3,
      verse: 16,
      text: 'Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.',
    });
  });

  it('opens a chapter in context with the named verses highlighted, and links the chapters around it', () => {
    const p = getPassage({ ref: 'Psalm 23:1-4', context: 'chapter' });
    expect(p.verses.map((v) => v.verse)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(p.highlight).toEqual(['23:1', '23:2', '23:3', '23:4']);
    expect(p.prev).toMatchObject({ reference: 'Psalm 22', osis: 'Ps', chapter: 22 });
    expect(p.next).toMatchObject({ reference: 'Psalm 24', osis: 'Ps', chapter: 24 });
    // across books, and none past the ends
    expect(getPassage({ ref: 'Exodus 1' }).prev).toMatchObject({ reference: 'Genesis 50' });
    expect(getPassage({ ref: 'Malachi 4' }).next).toMatchObject({ reference: 'Matthew 1' });
    expect(getPassage({ ref: 'Genesis 1' }).prev).toBeUndefined();
    expect(getPassage({ ref: 'Revelation 22' }).next).toBeUndefined();
    // the neighbour's reference opens
    expect(getPassage({ ref: getPassage({ ref: 'Psalm 23' }).next!.reference }).reference).toBe('Psalm 24');
  });

  it('answers a whole chapter when the reference names one, up to the longest (Psalm 119)', () => {
    expect(getPassage({ ref: 'Psalm 119' }).verses).toHaveLength(176);
    expect(getPassage({ ref: 'Matthew 5-7' }).verses).toHaveLength(48 + 34 + 29);
  });
});

describe('getPassage: what it cannot read is said in words', () => {
  it.each([
    ['Jude 5:1', 'Jude has only 1 chapter: there is no chapter 5.'],
    ['Genesis 999', 'Genesis has 50 chapters: there is no chapter 999.'],
    ['Genesis 51:1', 'Genesis has 50 chapters: there is no chapter 51.'],
    ['John 3:40', 'John 3 has 36 verses: there is no verse 40.'],
    ['3 John 15', '3 John 1 has 14 verses: there is no verse 15.'],
    [
      'Jerusalem 70',
      'We couldn’t read “Jerusalem 70” as a Bible passage. Try a reference such as John 3:16 or Psalm 23.',
    ],
    ['hello', 'We couldn’t read “hello” as a Bible passage. Try a reference such as John 3:16 or Psalm 23.'],
    ['Genesis', '“Genesis” is a whole book. Ask for a chapter, such as Genesis 1.'],
    ['Gen 50-Exod 2', 'A passage stays within one book. Ask for each book separately.'],
    ['Tobit 1:1', 'We couldn’t read “Tobit 1:1” as a Bible passage. Try a reference such as John 3:16 or Psalm 23.'],
    ['', 'Type a Bible reference, such as John 3:16.'],
    ['   ', 'Type a Bible reference, such as John 3:16.'],
  ])('%j: %s', (ref, message) => {
    expect(refusal({ ref }).replace(/'/g, '’')).toBe(message);
  });

  it(`caps a passage at ${MAX_PASSAGE_VERSES} verses and says so`, () => {
    expect(refusal({ ref: 'Isaiah 1-10' })).toMatch(/^That passage is \d+ verses long; a passage shows at most 200\./);
  });

  it('refuses an overlong reference, an unknown version and a non-string before reading', () => {
    expect(refusal({ ref: 'John 3:16 '.repeat(20) })).toBe('A reference is at most 100 characters.');
    expect(refusal({ ref: 'John 3:16', version: 'niv' as 'web' })).toBe(
      'Unknown Bible version. Choose WEB, KJV or RV1909.',
    );
    expect(refusal({ ref: ['John 3:16'] as unknown as string })).toBe('Type a Bible reference, such as John 3:16.');
  });
});
