import { Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../i18n/i18n-context';
import type { ShareContent } from '../lib/share';
import { Button } from './ui/button';

const ShareDialog = lazy(() => import('./share-dialog'));

/** A Share button that loads the share dialog on first use. */
export function ShareButton({
  content,
  label,
  iconOnly = false,
  large = false,
}: {
  content: ShareContent;
  /** The button's words (default "Share"). */
  label?: string;
  iconOnly?: boolean;
  large?: boolean;
}) {
  const { t } = useI18n();
  const words = label ?? t('share.button');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size={iconOnly ? (large ? 'iconLg' : 'icon') : 'sm'}
        aria-label={iconOnly ? words : undefined}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Share2 aria-hidden className="h-4 w-4" />
        {iconOnly ? null : words}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <ShareDialog open={open} onOpenChange={setOpen} content={content} />
        </Suspense>
      ) : null}
    </>
  );
}
