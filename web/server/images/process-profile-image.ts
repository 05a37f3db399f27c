/**
 * The profile photo as it arrives from the photo dialog: an https URL, or an image data URL.
 *
 * - An https URL is checked for shape only (https, a host, at most 2,048 characters, no embedded
 *   credentials) and stored as given. The server never fetches it: fetching a URL a person typed
 *   would let anyone make the server call internal addresses (SSRF). The browser loads it; the CSP
 *   allows `img-src https:`.
 * - A `data:image/(jpeg|png|webp);base64,...` URL of at most 10 MB decoded is decoded and checked by
 *   its bytes (the declared type does not matter, the real one must be JPEG, PNG or WebP: no SVG,
 *   GIF, TIFF...), refused above 40 megapixels, turned upright by its EXIF orientation, flattened on
 *   white, shrunk to at most 800 px on the long side, and re-encoded as JPEG at quality 70 with all
 *   metadata (EXIF, GPS, ICC comments) dropped. What is stored is that JPEG as a data URL.
 */
import { AppError } from '@dps/core/errors';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_URL_LENGTH = 2048;
export const PROFILE_IMAGE_SIZE = 800;
export const PROFILE_IMAGE_QUALITY = 70;

const invalidUrl = () => new AppError('validation', 'invalidImageUrl', { title: 'invalidUrl' });
const tooLarge = () => new AppError('validation', 'imageTooLarge', { title: 'fileTooLarge' });
const failed = (cause?: unknown) => new AppError('validation', 'imageProcess', { cause });
const unsupported = () => new AppError('validation', 'imageFormat', { title: 'unsupportedImage' });
const tooManyPixels = () => new AppError('validation', 'imageTooManyPixels', { title: 'imageTooLarge' });

const DATA_URL = /^data:([^;,]*)(;base64)?,/i;
const SUPPORTED_DATA_URL = /^data:image\/(jpeg|png|webp);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const SUPPORTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** Validate (and for uploads, re-encode) a profile photo; returns the value to store. */
export async function processProfileImage(input: unknown): Promise<string> {
  if (typeof input !== 'string') throw invalidUrl();
  const value = input.trim();
  if (!value) throw invalidUrl();
  if (DATA_URL.test(value)) return processDataUrl(value);
  return checkHttpsUrl(value);
}

function checkHttpsUrl(value: string): string {
  if (value.length > MAX_URL_LENGTH || /\s/.test(value)) throw invalidUrl();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidUrl();
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) throw invalidUrl();
  return value;
}

async function processDataUrl(value: string): Promise<string> {
  const head = SUPPORTED_DATA_URL.exec(value);
  if (!head) throw unsupported();
  const b64 = value.slice(head[0].length);
  // Decoded size from the base64 length, before decoding anything.
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  if (Math.floor((b64.length * 3) / 4) - padding > MAX_IMAGE_BYTES) throw tooLarge();
  if (b64.length === 0 || b64.length % 4 === 1 || !BASE64.test(b64)) throw failed();
  const bytes = Buffer.from(b64, 'base64');
  // libvips is loaded on the first photo, not at start (~25 MB resident: decision 102).
  const { default: sharp } = await import('sharp');

  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((e: unknown) => {
      throw failed(e);
    });
  if (!meta.format || !SUPPORTED_FORMATS.has(meta.format)) throw unsupported();
  if (!meta.width || !meta.height) throw failed();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw tooManyPixels();

  try {
    const jpeg = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PROFILE_IMAGE_QUALITY, mozjpeg: true })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch (e) {
    throw failed(e);
  }
}
