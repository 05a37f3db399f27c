import { APP_NAME } from './constants';
import type { BibleVersionId } from './scripture';

/** A passage the share dialog can also offer as an image (GET /api/scripture/image; decision 214). */
export type ShareImageSource = { ref: string; version?: BibleVersionId | null };

export type ShareContent = {
  title: string;
  /** The text to quote: a scripture, or the reflection or prayer itself. */
  quote?: string | null;
  reference?: string | null;
  type?: 'prayer' | 'testimonial' | 'reflection' | 'other';
  /** Offer the passage as a square image too. */
  image?: ShareImageSource;
  /** The link to share (default: the site). */
  url?: string;
};

/** The words around a shared text, in the person's language: the web's `t` (catalogue `share`). */
export type ShareTranslate = (key: string, values?: Record<string, string>) => string;

/** Title, the quoted text with its reference, then "Shared from Daily Prayer & Scripture". */
export function buildShareText(content: ShareContent, t: ShareTranslate): string {
  const parts = [content.title];
  if (content.quote) {
    const quote = content.quote.trim();
    parts.push(
      content.reference
        ? t('share.text.quoteWithReference', { quote, reference: content.reference })
        : t('share.text.quote', { quote }),
    );
  }
  parts.push(t('share.text.sharedFrom', { app: APP_NAME }));
  return parts.join('\n\n');
}

export function externalShareUrl(
  target: 'facebook' | 'twitter' | 'whatsapp' | 'email',
  content: ShareContent,
  origin: string,
  t: ShareTranslate,
): string {
  const text = buildShareText(content, t);
  const e = encodeURIComponent;
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${e(origin)}&quote=${e(text)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${e(text)}&url=${e(origin)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${e(`${text}\n${origin}`)}`;
    case 'email':
      return `mailto:?subject=${e(content.title)}&body=${e(`${text}\n\n${origin}`)}`;
  }
}
