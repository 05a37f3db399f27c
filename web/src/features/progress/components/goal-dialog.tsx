import { useState, type FormEvent } from 'react';
import { ZCreateGoalInput } from '@dps/core/goals/goal-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { DEFAULT_GOAL_DAYS } from '../../../lib/constants';
import { todayIso } from '../../../lib/dates';
import { firstIssue } from '../../../lib/form-issues';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { reportMutationError } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast';
import { useCreateGoal } from '../api/progress';

const FIELDS = { title: 'goal-title', targetDays: 'goal-days' };

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Creates a goal; afterwards the form is back to an empty title and 21 days, and closes. */
export function GoalDialog({ open, onOpenChange }: Props) {
  const [title, setTitle] = useState('');
  const [days, setDays] = useState(String(DEFAULT_GOAL_DAYS));
  const create = useCreateGoal();
  const errors = useFieldErrors(FIELDS);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The server's own rules (Missing Title, Invalid Days, limits), checked before sending.
    const parsed = ZCreateGoalInput.safeParse({ title, targetDays: days, startDate: todayIso() });
    if (!parsed.success) {
      errors.show(firstIssue(parsed.error, { fallbackTitle: 'Error' }), 'title');
      return;
    }
    errors.clear();
    const { title: trimmed, targetDays, startDate } = parsed.data;
    create.mutate(
      { title: trimmed, targetDays, startDate: startDate ?? todayIso() },
      {
        onSuccess: () => {
          toast({
            title: 'Goal Created',
            description: `"${trimmed}" has been added to your goals.`,
            variant: 'success',
          });
          setTitle('');
          setDays(String(DEFAULT_GOAL_DAYS));
          onOpenChange(false);
        },
        onError: (error) => reportMutationError(error, 'Error', 'Failed to create goal. Please try again.'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Create a Prayer Goal" description="Set a number of days to pray and track your progress.">
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div>
            <Label htmlFor="goal-title">Goal title</Label>
            <Input
              id="goal-title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="e.g. Pray every morning"
              {...errors.invalid('title')}
            />
            <FieldError id="goal-title-error" issue={errors.error('title')} />
          </div>
          <div>
            <Label htmlFor="goal-days">Target days</Label>
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
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Goal'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
