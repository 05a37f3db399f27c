/**
 * Share images (decision 214): a passage becomes a 1080×1080 PNG a person can post, in a
 * light and a dark theme, legible at phone size, with long passages cut at a verse with "…" and a
 * verse too long for an image refused in words. The fonts are the repository's own: an image drawn
 * with no system fonts at all is the same image.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { escapeMarkup, renderShareImage, renderShareImageWithInfo } from './render-share-image';
import { getPassage } from './get-passage';
import { createShareImages, type TShareImageInput } from './share-images';
import { SHARE_IMAGE_MAX_CHARS, shareImageText } from './share-image-text';

const brand = { name: 'Daily Prayer & Scripture', url: 'https://pray.example.org/' };
const run = promisify(execFile);

async function refusal(p: Promise<unknown>): Promise<string> {
  const e: unknown = await p.then(
    () => new Error('not refused'),
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  expect((e as AppError).code).toBe('validation');
  return (e as AppError).message;
}

/** The colour of one pixel, as #rrggbb. */
async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return `#${[data[i]!, data[i + 1]!, data[i + 2]!].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

describe('createShareImages', () => {
  it('draws a passage as a 1080×1080 PNG, light by default and dark when asked', async () => {
    const images = createShareImages({ brand });
    const light = await images.render({ ref: 'Psalm 23:1-4' });
    const dark = await images.render({ ref: 'Psalm 23:1-4', theme: 'dark' });
    for (const img of [light, dark]) {
      const meta = await sharp(img.png).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'png',
        width: 1080,
        height: 1080,
      });
    }
    expect(light).toMatchObject({
      reference: 'Psalm 23:1-4',
      version: { id: 'web', name: 'World English Bible' },
      shown: 4,
      total: 4,
    });
    expect(light.png.equals(dark.png)).toBe(false);
    expect(await pixel(light.png, 10, 10)).toBe('#faf7f2');
    expect(await pixel(dark.png, 10, 10)).toBe('#15171c');
  });

  it('keeps one image per passage as read, version and theme, and holds only the last few', async () => {
    const images = createShareImages({ brand, maxEntries: 2 });
    const a = await images.render({ ref: 'John 3:16' });
    const b = await images.render({ ref: 'Jn 3:16' });
    expect(b.png).toBe(a.png);
    const kjv = await images.render({ ref: 'John 3:16', version: 'kjv' });
    expect(kjv.png).not.toBe(a.png);
    await images.render({ ref: 'John 3:17' });
    expect(images.cached).toBe(2);
    const again = await images.render({ ref: 'John 3:16' });
    expect(again.png).not.toBe(a.png); // evicted, drawn again
    expect(again.png.equals(a.png)).toBe(true); // and the same image
  });

  it('cuts a long passage after the last whole verse that fits, ending with “…”, still legible', async () => {
    const images = createShareImages({ brand });
    const chapter = await images.render({ ref: 'Psalm 119' });
    expect(chapter.total).toBe(176);
    expect(chapter.shown).toBeGreaterThan(3);
    expect(chapter.shown).toBeLessThan(20);
  });

  it('names the verses a cut image holds, in the passage’s language, and what is left (decision 275)', async () => {
    const images = createShareImages({ brand });
    const psalm = await images.render({ ref: 'Salmos 23', version: 'rv1909' });
    expect(psalm).toMatchObject({
      reference: 'Salmo 23:1-5',
      passageReference: 'Salmo 23',
      rest: 'Salmo 23:6',
      shown: 5,
      total: 6,
    });
    // The label drawn on the image is the verses it holds, not the psalm it was cut from.
    const p = getPassage({ ref: 'Salmos 23', version: 'rv1909' });
    const drawn = (reference: string) =>
      renderShareImage({
        reference,
        versionName: p.version.name,
        text: shareImageText(p.verses).segments,
        theme: 'light',
        brand,
      });
    expect(psalm.png.equals(await drawn('Salmo 23:1-5'))).toBe(true);
    expect(psalm.png.equals(await drawn('Salmo 23'))).toBe(false);
    const five = await images.render({ ref: 'Salmo 23:1-5', version: 'rv1909' });
    expect(five).toMatchObject({ reference: 'Salmo 23:1-5', shown: 5, total: 5 });
    expect(five.rest).toBeUndefined();
    // The rest is a reference the same service reads: the person picks the next verses from it.
    const rest = await images.render({ ref: psalm.rest!, version: 'rv1909' });
    expect(rest).toMatchObject({ reference: 'Salmo 23:6', shown: 1, total: 1 });
    expect(await images.render({ ref: 'Psalm 119', version: 'kjv' })).toMatchObject({
      reference: 'Psalm 119:1-8',
      rest: 'Psalm 119:9-176',
    });
  });

  it('draws one image at a time and refuses past a short queue with a 429 that says when to come back (decision 276)', async () => {
    const images = createShareImages({ brand, maxRendering: 1, maxWaiting: 1 });
    const asked = ['John 1:1', 'John 1:2', 'John 1:3'].map((ref) =>
      images.render({ ref }).then(
        () => 'drawn',
        (e: unknown) => e,
      ),
    );
    const [a, b, c] = await Promise.all(asked);
    expect([a, b]).toEqual(['drawn', 'drawn']);
    expect(c).toBeInstanceOf(AppError);
    expect(c).toMatchObject({
      code: 'rate_limited',
      status: 429,
      key: 'imagesBusy',
      message: 'Many images are being made right now. Please try again in 5 seconds.',
      details: { retryAfterSeconds: 5 },
    });
    expect([images.rendering, images.waiting]).toEqual([0, 0]);
    // Once the queue has drained, the refused passage is drawn.
    expect((await images.render({ ref: 'John 1:3' })).reference).toBe('John 1:3');
  });

  it('asks `admit` before drawing an image it does not hold, never for one it holds', async () => {
    const images = createShareImages({ brand });
    let admitted = 0;
    const admit = async () => {
      admitted++;
    };
    await images.render({ ref: 'John 1:4' }, { admit });
    await images.render({ ref: 'Jn 1:4' }, { admit });
    expect(admitted).toBe(1);
    const refuse = async () => {
      throw new AppError('rate_limited', 'tooManyImagesWait', { values: { minutes: 3 } });
    };
    await expect(images.render({ ref: 'John 1:5' }, { admit: refuse })).rejects.toMatchObject({ status: 429 });
    expect(images.cached).toBe(1); // a refusal is not kept
    expect(images.rendering).toBe(0);
  });

  it.each<[TShareImageInput, string]>([
    [{ ref: 'Jude 5:1' }, 'Jude has only 1 chapter: there is no chapter 5.'],
    [{ ref: 'Genesis' }, '\u201cGenesis\u201d is a whole book. Ask for a chapter, such as Genesis 1.'],
    [{ ref: 'John 3:16', theme: 'blue' as 'light' }, 'The theme must be light or dark.'],
    [{ ref: 'John 3:16', version: 'niv' as 'web' }, 'Unknown Bible version. Choose WEB, KJV or RV1909.'],
  ])('%j is refused in words', async (input, message) => {
    expect(await refusal(createShareImages({ brand }).render(input))).toBe(message);
  });
});

describe('shareImageText', () => {
  const verse = (verse: number, text: string) => ({ chapter: 3, verse, text });

  it('numbers verses only when there is more than one, and marks a new chapter', () => {
    expect(shareImageText([verse(16, 'For God so loved the world.')]).segments).toEqual([
      { text: 'For God so loved the world.' },
    ]);
    expect(
      shareImageText([verse(36, 'Last.'), { chapter: 4, verse: 1, text: 'First.' }]).segments.map((s) => s.label),
    ).toEqual(['36', '4:1']);
  });

  it('stops at a verse boundary and ends with “…” when the passage is longer than an image holds', () => {
    const t = shareImageText([verse(1, 'a'.repeat(300)), verse(2, 'b'.repeat(300)), verse(3, 'c')]);
    expect(t).toMatchObject({ cut: true, shown: 1, total: 3 });
    expect(t.segments[0]!.text.endsWith(' …')).toBe(true);
  });

  it('refuses a single verse longer than an image holds, saying how long it is', () => {
    expect(() => shareImageText([verse(1, 'x'.repeat(SHARE_IMAGE_MAX_CHARS + 1))])).toThrow(
      `That verse is ${SHARE_IMAGE_MAX_CHARS + 1} characters long; an image holds at most ${SHARE_IMAGE_MAX_CHARS}. Share it as text or a link instead.`,
    );
  });
});

describe('renderShareImage', () => {
  it('fits short texts large (capped) and the longest allowed text at a size legible on a phone', async () => {
    const short = await renderShareImageWithInfo({
      reference: 'John 11:35',
      versionName: 'WEB',
      text: 'Jesus wept.',
      theme: 'light',
      brand,
    });
    expect(short.passagePx).toBe(64);
    // The longest real texts an image takes (long verses, and chapters cut at the cap): a 1080 px
    // image shown 390 px wide on a phone still has text of 12 px or more.
    for (const [ref, version] of [
      ['Esther 8:9', 'kjv'],
      ['Romans 14:23', 'web'],
      ['Salmos 119', 'rv1909'],
      ['1 Chronicles 1', 'web'],
    ] as const) {
      const p = getPassage({ ref, version });
      const { passagePx } = await renderShareImageWithInfo({
        reference: p.reference,
        versionName: p.version.name,
        text: shareImageText(p.verses).segments,
        theme: 'dark',
        brand,
      });
      expect(passagePx, ref).toBeGreaterThanOrEqual(34);
    }
  });

  it('escapes markup, so a text with < & > is drawn, not read as tags', async () => {
    expect(escapeMarkup(`<b>Tom & "Jerry's"</b>`)).toBe('&lt;b&gt;Tom &amp; &quot;Jerry&apos;s&quot;&lt;/b&gt;');
    const png = await renderShareImage({
      reference: '<i>x</i>',
      versionName: 'a & b',
      text: '</span><b>',
      theme: 'light',
      brand,
    });
    expect((await sharp(png).metadata()).width).toBe(1080);
  });

  it('draws accents and curly quotes from its own font files: no system fonts or all of them, the same image', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'share-fonts-'));
    const config = (name: string, fontDirs: string) => {
      const file = join(dir, `${name}.conf`);
      writeFileSync(
        file,
        `<?xml version="1.0"?><fontconfig>${fontDirs}<cachedir>${dir}/${name}</cachedir></fontconfig>`,
      );
      return file;
    };
    const none = config('none', '');
    const system = config('system', '<dir>/usr/share/fonts</dir><dir>/usr/local/share/fonts</dir>');
    const text = '“¿Qué?” Porque de tal manera amó Dios al mundo, ñ — ‘á’';
    const bare = async (fontconfigFile: string, ...args: string[]) =>
      (
        await run(
          process.execPath,
          ['--import', 'tsx', join(import.meta.dirname, '../../test/render-share-image-bare.ts'), text, ...args],
          {
            // eslint-disable-next-line no-restricted-properties -- the child is this test's process plus one variable
            env: { ...process.env, FONTCONFIG_FILE: fontconfigFile },
            maxBuffer: 20e6,
          },
        )
      ).stdout;
    const [withNone, withSystem] = await Promise.all([bare(none), bare(system)]);
    expect(withNone.length).toBeGreaterThan(1000);
    expect(withNone).toBe(withSystem);
    // And the empty configuration really has no fonts: the same words without the file come out otherwise.
    const [noFileNone, noFileSystem] = await Promise.all([bare(none, '--no-fontfile'), bare(system, '--no-fontfile')]);
    expect(noFileNone).not.toBe(noFileSystem);
    const png = Buffer.from(withNone, 'base64');
    expect((await sharp(png).metadata()).width).toBe(1080);
  }, 30_000);
});
