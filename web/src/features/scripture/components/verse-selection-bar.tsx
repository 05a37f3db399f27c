/**
 * The bar under the verses a person picked in the reader (decision 277): their exact reference, and
 * Copy, Share (the share dialog: text, the square image of just these verses, the other apps) and
 * Telegram (its share page, to send them to any chat). It sits above the phone's tab bar while the
 * chapter is on screen.
 */
import { Copy, Send, X } from 'lucide-react';
import { ShareButton } from '../../../components/share-button';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../i18n/i18n-context';
import { useUser } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { readerHref } from '../../../lib/scripture';
import type { ShareContent } from '../../../lib/share';
import { toast } from '../../../lib/toast';
import type { Passage } from '../api/scripture';
import type { VerseSelection } from './verse-selection';

export function VerseSelectionBar({ passage, selection }: { passage: Passage; selection: VerseSelection }) {
  const { t } = useI18n();
  const { user } = useUser();
  if (!selection.reference) return null;
  const bare = selection.reference;
  const reference = `${bare} (${passage.version.abbreviation})`;
  const quote = selection.verses.map((v) => v.text).join(' ');
  const url = `${window.location.origin}${readerHref(bare, passage.version.id)}`;
  const quoted = t('share.text.quoteWithReference', { quote, reference });
  const content: ShareContent = {
    title: reference,
    quote,
    reference,
    type: 'other',
    url,
    image: { ref: bare, version: passage.version.id },
  };
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(`${quoted}\n${url}`);
      toast({ title: t('share.toast.copied'), variant: 'success' });
    } catch {
      toast({
        title: t('share.toast.copyFailed'),
        description: t('share.toast.copyFailedDescription'),
        variant: 'destructive',
      });
    }
  };
  const telegram = `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(quoted)}`;
  return (
    <section
      aria-label={t('scripture.selection.label')}
      className={cn(
        'sticky z-10 rounded-xl border border-slate-200 bg-white p-3 shadow-lg lg:bottom-4',
        // A signed-in person's phone has the tab bar at the foot (app-layout); a visitor's has none.
        user
          ? 'bottom-[calc(4rem+1px+env(safe-area-inset-bottom))]'
          : 'bottom-[calc(0.5rem+env(safe-area-inset-bottom))]',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 font-serif font-semibold text-slate-900" aria-live="polite">
          {reference}
        </p>
        <Button variant="ghost" size="icon" aria-label={t('scripture.selection.clear')} onClick={selection.clear}>
          <X aria-hidden className="h-4 w-4" />
        </Button>
      </div>
      {selection.verses.length === 1 ? <p className="text-xs text-slate-500">{t('scripture.selection.hint')}</p> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden className="h-4 w-4" /> {t('scripture.selection.copy')}
        </Button>
        <ShareButton label={t('scripture.selection.share')} content={content} />
        <a
          href={telegram}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-8 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          <Send aria-hidden className="h-4 w-4" /> {t('scripture.selection.telegram')}
        </a>
      </div>
    </section>
  );
}
