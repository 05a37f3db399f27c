/**
 * "Report" on someone else's public reflection, reply or wall prayer: a reason from a short list and
 * optional words (at most 500 characters). Once reported, the item disappears for the reporter at
 * once (the server leaves it out of every list they get), so `onReported` refreshes those lists.
 */
import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { apiJson, serverMessage } from '../lib/api-client';
import { reportMutationError } from '../lib/mutation-errors';
import { toast } from '../lib/toast';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';
import { FieldError, Label, Textarea } from './ui/field';

export type ReportKind = 'reflection' | 'reply' | 'prayer';

const REASONS = ['spam', 'abusive', 'harmful', 'other'] as const;

const NOTE_MAX = 500;

export function ReportButton({
  kind,
  itemId,
  authorName,
  onReported,
}: {
  kind: ReportKind;
  itemId: number;
  authorName: string;
  onReported: () => void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('report.buttonLabel', { kind, name: authorName })}
        className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-sm text-slate-500 hover:bg-slate-100 hover:text-red-700"
      >
        <Flag aria-hidden className="h-4 w-4" /> {t('report.button')}
      </button>
      {open ? (
        <ReportDialog kind={kind} itemId={itemId} onClose={() => setOpen(false)} onReported={onReported} />
      ) : null}
    </>
  );
}

function ReportDialog({
  kind,
  itemId,
  onClose,
  onReported,
}: {
  kind: ReportKind;
  itemId: number;
  onClose: () => void;
  onReported: () => void;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState<string>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const report = useMutation({
    mutationFn: () =>
      apiJson<{ reported: true }>('POST', '/api/reports', { kind, itemId, reason, note: note.trim() || undefined }),
    onSuccess: () => {
      toast({ title: t('report.done'), description: t('report.doneDescription'), variant: 'success' });
      onClose();
      onReported();
    },
    onError: (e) => {
      const message = serverMessage(e);
      if (message && !/^401/.test(String((e as Error).message))) setError(message);
      else reportMutationError(e, t('report.errors.title'), t('report.errors.send'));
    },
  });
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent title={t('report.title', { kind })} description={t('report.description')}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (reason) report.mutate();
          }}
          className="space-y-4"
        >
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('report.why')}</legend>
            <div className="mt-2 space-y-2">
              {REASONS.map((r) => (
                <label
                  key={r}
                  className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600"
                >
                  <input
                    type="radio"
                    name="report-reason"
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                  />
                  {t(`report.reason.${r}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <Label htmlFor="report-note">{t('report.note')}</Label>
            <Textarea
              id="report-note"
              rows={3}
              maxLength={NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
            <p className="mt-1 text-right text-xs text-slate-500">
              {note.length}/{NOTE_MAX}
            </p>
          </div>
          <FieldError id="report-error" message={error} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={!reason || report.isPending}>
              {t('report.send')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
