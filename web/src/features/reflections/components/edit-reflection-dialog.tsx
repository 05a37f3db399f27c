/** Editing one's own reflection (its words and whether it is shared) or reply (its words). */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Label, Textarea } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { isUnauthorizedError, serverMessage } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useUpdateReflection } from '../api/reflections';

export function EditReflectionDialog({
  id,
  content,
  isPublic,
  isReply,
  onClose,
}: {
  id: number;
  content: string;
  isPublic: boolean;
  isReply: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [text, setText] = useState(content);
  const [shared, setShared] = useState(isPublic);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateReflection();
  const save = () =>
    update.mutate(
      { id, content: text, ...(isReply ? {} : { isPublic: shared }) },
      {
        onSuccess: onClose,
        onError: (e) =>
          isUnauthorizedError(e)
            ? reportMutationError(e, t('reflections.errors.title'), '')
            : setError(serverMessage(e) ?? t('reflections.errors.save')),
      },
    );
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent title={isReply ? t('reflections.edit.titleReply') : t('reflections.edit.titleReflection')}>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <div>
            <Label htmlFor="edit-reflection-text">
              {isReply ? t('reflections.edit.reply') : t('reflections.edit.reflection')}
            </Label>
            <Textarea
              id="edit-reflection-text"
              rows={isReply ? 2 : 4}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'edit-reflection-error' : undefined}
            />
            <FieldError id="edit-reflection-error" message={error} />
          </div>
          {isReply ? null : (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
              {t('reflections.edit.share')}
            </label>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('reflections.edit.cancel')}
            </Button>
            <Button type="submit" disabled={!text.trim() || update.isPending}>
              {t('reflections.edit.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
