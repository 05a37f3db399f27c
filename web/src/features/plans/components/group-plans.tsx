/**
 * "With your groups" on /plans (decision 237): each plan the person reads with a
 * Telegram group or a Slack channel — where the group is, how many marked today's day (counts only,
 * never names), the person's own place, and the day's passages to read. Hidden when there are none.
 */
import { CheckCircle2, Users } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { shortDate } from '../../../lib/dates';
import { Link } from '../../../lib/router';
import { readerHref } from '../../../lib/scripture';
import { useMyGroupPlans, type MyGroupPlan } from '../api/plans';

type Day = MyGroupPlan['days'][number];

function Passages({ day }: { day: Day }) {
  return (
    <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
      {day.passages.map((ref) => (
        <li key={ref}>
          <Link href={readerHref(ref)} className="text-sm font-medium text-brand-700 underline">
            {ref}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function GroupPlanItem({ plan }: { plan: MyGroupPlan }) {
  const { t, language } = useI18n();
  const { group, me } = plan;
  const today = group.dayToday !== null ? plan.days.find((d) => d.day === group.dayToday) : undefined;
  // Days waiting for the person from before the group's day (today's own day is "waiting", not "behind").
  const behind = me.catchUp.filter((d) => d !== group.dayToday);
  const waiting = plan.days.filter((d) => behind.includes(d.day));

  const chat =
    plan.channel === 'slack_channel'
      ? t('plans.groups.chatSlack')
      : plan.chatTitle
        ? t('plans.groups.chatTelegram', { chat: plan.chatTitle })
        : t('plans.groups.chatTelegramUntitled');

  let groupLine: string;
  if (plan.finished) {
    groupLine = t('plans.groups.finished', {
      finished: group.counts.finished,
      members: group.counts.members,
      length: plan.length,
    });
  } else if (group.dayToday !== null) {
    groupLine = t('plans.groups.day', { day: group.dayToday, length: plan.length });
  } else if (group.dueThrough === 0) {
    groupLine = t('plans.groups.starts', { date: shortDate(plan.startDate, language) });
  } else {
    groupLine = t('plans.groups.lastDayCame', { date: shortDate(group.summaryDate, language) });
  }

  let myLine: string;
  if (me.finished) myLine = t('plans.groups.me.finished');
  else if (behind.length > 0) myLine = t('plans.groups.me.catchUp', { count: behind.length });
  else if (group.dayToday !== null && me.catchUp.includes(group.dayToday)) myLine = t('plans.groups.me.todayWaiting');
  else myLine = t('plans.groups.me.upToDate');

  return (
    <li className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0" data-testid="group-plan">
      <p className="font-medium text-slate-900">{plan.planTitle}</p>
      <p className="text-sm text-slate-600">{chat}</p>
      <p className="mt-1 text-sm text-slate-800">
        {groupLine}
        {today ? (
          <span className="text-slate-600">
            {' · '}
            {t('plans.groups.markedToday', { count: group.counts.doneByDay[today.day - 1] ?? 0 })}
          </span>
        ) : null}
      </p>
      <p className="mt-1 flex items-center gap-1 text-sm text-slate-800">
        {me.finished ? <CheckCircle2 aria-hidden className="h-4 w-4 text-green-700" /> : null}
        {myLine}
        <span className="text-slate-600">
          {' · '}
          {t('plans.groups.me.done', { done: me.done.length, length: plan.length })}
        </span>
      </p>
      {today && !plan.finished ? (
        <div className="mt-2">
          <p className="text-sm font-semibold text-slate-900">{t('plans.groups.today', { title: today.title })}</p>
          <Passages day={today} />
        </div>
      ) : null}
      {waiting.length > 0 && !plan.finished ? (
        <div className="mt-2">
          <p className="text-sm font-semibold text-slate-900">{t('plans.groups.waiting')}</p>
          <ul className="space-y-1">
            {waiting.map((d) => (
              <li key={d.day}>
                <span className="text-sm text-slate-800">{t('plans.day.title', { day: d.day, title: d.title })}</span>
                <Passages day={d} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

export function GroupPlans() {
  const { data } = useMyGroupPlans();
  const { t } = useI18n();
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="group-plans-heading">
      <Card>
        <h2
          id="group-plans-heading"
          className="flex items-center gap-2 font-serif text-lg font-semibold text-slate-900"
        >
          <Users aria-hidden className="h-5 w-5 text-brand-700" /> {t('plans.groups.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('plans.groups.intro')}</p>
        <ul className="mt-3 space-y-3">
          {data.map((p) => (
            <GroupPlanItem key={p.runId} plan={p} />
          ))}
        </ul>
      </Card>
    </section>
  );
}
