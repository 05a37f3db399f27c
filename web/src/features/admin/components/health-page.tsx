/**
 * Delivery health (decision 166): per channel, today's figures and the 7 days before (targets due,
 * sent, pending, failed, deactivated, median and p95 lateness against each target's own time), and
 * the latest errors with their targets. Figures come from the deliveries table (decision 166).
 */
import { AlertTriangle, ArrowLeft, RefreshCw } from 'lucide-react';
import type { Language } from '@dps/db/content/languages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { shortDateIn } from '../../../lib/dates-in-language';
import { Link } from '../../../lib/router';
import { useDeliveryHealth, type HealthFigures } from '../api/admin';

const CHANNELS = new Set(['telegram', 'slack_dm', 'slack_channel', 'web_push', 'email']);

/** 42 s, 3.5 min, 1.2 h (the same symbols in every language; the number as the language writes it). */
export function lateness(seconds: number | null, language: Language = 'en'): string {
  if (seconds === null) return '—';
  const one = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 5400) return `${one.format(seconds / 60)} min`;
  return `${one.format(seconds / 3600)} h`;
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
  const { t, language } = useI18n();
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-7">
      <Stat label={t('admin.health.due')} value={f.due} />
      <Stat label={t('admin.health.sent')} value={f.sent} />
      <Stat label={t('admin.health.pending')} value={f.pending} tone={f.pending > 0 ? 'warn' : undefined} />
      <Stat label={t('admin.health.failed')} value={f.failed} tone={f.failed > 0 ? 'bad' : undefined} />
      <Stat label={t('admin.health.deactivated')} value={f.deactivated} />
      <Stat label={t('admin.health.medianLate')} value={lateness(f.latencyMedianSeconds, language)} />
      <Stat label={t('admin.health.p95Late')} value={lateness(f.latencyP95Seconds, language)} />
    </dl>
  );
}

export default function HealthPage() {
  const { t, language } = useI18n();
  const { data, isLoading, refetch, isFetching } = useDeliveryHealth();
  const channelName = (channel: string) => (CHANNELS.has(channel) ? t(`admin.health.channel.${channel}`) : channel);
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <Link href="/admin" className="mb-1 flex items-center gap-1 text-sm text-brand-700 underline">
            <ArrowLeft aria-hidden className="h-4 w-4" /> {t('admin.page.title')}
          </Link>
          <h1 className="font-serif text-2xl font-semibold text-slate-900">{t('admin.health.title')}</h1>
          <p className="text-slate-500">
            {data
              ? t('admin.health.period', { from: shortDateIn(language, data.from), to: shortDateIn(language, data.to) })
              : t('admin.health.periodLoading')}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden className="mr-1 h-4 w-4" /> {t('admin.health.refresh')}
        </Button>
      </header>

      {isLoading || !data ? (
        <p className="text-sm text-slate-500">{t('admin.health.loading')}</p>
      ) : (
        <>
          {data.channels.map((c) => {
            const today = c.days.find((d) => d.date === data.today) ?? c.days.at(-1)!;
            const name = channelName(c.channel);
            return (
              <Card key={c.channel}>
                <section aria-label={name} className="space-y-3">
                  <h2 className="font-semibold text-slate-900">{name}</h2>
                  <div>
                    <h3 className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">
                      {t('admin.health.today')}
                    </h3>
                    <TodayStats f={today} />
                  </div>
                  {/* Wider than a phone: the scroller takes the keyboard focus, so arrow keys can scroll it. */}
                  <div
                    className="overflow-x-auto"
                    tabIndex={0}
                    role="region"
                    aria-label={t('admin.health.byDay', { channel: name })}
                  >
                    <table
                      className="w-full min-w-[34rem] text-right text-sm"
                      aria-label={t('admin.health.byDay', { channel: name })}
                    >
                      <thead>
                        <tr className="text-xs text-slate-500">
                          <th className="py-1 text-left font-medium">{t('admin.health.date')}</th>
                          <th className="py-1 font-medium">{t('admin.health.due')}</th>
                          <th className="py-1 font-medium">{t('admin.health.sent')}</th>
                          <th className="py-1 font-medium">{t('admin.health.pending')}</th>
                          <th className="py-1 font-medium">{t('admin.health.failed')}</th>
                          <th className="py-1 font-medium">{t('admin.health.deactivatedShort')}</th>
                          <th className="py-1 font-medium">{t('admin.health.median')}</th>
                          <th className="py-1 font-medium">{t('admin.health.p95')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {[...c.days].reverse().map((d) => (
                          <tr key={d.date} className="border-t border-slate-100">
                            <td className="py-1 text-left">{shortDateIn(language, d.date)}</td>
                            <td className="py-1">{d.due}</td>
                            <td className="py-1">{d.sent}</td>
                            <td className="py-1">{d.pending}</td>
                            <td className={`py-1 ${d.failed > 0 ? 'font-semibold text-red-700' : ''}`}>{d.failed}</td>
                            <td className="py-1">{d.deactivated}</td>
                            <td className="py-1">{lateness(d.latencyMedianSeconds, language)}</td>
                            <td className="py-1">{lateness(d.latencyP95Seconds, language)}</td>
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
              <AlertTriangle aria-hidden className="h-5 w-5 text-amber-700" /> {t('admin.health.errors')}
            </h2>
            {data.recentErrors.length === 0 ? (
              <p className="text-sm text-slate-500">{t('admin.health.noErrors')}</p>
            ) : (
              <ul className="space-y-2" aria-label={t('admin.health.errorsLabel')}>
                {data.recentErrors.map((e, i) => (
                  <li key={i} className="rounded-lg border border-slate-200 p-2 text-sm">
                    <p className="flex flex-wrap justify-between gap-x-2 text-xs text-slate-600">
                      <span>
                        {t('admin.health.errorLine', {
                          channel: channelName(e.channel),
                          date: shortDateIn(language, e.localDate),
                          attempts: e.attempts,
                        })}
                      </span>
                      <span>{e.status === 'dead' ? t('admin.health.givenUp') : t('admin.health.willRetry')}</span>
                    </p>
                    <p className="break-all font-mono text-xs text-slate-800">
                      {t('admin.health.target', { target: e.target })}
                    </p>
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
