import { Plus, Target } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useGoals } from '../api/progress';
import { GoalDialog } from './goal-dialog';

/** Active goals with the server's days completed and percent. */
export function GoalsCard() {
  const { data: goals = [], isLoading } = useGoals();
  const [open, setOpen] = useState(false);
  const active = goals.filter((g) => g.isActive);
  return (
    <Card>
      <div className="mb-3 flex items-center justify-between">
        <h2 className="font-semibold text-slate-900">Prayer Goals</h2>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          <Plus aria-hidden className="h-4 w-4" /> New Goal
        </Button>
      </div>
      {isLoading ? (
        <p className="text-sm text-slate-500">Loading goals...</p>
      ) : active.length === 0 ? (
        <div className="py-4 text-center">
          <Target aria-hidden className="mx-auto mb-2 h-8 w-8 text-slate-300" />
          <p className="text-sm text-slate-500">No active goals yet. Set one to stay consistent.</p>
        </div>
      ) : (
        <ul className="space-y-4">
          {active.map((g) => (
            <li key={g.id}>
              <div className="flex items-baseline justify-between gap-2">
                <p className="font-medium text-slate-800">{g.title}</p>
                <p className="shrink-0 text-sm text-slate-500">
                  {g.daysCompleted} of {g.targetDays} days
                </p>
              </div>
              <div
                role="progressbar"
                aria-label={g.title}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={g.percent}
                className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
              >
                <div className="h-full rounded-full bg-green-600" style={{ width: `${g.percent}%` }} />
              </div>
              <p className="mt-1 text-xs text-slate-500">{g.percent}% complete</p>
            </li>
          ))}
        </ul>
      )}
      <GoalDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
