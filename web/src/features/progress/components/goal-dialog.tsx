import { useState, type FormEvent } from 'react';
import { GOAL_DAYS_MAX, GOAL_TITLE_MAX, ZCreateGoalInput } from '@dps/core/goals/goal-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { DEFAULT_GOAL_DAYS } from '../../../lib/constants';
import { todayIso } from '../../../lib/dates';
import type { FormIssue } from '../../../lib/form-issues';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { reportMutationError } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast';
import { useCreateGoal } from '../api/progress';

const TITLE_ID = 'goal-title';
const FIELDS = { title: TITLE_ID, targetDays: 'goal-days' };

type Props = { open: boolean; onOpenChange: (open: boolean) => void };
type GoalIssue = { code: string; path: readonly PropertyKey[] };

/**
 * The goal form's first problem in the person's words. The rules are core's (ZCreateGoalInput, the
 * server's own); which rule failed is read from the issue's field and code, not its English text.
 */
function goalIssue(issue: GoalIssue | undefined, t: (key: string, values?: Record<string, string>) => string): FormIssue {
  const field = issue?.path[0] === undefined ? undefined : String(issue.path[0]);
  const tooBig = issue?.code === 'too_big';
  const source = '';
  if (field === 'targetDays')
    return {
      title: t('progress.goal.invalidDays'),
      description: tooBig ? t('progress.goal.tooManyDaysBody', { max: String(GOAL_DAYS_MAX) }) : t('progress.goal.invalidDaysBody'),
      field,
      source,
    };
  if (field === 'startDate') return { title: t('progress.goal.invalidDate'), description: t('progress.goal.invalidDateBody'), field, source };
  return tooBig
    ? { title: t('progress.goal.titleTooLong'), description: t('progress.goal.titleTooLongBody', { max: String(GOAL_TITLE_MAX) }), field: 'title', source }
    : { title: t('progress.goal.missingTitle'), description: t('progress.goal.missingTitleBody'), field: 'title', source };
}

/** Creates a goal; afterwards the form is back to an empty title and 21 days, and closes. */
export function GoalDialog({ open, onOpenChange }: Props) {
  const [title, setTitle] = useState('');
  const [days, setDays] = useState(String(DEFAULT_GOAL_DAYS));
  const create = useCreateGoal();
  const { t } = useI18n();
  const errors = useFieldErrors(FIELDS);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The server's own rules (Missing Title, Invalid Days, limits), checked before sending.
    const parsed = ZCreateGoalInput.safeParse({ title, targetDays: days, startDate: todayIso() });
    if (!parsed.success) {
      errors.show(goalIssue(parsed.error.issues[0], t), 'title');
      return;
    }
    errors.clear();
    const { title: trimmed, targetDays, startDate } = parsed.data;
    create.mutate(
      { title: trimmed, targetDays, startDate: startDate ?? todayIso() },
      {
        onSuccess: () => {
          toast({
            title: t('progress.goal.created'),
            description: t('progress.goal.createdBody', { title: trimmed }),
            variant: 'success',
          });
          setTitle('');
          setDays(String(DEFAULT_GOAL_DAYS));
          onOpenChange(false);
        },
        onError: (error) => reportMutationError(error, t('progress.goal.error'), t('progress.goal.createError')),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('progress.goal.title')} description={t('progress.goal.description')}>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div>
            <Label htmlFor={TITLE_ID}>{t('progress.goal.name')}</Label>
            <Input
              id={TITLE_ID}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder={t('progress.goal.namePlaceholder')}
              {...errors.invalid('title')}
            />
            <FieldError id="goal-title-error" issue={errors.error('title')} />
          </div>
          <div>
            <Label htmlFor="goal-days">{t('progress.goal.days')}</Label>
            <Input
              id="goal-days"
              type="number"
              inputMode="numeric"
              min={1}
              value={days}
              onChange={(e) => setDays(e.target.value)}
              {...errors.invalid('targetDays')}
            />
            <FieldError id="goal-days-error" issue={errors.error('targetDays')} />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('progress.goal.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('progress.goal.creating') : t('progress.goal.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
