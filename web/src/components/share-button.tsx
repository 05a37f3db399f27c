import { Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ShareContent } from '../lib/share';
import { Button } from './ui/button';

const ShareDialog = lazy(() => import('./share-dialog'));

/** A Share button that loads the share dialog on first use. */
export function ShareButton({
  content,
  label = 'Share',
  iconOnly = false,
  large = false,
}: {
  content: ShareContent;
  label?: string;
  iconOnly?: boolean;
  large?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size={iconOnly ? (large ? 'iconLg' : 'icon') : 'sm'}
        aria-label={iconOnly ? label : undefined}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Share2 aria-hidden className="h-4 w-4" />
        {iconOnly ? null : label}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <ShareDialog open={open} onOpenChange={setOpen} content={content} />
        </Suspense>
      ) : null}
    </>
  );
}
