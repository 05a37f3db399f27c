import { Plus, Target } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { useGoals } from '../api/progress';

/**
 * The goal form (and the rules it checks, core's zod schema: most of what Progress would download
 * otherwise) comes when it is first wanted: its chunk is asked for as the pointer or focus reaches
 * "New goal", and the form stays mounted once opened, so what was typed survives a close
 * (decision 245).
 */
const loadGoalDialog = () => import('./goal-dialog');
const GoalDialog = lazy(() => loadGoalDialog().then((m) => ({ default: m.GoalDialog })));

/** Active goals with the server's days completed and percent. */
export function GoalsCard() {
  const { data: goals = [], isLoading } = useGoals();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { t } = useI18n();
  const active = goals.filter((g) => g.isActive);
  return (
    <Card>
      <div className="mb-3 flex items-center justify-between">
        <h2 className="font-semibold text-slate-900">{t('progress.goals.heading')}</h2>
        <Button
          size="sm"
          variant="secondary"
          onPointerEnter={() => void loadGoalDialog()}
          onFocus={() => void loadGoalDialog()}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <Plus aria-hidden className="h-4 w-4" /> {t('progress.goals.new')}
        </Button>
      </div>
      {isLoading ? (
        <p className="text-sm text-slate-500">{t('progress.goals.loading')}</p>
      ) : active.length === 0 ? (
        <div className="py-4 text-center">
          <Target aria-hidden className="mx-auto mb-2 h-8 w-8 text-slate-300" />
          <p className="text-sm text-slate-500">{t('progress.goals.empty')}</p>
        </div>
      ) : (
        <ul className="space-y-4">
          {active.map((g) => (
            <li key={g.id}>
              <div className="flex items-baseline justify-between gap-2">
                <p className="font-medium text-slate-800">{g.title}</p>
                <p className="shrink-0 text-sm text-slate-500">
                  {t('progress.goals.daysOf', { done: g.daysCompleted, target: g.targetDays })}
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
              <p className="mt-1 text-xs text-slate-500">{t('progress.goals.complete', { percent: g.percent })}</p>
            </li>
          ))}
        </ul>
      )}
      {wanted ? (
        <Suspense fallback={null}>
          <GoalDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </Card>
  );
}
