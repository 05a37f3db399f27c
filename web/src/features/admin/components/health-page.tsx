/**
 * Delivery health (issue 14): per channel, today's figures and the 7 days before (targets due,
 * sent, pending, failed, deactivated, median and p95 lateness against each target's own time), and
 * the latest errors with their targets. Figures come from the deliveries table (decision 166).
 */
import { AlertTriangle, ArrowLeft, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { shortDate } from '../../../lib/dates';
import { Link } from '../../../lib/router';
import { useDeliveryHealth, type HealthFigures } from '../api/admin';

const CHANNEL_NAMES: Record<string, string> = {
  telegram: 'Telegram',
  slack_dm: 'Slack DM',
  slack_channel: 'Slack channel',
  web_push: 'Web push',
  email: 'Email',
};

/** 42 s, 3.5 min, 1.2 h. */
export function lateness(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 5400) return `${(seconds / 60).toFixed(1)} min`;
  return `${(seconds / 3600).toFixed(1)} h`;
}

function Stat({ label, value, tone }: { label: string; value: string | number; tone?: 'bad' | 'warn' | undefined }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd
        className={`text-lg font-semibold ${tone === 'bad' ? 'text-red-700' : tone === 'warn' ? 'text-amber-800' : 'text-slate-900'}`}
      >
        {value}
      </dd>
    </div>
  );
}

function TodayStats({ f }: { f: HealthFigures }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-7">
      <Stat label="Due" value={f.due} />
      <Stat label="Sent" value={f.sent} />
      <Stat label="Pending" value={f.pending} tone={f.pending > 0 ? 'warn' : undefined} />
      <Stat label="Failed" value={f.failed} tone={f.failed > 0 ? 'bad' : undefined} />
      <Stat label="Deactivated" value={f.deactivated} />
      <Stat label="Median late" value={lateness(f.latencyMedianSeconds)} />
      <Stat label="p95 late" value={lateness(f.latencyP95Seconds)} />
    </dl>
  );
}

export default function HealthPage() {
  const { data, isLoading, refetch, isFetching } = useDeliveryHealth();
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <Link href="/admin" className="mb-1 flex items-center gap-1 text-sm text-brand-700 underline">
            <ArrowLeft aria-hidden className="h-4 w-4" /> Content Admin
          </Link>
          <h1 className="font-serif text-2xl font-semibold text-slate-900">Delivery Health</h1>
          <p className="text-slate-500">
            {data
              ? `${shortDate(data.from)} – ${shortDate(data.to)}, by each target’s local date`
              : 'Today and the last 7 days'}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden className="mr-1 h-4 w-4" /> Refresh
        </Button>
      </header>

      {isLoading || !data ? (
        <p className="text-sm text-slate-500">Loading...</p>
      ) : (
        <>
          {data.channels.map((c) => {
            const today = c.days.find((d) => d.date === data.today) ?? c.days.at(-1)!;
            const name = CHANNEL_NAMES[c.channel] ?? c.channel;
            return (
              <Card key={c.channel}>
                <section aria-label={name} className="space-y-3">
                  <h2 className="font-semibold text-slate-900">{name}</h2>
                  <div>
                    <h3 className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">Today</h3>
                    <TodayStats f={today} />
                  </div>
                  <div className="overflow-x-auto">
                    <table className="w-full min-w-[34rem] text-right text-sm" aria-label={`${name}, by day`}>
                      <thead>
                        <tr className="text-xs text-slate-500">
                          <th className="py-1 text-left font-medium">Date</th>
                          <th className="py-1 font-medium">Due</th>
                          <th className="py-1 font-medium">Sent</th>
                          <th className="py-1 font-medium">Pending</th>
                          <th className="py-1 font-medium">Failed</th>
                          <th className="py-1 font-medium">Deact.</th>
                          <th className="py-1 font-medium">Median</th>
                          <th className="py-1 font-medium">p95</th>
                        </tr>
                      </thead>
                      <tbody>
                        {[...c.days].reverse().map((d) => (
                          <tr key={d.date} className="border-t border-slate-100">
                            <td className="py-1 text-left">{shortDate(d.date)}</td>
                            <td className="py-1">{d.due}</td>
                            <td className="py-1">{d.sent}</td>
                            <td className="py-1">{d.pending}</td>
                            <td className={`py-1 ${d.failed > 0 ? 'font-semibold text-red-700' : ''}`}>{d.failed}</td>
                            <td className="py-1">{d.deactivated}</td>
                            <td className="py-1">{lateness(d.latencyMedianSeconds)}</td>
                            <td className="py-1">{lateness(d.latencyP95Seconds)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </section>
              </Card>
            );
          })}

          <Card>
            <h2 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
              <AlertTriangle aria-hidden className="h-5 w-5 text-amber-700" /> Latest errors
            </h2>
            {data.recentErrors.length === 0 ? (
              <p className="text-sm text-slate-500">No delivery errors in this period.</p>
            ) : (
              <ul className="space-y-2" aria-label="Latest delivery errors">
                {data.recentErrors.map((e, i) => (
                  <li key={i} className="rounded-lg border border-slate-200 p-2 text-sm">
                    <p className="flex flex-wrap justify-between gap-x-2 text-xs text-slate-600">
                      <span>
                        {CHANNEL_NAMES[e.channel] ?? e.channel} · {shortDate(e.localDate)} · attempt {e.attempts}
                      </span>
                      <span>{e.status === 'dead' ? 'Given up' : 'Will retry'}</span>
                    </p>
                    <p className="break-all font-mono text-xs text-slate-800">Target {e.target}</p>
                    <p className="break-words text-slate-800">{e.error}</p>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
