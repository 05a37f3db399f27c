/**
 * "Share as an image" inside the share dialog (decision 214): the passage as a square PNG
 * from GET /api/scripture/image, light or dark, previewed, then handed to the device's share sheet
 * where the browser can share files (Web Share with files), or downloaded where it cannot.
 * An image that holds only part of the passage names its verses and offers the next ones (decision 275).
 */
import { Download, ImageIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { cn } from '../lib/cn';
import { languageHeader } from '../lib/api-client';
import type { ShareImageSource } from '../lib/share';
import { toast } from '../lib/toast';
import { Button } from './ui/button';

type Theme = 'light' | 'dark';

type Loaded = {
  blob: Blob;
  url: string;
  fileName: string;
  verses: string | null;
  /** The verses on the image ("Salmo 23:1-5") and those after them, when it is cut. */
  reference: string | null;
  rest: string | null;
};

const header = (res: Response, name: string) => {
  const v = res.headers.get(name);
  return v === null ? null : decodeURIComponent(v);
};

function imageUrl(source: ShareImageSource, theme: Theme): string {
  const version = source.version ? `&version=${source.version}` : '';
  return `/api/scripture/image?ref=${encodeURIComponent(source.ref)}${version}&theme=${theme}`;
}

/** The file name the server gives the image ("psalm-23-1-4-web-light.png"). */
function fileNameOf(res: Response, theme: Theme): string {
  const m = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return m?.[1] ?? `passage-${theme}.png`;
}

/** Whether this browser's share sheet takes image files (probed with a tiny stand-in file). */
function canShareImages(): boolean {
  try {
    const probe = new File([new Uint8Array(1)], 'probe.png', { type: 'image/png' });
    return typeof navigator.canShare === 'function' && navigator.canShare({ files: [probe] });
  } catch {
    return false;
  }
}

export function ShareImagePanel({ source, title }: { source: ShareImageSource; title: string }) {
  const { t } = useI18n();
  const [theme, setTheme] = useState<Theme>(() =>
    document.documentElement.classList.contains('dark') ? 'dark' : 'light',
  );
  const [image, setImage] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shareFiles] = useState(canShareImages);
  const headingId = useId();

  const { version } = source;
  // The passage shown: the one shared, until the person asks for the verses after the image's.
  const [ref, setRef] = useState(source.ref);
  useEffect(() => setRef(source.ref), [source.ref]);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    setImage(null);
    setError(null);
    // In the page's language, so a refusal ("Mateo tiene 28 capítulos…") is in it too (decision 260).
    fetch(imageUrl({ ref, version }, theme), { credentials: 'same-origin', headers: languageHeader() })
      .then(async (res) => {
        if (!res.ok) {
          const body = (await res.json().catch(() => null)) as { error?: string } | null;
          throw new Error(body?.error ?? t('share.image.failed'));
        }
        const blob = await res.blob();
        if (!live) return;
        made = URL.createObjectURL(blob);
        setImage({
          blob,
          url: made,
          fileName: fileNameOf(res, theme),
          verses: res.headers.get('x-passage-verses'),
          reference: header(res, 'x-image-reference'),
          rest: header(res, 'x-image-rest'),
        });
      })
      .catch((e: unknown) => {
        if (!live) return;
        // fetch rejects with a TypeError only when there is no network; our own messages are Errors.
        setError(
          e instanceof TypeError
            ? t('share.image.offline')
            : e instanceof Error && e.message
              ? e.message
              : t('share.image.failedShort'),
        );
      });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [ref, version, theme, t]);

  const [shown, total] = (image?.verses ?? '').split('/').map(Number);
  const cut = shown !== undefined && total !== undefined && shown < total;

  const share = async () => {
    if (!image) return;
    const file = new File([image.blob], image.fileName, { type: 'image/png' });
    if (shareFiles && navigator.canShare({ files: [file] })) {
      try {
        await navigator.share({ files: [file], title });
        toast({ title: t('share.toast.shared'), variant: 'success' });
      } catch (err) {
        if (err instanceof Error && err.name === 'AbortError') return;
        toast({
          title: t('share.toast.shareFailed'),
          description: t('share.image.shareFailedDescription'),
          variant: 'destructive',
        });
      }
      return;
    }
    const a = document.createElement('a');
    a.href = image.url;
    a.download = image.fileName;
    document.body.append(a);
    a.click();
    a.remove();
    toast({ title: t('share.image.downloaded'), variant: 'success' });
  };

  return (
    <section aria-labelledby={headingId} className="mb-4 rounded-xl border border-slate-200 p-3">
      <h3 id={headingId} className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-800">
        <ImageIcon aria-hidden className="h-4 w-4" /> {t('share.image.title')}
      </h3>
      <div className="flex gap-3">
        <div className="aspect-square w-32 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-50 sm:w-40">
          {image ? (
            <img src={image.url} alt={t('share.image.alt', { title })} className="h-full w-full" />
          ) : (
            <div
              className="flex h-full items-center justify-center p-2 text-center text-xs text-slate-500"
              aria-busy={!error}
            >
              {error ? t('share.image.none') : t('share.image.making')}
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <fieldset>
            <legend className="mb-1 text-xs font-medium text-slate-600">{t('share.image.theme')}</legend>
            <div className="flex gap-1">
              {(['light', 'dark'] as const).map((option) => (
                <label
                  key={option}
                  className={cn(
                    'flex min-h-10 flex-1 cursor-pointer items-center justify-center gap-1 rounded-lg border px-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                    // Plain classes (not has-[:checked]:…) so dark mode's counterparts in index.css apply.
                    theme === option
                      ? 'border-brand-600 bg-brand-50 font-semibold text-brand-700'
                      : 'border-slate-300 text-slate-700',
                  )}
                >
                  <input
                    type="radio"
                    name={`${headingId}-theme`}
                    value={option}
                    checked={theme === option}
                    onChange={() => setTheme(option)}
                    className="sr-only"
                  />
                  {option === 'light' ? t('share.image.light') : t('share.image.dark')}
                </label>
              ))}
            </div>
          </fieldset>
          <Button onClick={share} disabled={!image}>
            {shareFiles ? <ImageIcon aria-hidden className="h-4 w-4" /> : <Download aria-hidden className="h-4 w-4" />}
            {shareFiles ? t('share.image.share') : t('share.image.download')}
          </Button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : cut ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p className="text-xs text-slate-500">
            {t('share.image.cut', { shown, total, reference: image?.reference ?? ref })}
          </p>
          {image?.rest ? (
            <Button variant="outline" size="sm" onClick={() => setRef(image.rest!)}>
              {t('share.image.next', { reference: image.rest })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
