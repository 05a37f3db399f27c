/** Edit and Delete on one's own prayer in My Prayers. */
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AudiencePicker, audienceProblem } from '../../../components/audience-picker';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { isUnauthorizedError, serverMessage } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { choiceOf, sameChoice, type AudienceChoice } from '../../../lib/circles';
import type { UserPrayer } from '../../../lib/user-prayers';
import { useDeleteUserPrayer, useUpdateUserPrayer } from '../../../lib/user-prayers';

const small =
  'inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-sm text-slate-500 hover:bg-slate-100 hover:text-brand-700';

export function OwnPrayerActions({ prayer }: { prayer: UserPrayer }) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteUserPrayer();
  return (
    <>
      <button
        type="button"
        className={small}
        onClick={() => setEditing(true)}
        aria-label={t('userPrayers.own.editLabel', { title: prayer.title })}
      >
        <Pencil aria-hidden className="h-4 w-4" /> {t('userPrayers.own.edit')}
      </button>
      <button
        type="button"
        className={small}
        onClick={() => setDeleting(true)}
        aria-label={t('userPrayers.own.deleteLabel', { title: prayer.title })}
      >
        <Trash2 aria-hidden className="h-4 w-4" /> {t('userPrayers.own.delete')}
      </button>
      {editing ? <EditPrayerDialog prayer={prayer} onClose={() => setEditing(false)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('userPrayers.own.deleteTitle')}
          description={prayer.isPublic ? t('userPrayers.own.deletePublic') : t('userPrayers.own.deletePrivate')}
          confirmLabel={t('userPrayers.own.delete')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(prayer.id, { onSuccess: () => setDeleting(false) })}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </>
  );
}

function EditPrayerDialog({ prayer, onClose }: { prayer: UserPrayer; onClose: () => void }) {
  const { t } = useI18n();
  const [title, setTitle] = useState(prayer.title);
  const [content, setContent] = useState(prayer.content);
  const before = choiceOf(prayer.audience, prayer.isPublic);
  const [audience, setAudience] = useState<AudienceChoice>(before);
  const [error, setError] = useState<string | undefined>();
  const [audienceError, setAudienceError] = useState<string | null>(null);
  const update = useUpdateUserPrayer();
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent title={t('userPrayers.edit.title')}>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            const problem = audienceProblem(audience);
            setAudienceError(problem ? t(problem) : null);
            if (problem) return;
            update.mutate(
              { id: prayer.id, title, content, ...(sameChoice(audience, before) ? {} : { audience }) },
              {
                onSuccess: onClose,
                onError: (err) =>
                  isUnauthorizedError(err)
                    ? reportMutationError(err, t('userPrayers.errors.title'), '')
                    : setError(serverMessage(err) ?? t('userPrayers.errors.save')),
              },
            );
          }}
        >
          <div>
            <Label htmlFor="edit-prayer-title">{t('userPrayers.edit.titleLabel')}</Label>
            <Input id="edit-prayer-title" value={title} onChange={(e) => setTitle(e.target.value)} />
          </div>
          <div>
            <Label htmlFor="edit-prayer-content">{t('userPrayers.edit.content')}</Label>
            <Textarea id="edit-prayer-content" rows={4} value={content} onChange={(e) => setContent(e.target.value)} />
          </div>
          <AudiencePicker
            id="edit-prayer"
            value={audience}
            onChange={(next) => {
              setAudience(next);
              setAudienceError(null);
            }}
            error={audienceError}
          />
          <FieldError id="edit-prayer-error" message={error} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('userPrayers.edit.cancel')}
            </Button>
            <Button type="submit" disabled={!title.trim() || !content.trim() || update.isPending}>
              {t('userPrayers.edit.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
