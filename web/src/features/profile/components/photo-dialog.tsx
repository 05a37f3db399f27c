import { Camera, Link2 } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { PHOTO_MAX_BYTES } from '../../../lib/constants';
import { toast } from '../../../lib/toast';
import { useUpdateProfileImage } from '../api/profile';
import { resizeImageToDataUrl } from '../resize-image';
import { useFieldErrors } from '../../../lib/use-field-errors';

const FIELDS = { url: 'photo-url' };

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Upload a photo (resized in the browser) or give an image URL. */
export default function PhotoDialog({ open, onOpenChange }: Props) {
  const { t } = useI18n();
  const [url, setUrl] = useState('');
  const [processing, setProcessing] = useState(false);
  const errors = useFieldErrors(FIELDS);
  const update = useUpdateProfileImage();

  const save = (profileImageUrl: string) =>
    update.mutate(profileImageUrl, {
      onSuccess: () => {
        toast({ title: t('profile.photo.updated'), variant: 'success' });
        setUrl('');
        onOpenChange(false);
      },
      onError: () =>
        toast({
          title: t('common.error'),
          description: t('profile.photo.failed'),
          variant: 'destructive',
        }),
    });

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      toast({
        title: t('errors.form.fileTooLargeTitle'),
        description: t('errors.form.fileTooLarge'),
        variant: 'destructive',
      });
      return;
    }
    setProcessing(true);
    try {
      const dataUrl = await resizeImageToDataUrl(file);
      save(dataUrl);
    } catch {
      toast({ title: t('common.error'), description: t('profile.photo.processFailed'), variant: 'destructive' });
    } finally {
      setProcessing(false);
    }
  };

  const onUrl = (e: FormEvent) => {
    e.preventDefault();
    const value = url.trim();
    if (!value) {
      errors.show({ title: t('errors.form.invalidUrlTitle'), description: t('errors.form.invalidImageUrl') }, 'url');
      return;
    }
    errors.clear();
    save(value);
  };

  const busy = processing || update.isPending;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('profile.photo.title')} description={t('profile.photo.description')}>
        <label className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 p-6 text-center hover:border-brand-400 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300">
          <Camera aria-hidden className="h-8 w-8 text-brand-600" />
          <span className="font-medium text-slate-700">
            {processing ? t('profile.photo.processing') : t('profile.photo.choose')}
          </span>
          <span className="text-xs text-slate-500">{t('profile.photo.formats')}</span>
          <input type="file" accept="image/*" className="sr-only" onChange={(e) => void onFile(e)} disabled={busy} />
        </label>
        <form onSubmit={onUrl} className="mt-5 space-y-2" noValidate>
          <Label htmlFor="photo-url">{t('profile.photo.orUrl')}</Label>
          <div className="flex gap-2">
            <Input
              id="photo-url"
              type="url"
              inputMode="url"
              placeholder={t('profile.photo.urlPlaceholder')}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              {...errors.invalid('url')}
            />
            <FieldError id="photo-url-error" issue={errors.error('url')} />
            <Button type="submit" className="shrink-0" disabled={busy}>
              <Link2 aria-hidden className="h-4 w-4" /> {t('profile.photo.use')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
