import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';
import { Label, Textarea } from './ui/field';
import { useI18n } from '../i18n/i18n-context';
import { useMarkAnswered } from '../lib/user-prayers';

/**
 * The author's "Mark answered" button and its dialog (an optional note on how it was answered): on
 * the wall, and in My Prayers for private prayers too (nobody else is told of those).
 */
export function MarkAnsweredButton({ id, isPublic = true }: { id: number; isPublic?: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const mark = useMarkAnswered();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    mark.mutate(
      { id, note },
      {
        onSuccess: () => {
          setOpen(false);
          setNote('');
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <CheckCircle2 aria-hidden className="h-4 w-4" /> {t('wall.answered.button')}
      </Button>
      <DialogContent
        title={t('wall.answered.title')}
        description={isPublic ? t('wall.answered.public') : t('wall.answered.private')}
      >
        <form onSubmit={submit} className="space-y-3">
          <div>
            <Label htmlFor={`answered-note-${id}`}>{t('wall.answered.note')}</Label>
            <Textarea
              id={`answered-note-${id}`}
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              placeholder={t('wall.answered.notePlaceholder')}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('wall.answered.cancel')}
            </Button>
            <Button type="submit" disabled={mark.isPending}>
              {mark.isPending ? t('wall.answered.saving') : t('wall.answered.button')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
