/**
 * Renders one share image and prints it as base64: run by render-share-image.test.ts in a child
 * process whose FONTCONFIG_FILE names an empty configuration (no system fonts at all), to show the
 * image depends only on the repository's font files. `--no-fontfile` draws the same text without
 * handing Pango the file (what the image would look like if it leaned on installed fonts).
 */
import sharp from 'sharp';
import { renderShareImage } from '../src/scripture/render-share-image';

const text = process.argv[2] ?? '';
if (process.argv.includes('--no-fontfile')) {
  const { data } = await sharp({ text: { text, font: 'Noto Serif 40', width: 800, rgba: true } })
    .png()
    .toBuffer({ resolveWithObject: true });
  process.stdout.write(data.toString('base64'));
} else {
  const png = await renderShareImage({
    reference: 'Juan 3:16',
    versionName: 'Reina-Valera 1909',
    text,
    theme: 'light',
    brand: { name: 'Daily Prayer & Scripture', url: 'https://pray.example.org/' },
  });
  process.stdout.write(png.toString('base64'));
}
