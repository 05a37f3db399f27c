import { Copy, Mail, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { SHARE_EXTERNAL_CLOSE_DELAY_MS } from '../lib/constants';
import { buildShareText, externalShareUrl, type ShareContent } from '../lib/share';
import { toast } from '../lib/toast';
import { ShareImagePanel } from './share-image-panel';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  content: ShareContent;
};

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/**
 * Share Now (device share sheet, else copy), Copy to Clipboard, and four external targets. The
 * words around what is shared ("Shared from …") are in the person's language.
 */
export default function ShareDialog({ open, onOpenChange, content }: Props) {
  const { t } = useI18n();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const text = buildShareText(content, t);
  const origin = content.url ?? window.location.origin;

  const shareNow = async () => {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: content.title, text, url: origin });
        toast({ title: t('share.toast.shared'), variant: 'success' });
      } else {
        await copyText(text);
        toast({ title: t('share.toast.copied'), variant: 'success' });
      }
      onOpenChange(false);
    } catch (err) {
      // Dismissing the device share sheet is not a failure.
      if (err instanceof Error && err.name === 'AbortError') return;
      toast({
        title: t('share.toast.shareFailed'),
        description: t('share.toast.shareFailedDescription'),
        variant: 'destructive',
      });
    }
  };

  const copy = async () => {
    try {
      await copyText(text);
      toast({ title: t('share.toast.copied'), variant: 'success' });
      onOpenChange(false);
    } catch {
      toast({
        title: t('share.toast.copyFailed'),
        description: t('share.toast.copyFailedDescription'),
        variant: 'destructive',
      });
    }
  };

  const openExternal = (target: 'facebook' | 'twitter' | 'whatsapp' | 'email') => {
    const url = externalShareUrl(target, content, origin, t);
    if (target === 'email') window.location.href = url;
    else window.open(url, '_blank', 'noopener,noreferrer');
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => onOpenChange(false), SHARE_EXTERNAL_CLOSE_DELAY_MS);
  };

  const external: {
    target: 'facebook' | 'twitter' | 'whatsapp' | 'email';
    /** The service's own name (not translated), or the words for email. */
    name: string;
    icon: ReactNode;
    className: string;
  }[] = [
    {
      target: 'facebook',
      name: 'Facebook',
      icon: (
        <span aria-hidden className="font-bold">
          f
        </span>
      ),
      className: 'bg-[#0866ff] text-white hover:opacity-90',
    },
    {
      target: 'twitter',
      name: 'Twitter',
      icon: (
        <span aria-hidden className="font-bold">
          𝕏
        </span>
      ),
      className: 'bg-slate-900 text-white hover:opacity-90',
    },
    {
      target: 'whatsapp',
      name: 'WhatsApp',
      icon: <MessageCircle aria-hidden className="h-4 w-4" />,
      className: 'bg-[#075e54] text-white hover:opacity-90',
    },
    {
      target: 'email',
      name: t('share.email'),
      icon: <Mail aria-hidden className="h-4 w-4" />,
      className: 'bg-slate-600 text-white hover:opacity-90',
    },
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('share.title')} description={t('share.description', { title: content.title })}>
        {content.image ? <ShareImagePanel source={content.image} title={content.title} /> : null}
        {/* Focusable so a keyboard can scroll a long text (axe: scrollable-region-focusable). */}
        <pre
          tabIndex={0}
          aria-label={t('share.textLabel')}
          className="mb-4 max-h-40 overflow-y-auto whitespace-pre-wrap rounded-lg bg-brand-50 p-3 font-sans text-sm text-slate-700"
        >
          {text}
        </pre>
        <div className="grid gap-2">
          <Button onClick={shareNow}>
            <Share2 aria-hidden className="h-4 w-4" /> {t('share.now')}
          </Button>
          <Button variant="outline" onClick={copy}>
            <Copy aria-hidden className="h-4 w-4" /> {t('share.copy')}
          </Button>
        </div>
        <div className="mt-3 grid grid-cols-2 gap-2">
          {external.map((x) => (
            <Button key={x.target} variant="custom" className={x.className} onClick={() => openExternal(x.target)}>
              {x.icon} {x.name}
            </Button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
