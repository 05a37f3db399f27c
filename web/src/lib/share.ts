import type { I18n } from '../i18n/i18n-context';
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

/**
 * Title, the quoted text with its reference, then "Shared from Daily Prayer & Scripture" (in the
 * person's language when given `t`; the share dialog passes it).
 */
export function buildShareText(content: ShareContent, t?: I18n['t']): string {
  const parts = [content.title];
  if (content.quote) {
    const quoted = `"${content.quote.trim()}"`;
    parts.push(content.reference ? `${quoted} - ${content.reference}` : quoted);
  }
  parts.push(t ? t('common.share.sharedFrom', { app: APP_NAME }) : `Shared from ${APP_NAME}`);
  return parts.join('\n\n');
}

export function externalShareUrl(
  target: 'facebook' | 'twitter' | 'whatsapp' | 'email',
  content: ShareContent,
  origin: string,
  t?: I18n['t'],
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
