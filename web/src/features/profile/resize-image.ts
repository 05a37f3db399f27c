import { PHOTO_JPEG_QUALITY, PHOTO_MAX_SIDE } from '../../lib/constants';

/** The size that fits `maxSide` on the long side, never enlarging. */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The file is not an image this browser can read'));
    };
    img.src = url;
  });
}

/** Resize in the browser (at most 800 px on the long side) and encode as a JPEG data URL at 0.7. */
export async function resizeImageToDataUrl(file: File): Promise<string> {
  const img = await loadImage(file);
  const { width, height } = fitWithin(img.naturalWidth, img.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  // JPEG has no transparency: paint white under transparent PNGs instead of black.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, 0, 0, width, height);
  const dataUrl = canvas.toDataURL('image/jpeg', PHOTO_JPEG_QUALITY);
  if (!dataUrl.startsWith('data:image/jpeg')) throw new Error('JPEG encoding failed');
  return dataUrl;
}
