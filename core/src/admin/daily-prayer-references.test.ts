/**
 * Decision 257: the references an admin types are checked against the bundled Bible of the
 * prayer's language (the form, the import and an edit), stored normalised with the Bible's verse
 * text, and the prayers already in the database are checked once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { prayers, topics } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx } from '../context';
import { readContent } from '@dps/db/content/load-content';
import { pickDailyPrayer } from '../prayers/get-daily-prayer';
import { resolveDailyScripture } from './daily-prayer-scripture';
import { checkDailyPrayerReferences } from './check-daily-prayer-references';
import { checkDailyPrayerReferencesOnce } from './check-daily-prayer-references-once';
import { createDailyPrayer } from './create-daily-prayer';
import { importDailyPrayers } from './import-daily-prayers';
import { updateDailyPrayer } from './update-daily-prayer';

const NOW = '2026-03-10T12:00:00Z';
const JOHN_3_16 =
  'For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.';
const JUAN_3_16 =
  'Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.';

let h: DbHandle;
let admin: ActorCtx;
let hopeId: number;
let day = 0;
/** A fresh future date for each prayer (April 2026 onwards). */
const nextDate = () => new Date(Date.UTC(2026, 3, 1 + day++)).toISOString().slice(0, 10);
const form = (over: Record<string, unknown> = {}) => ({
  title: 'Loved',
  content: 'Lord, thank you.',
  topic_id: hopeId,
  date: nextDate(),
  ...over,
});

beforeAll(async () => {
  h = await createTestDb();
  const ctx = testCtx(h.db, NOW);
  admin = actor(ctx, (await makeUser(ctx, { role: 'admin' })).id);
  hopeId = (await h.db.select({ id: topics.id }).from(topics).where(eq(topics.name, 'Hope')))[0]!.id;
});
afterAll(() => h.close());

describe('the admin form checks the reference against the Bible', () => {
  it('stores "Jhn 3:16" as "John 3:16" with the WEB text filled in', async () => {
    const created = await createDailyPrayer(admin, form({ scripture_reference: 'Jhn 3:16' }));
    expect(created).toMatchObject({ scriptureReference: 'John 3:16', scripture: JOHN_3_16 });
    const picked = await pickDailyPrayer(admin, { date: created.date });
    expect(picked).toMatchObject({ scriptureReference: 'John 3:16', scripture: JOHN_3_16 });
  });

  it('refuses a book, chapter or verse that does not exist, with the precise message, and writes nothing', async () => {
    const before = await h.db.$count(prayers);
    for (const [ref, message] of [
      ['Hezekiah 4:2', 'Hezekiah is not a book of the Bible.'],
      ['Matthew 29:1', 'Matthew has 28 chapters: there is no chapter 29.'],
      ['John 3:99', 'John 3 has 36 verses: there is no verse 99.'],
      ['Jude 5:1', 'Jude has only 1 chapter: there is no chapter 5.'],
    ])
      await expect(createDailyPrayer(admin, form({ scripture_reference: ref }))).rejects.toMatchObject({
        code: 'validation',
        message,
      });
    expect(await h.db.$count(prayers)).toBe(before);
  });

  it('a Spanish prayer quotes the Reina-Valera, with Spanish book names', async () => {
    const created = await createDailyPrayer(admin, form({ scripture_reference: 'Juan 3:16', language: 'es' }));
    expect(created).toMatchObject({ scriptureReference: 'Juan 3:16', scripture: JUAN_3_16, language: 'es' });
    await expect(
      createDailyPrayer(admin, form({ scripture_reference: 'Juan 3:16 (KJV)', language: 'es' })),
    ).rejects.toMatchObject({ key: 'versionOfOtherLanguage', message: expect.stringContaining('KJV') });
  });

  it('keeps another version of the language the admin named (KJV), and its text', async () => {
    const created = await createDailyPrayer(admin, form({ scripture_reference: 'john 3:16 kjv' }));
    expect(created.scriptureReference).toBe('John 3:16 (KJV)');
    expect(created.scripture).toMatch(/^For God so loved the world, that he gave his only begotten Son/);
  });

  it('accepts a typed text that is the Bible (spacing and quote marks aside) and refuses one that differs, showing where', async () => {
    const same = await createDailyPrayer(
      admin,
      form({ scripture_reference: 'John 3:16', scripture: `  ${JOHN_3_16.replace(/ /g, '\n')} ` }),
    );
    expect(same.scripture).toBe(JOHN_3_16);
    await expect(
      createDailyPrayer(
        admin,
        form({ scripture_reference: 'John 3:16', scripture: JOHN_3_16.replace('only born Son', 'only Son') }),
      ),
    ).rejects.toMatchObject({
      code: 'validation',
      title: 'Scripture Differs',
      message: expect.stringContaining('You wrote “…only Son,…” where it says “…only born Son,…”'),
    });
    await expect(createDailyPrayer(admin, form({ scripture: 'For God so loved the world' }))).rejects.toMatchObject({
      key: 'scriptureNeedsReference',
    });
  });

  it('an edit is checked the same way', async () => {
    const created = await createDailyPrayer(admin, form({ scripture_reference: 'John 3:16' }));
    const fields = { ...form({ date: created.date }) };
    await expect(
      updateDailyPrayer(admin, { id: created.id, fields: { ...fields, scripture_reference: 'Hezekiah 4:2' } }),
    ).rejects.toMatchObject({ message: 'Hezekiah is not a book of the Bible.' });
    const updated = await updateDailyPrayer(admin, {
      id: created.id,
      fields: { ...fields, scripture_reference: 'ps 23:1' },
    });
    expect(updated).toMatchObject({
      scriptureReference: 'Psalm 23:1',
      scripture: 'Yahweh is my shepherd; I shall lack nothing.',
    });
  });
});

describe('the import checks every row the same way', () => {
  const csv = (rows: string[]) =>
    ['date,title,content,scripture,scripture_reference,topic,language', ...rows].join('\n');

  it("refuses rows whose reference or text fails, in the admin's language, and writes none", async () => {
    const before = await h.db.$count(prayers);
    const report = await importDailyPrayers(
      admin,
      {
        format: 'csv',
        text: csv([
          '2026-08-01,Good,Text,,Jhn 3:16,Hope,en',
          '2026-08-02,Bad book,Text,,Hezekiah 4:2,Hope,en',
          '2026-08-03,Bad chapter,Text,,Mateo 29:1,Hope,es',
          '2026-08-04,Differs,Text,For God loved the world.,John 3:16,Hope,en',
        ]),
      },
      'es',
    );
    expect(report.imported).toBe(0);
    expect(report.rows.map((r) => [r.status, r.errors])).toEqual([
      ['new', []],
      ['invalid', ['Hezekiah no es un libro de la Biblia.']],
      ['invalid', ['Mateo tiene 28 capítulos: no hay capítulo 29.']],
      [
        'invalid',
        [
          expect.stringMatching(
            /^Este no es el texto de John 3:16 en la WEB\. Escribiste «…God loved the world\.» donde dice «…God so loved the world, that he…»/,
          ),
        ],
      ],
    ]);
    expect(await h.db.$count(prayers)).toBe(before);
  });

  it('stores the normalised reference and the Bible text of each row', async () => {
    const report = await importDailyPrayers(admin, {
      format: 'csv',
      text: csv(['2026-08-10,One,Text,,Jhn 3:16,Hope,en', '2026-08-10,Uno,Texto,,juan 3:16,Hope,es']),
    });
    expect(report).toMatchObject({ imported: 2 });
    expect(await pickDailyPrayer(admin, { date: '2026-08-10', language: 'en' })).toMatchObject({
      scriptureReference: 'John 3:16',
      scripture: JOHN_3_16,
    });
    expect(await pickDailyPrayer(admin, { date: '2026-08-10', language: 'es' })).toMatchObject({
      scriptureReference: 'Juan 3:16',
      scripture: JUAN_3_16,
    });
  });
});

describe('the one-time check of the prayers already in the database', () => {
  it('reports every failing prayer, and withdraws the unresolvable ones not yet ended so their date shows the library', async () => {
    // Written before the check existed: straight into the table, as the old form saved them.
    const insert = (date: string, scriptureReference: string | null, scripture: string | null) =>
      h.db
        .insert(prayers)
        .values({
          kind: 'daily',
          title: `Old ${date}`,
          content: 'Text',
          scripture,
          scriptureReference,
          topicId: hopeId,
          date,
          language: 'en',
          createdAt: new Date(NOW),
        })
        .returning({ id: prayers.id })
        .then((r) => r[0]!.id);
    const bad = await insert('2026-09-01', 'Hezekiah 4:2', null);
    const past = await insert('2026-03-01', 'Matthew 29:1', null);
    const differs = await insert('2026-09-02', 'John 3:16', 'For God loved the world.');
    const fine = await insert('2026-09-03', 'John 3:16 (WEB)', JOHN_3_16);

    const dry = await checkDailyPrayerReferences(admin);
    expect(dry.problems.map((p) => [p.id, p.key, p.withdrawn])).toEqual([
      [past, 'noSuchChapter', false],
      [bad, 'notABook', false],
      [differs, 'scriptureDiffers', false],
    ]);
    expect(dry.problems.find((p) => p.id === bad)!.problem).toBe('Hezekiah is not a book of the Bible.');
    expect((await pickDailyPrayer(admin, { date: '2026-09-01' }))!.id).toBe(bad);

    const run = await checkDailyPrayerReferences(admin, { withdraw: true });
    expect(run.problems.filter((p) => p.withdrawn).map((p) => p.id)).toEqual([bad]);
    const picked = await pickDailyPrayer(admin, { date: '2026-09-01' });
    expect(picked).toMatchObject({ kind: 'library' });
    expect((await pickDailyPrayer(admin, { date: '2026-09-03' }))!.id).toBe(fine);
    // Once withdrawn it is no longer a scheduled prayer: the next run reports only what is left.
    const again = await checkDailyPrayerReferences(admin, { withdraw: true });
    expect(again.problems.map((p) => p.id)).toEqual([past, differs]);
  });

  it('runs by itself once per database at start-up: the first instance withdraws, the next ones do nothing', async () => {
    const [bad] = await h.db
      .insert(prayers)
      .values({
        kind: 'daily',
        title: 'Old',
        content: 'Text',
        scriptureReference: 'Jhn 99:1',
        topicId: hopeId,
        date: '2026-10-01',
        language: 'en',
        createdAt: new Date(NOW),
      })
      .returning({ id: prayers.id });
    const [first, second] = await Promise.all([
      checkDailyPrayerReferencesOnce(admin),
      checkDailyPrayerReferencesOnce(admin),
    ]);
    const ran = [first, second].filter((r) => r !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.problems.find((p) => p.id === bad!.id)).toMatchObject({ withdrawn: true });
    expect(await pickDailyPrayer(admin, { date: '2026-10-01' })).toMatchObject({ kind: 'library' });
    expect(await checkDailyPrayerReferencesOnce(admin)).toBeNull();
  });
});

describe('the seeded prayers', () => {
  it('every daily and topic prayer in content/ passes the same check, unchanged', () => {
    const failing: string[] = [];
    for (const c of readContent())
      for (const p of [...c.daily, ...c.topic]) {
        try {
          const r = resolveDailyScripture({
            scripture: p.scripture,
            scriptureReference: p.reference,
            language: c.language,
          });
          if (r.scripture === null) failing.push(`${c.language} ${p.key}: no scripture`);
        } catch (e) {
          failing.push(`${c.language} ${p.key} (${p.reference}): ${(e as Error).message}`);
        }
      }
    expect(failing).toEqual([]);
  });
});
