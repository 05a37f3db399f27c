/**
 * Edit and Delete on one's own reflection or reply, wherever it is listed (Today's community list,
 * My Reflections). Deleting a reflection removes its likes and the replies under it (decision 155),
 * and the confirmation says so.
 */
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useI18n } from '../../../i18n/i18n-context';
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
  id: number;
  content: string;
  isPublic: boolean;
  isReply: boolean;
  replies?: number;
}) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteReflection();
  const what = isReply ? 'reply' : 'reflection';
  return (
    <>
      <button
        type="button"
        className={small}
        onClick={() => setEditing(true)}
        aria-label={t('reflections.own.editLabel', { what })}
      >
        <Pencil aria-hidden className="h-4 w-4" /> {t('reflections.own.edit')}
      </button>
      <button
        type="button"
        className={small}
        onClick={() => setDeleting(true)}
        aria-label={t('reflections.own.deleteLabel', { what })}
      >
        <Trash2 aria-hidden className="h-4 w-4" /> {t('reflections.own.delete')}
      </button>
      {editing ? (
        <EditReflectionDialog
          id={id}
          content={content}
          isPublic={isPublic}
          isReply={isReply}
          onClose={() => setEditing(false)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('reflections.own.deleteTitle', { what })}
          description={isReply ? t('reflections.own.deleteReply') : t('reflections.own.deleteReflection', { replies })}
          confirmLabel={t('reflections.own.delete')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(id, { onSuccess: () => setDeleting(false) })}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </>
  );
}
