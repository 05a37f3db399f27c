/**
 * Edit and Delete on one's own reflection or reply, wherever it is listed (Today's community list,
 * My Reflections). Deleting a reflection removes its likes and the replies under it (decision 155),
 * and the confirmation says so.
 */
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Id } from '../../../types/api';
import { useDeleteReflection } from '../api/reflections';
import { EditReflectionDialog } from './edit-reflection-dialog';

const small =
  'inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-sm text-slate-500 hover:bg-slate-100 hover:text-brand-700';

export function OwnReflectionActions({
  id,
  content,
  isPublic,
  isReply,
  replies = 0,
}: {
  id: Id;
  content: string;
  isPublic: boolean;
  isReply: boolean;
  replies?: number;
}) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteReflection();
  const what = isReply ? 'reply' : 'reflection';
  return (
    <>
      <button type="button" className={small} onClick={() => setEditing(true)} aria-label={`Edit this ${what}`}>
        <Pencil aria-hidden className="h-4 w-4" /> Edit
      </button>
      <button type="button" className={small} onClick={() => setDeleting(true)} aria-label={`Delete this ${what}`}>
        <Trash2 aria-hidden className="h-4 w-4" /> Delete
      </button>
      {editing ? (
        <EditReflectionDialog id={id} content={content} isPublic={isPublic} isReply={isReply} onClose={() => setEditing(false)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete this ${what}?`}
          description={
            isReply
              ? 'It will be removed for everyone.'
              : `It will be removed for everyone, with its likes${replies > 0 ? ` and the ${replies} ${replies === 1 ? 'reply' : 'replies'} under it` : ' and any replies under it'}.`
          }
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(id, { onSuccess: () => setDeleting(false) })}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </>
  );
}
