/** Editing one's own reflection (its words and whether it is shared) or reply (its words). */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Label, Textarea } from '../../../components/ui/field';
import { isUnauthorizedError, serverMessage } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import type { Id } from '../../../types/api';
import { useUpdateReflection } from '../api/reflections';

export function EditReflectionDialog({
  id,
  content,
  isPublic,
  isReply,
  onClose,
}: {
  id: Id;
  content: string;
  isPublic: boolean;
  isReply: boolean;
  onClose: () => void;
}) {
  const [text, setText] = useState(content);
  const [shared, setShared] = useState(isPublic);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateReflection();
  const save = () =>
    update.mutate(
      { id, content: text, ...(isReply ? {} : { isPublic: shared }) },
      {
        onSuccess: onClose,
        onError: (e) => (isUnauthorizedError(e) ? reportMutationError(e, 'Error', '') : setError(serverMessage(e) ?? 'Failed to save. Please try again.')),
      },
    );
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent title={isReply ? 'Edit your reply' : 'Edit your reflection'}>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <div>
            <Label htmlFor="edit-reflection-text">{isReply ? 'Reply' : 'Reflection'}</Label>
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
              Share with community
            </label>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!text.trim() || update.isPending}>
              Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
