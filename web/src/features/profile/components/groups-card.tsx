/**
 * Profile's groups: the way to "My groups", and whether the group's leaders may see that one has
 * been away (decision 319). Off until the person turns it on; what they pray is never shown.
 */
import { ChevronRight, Users } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { useI18n } from '../../../i18n/i18n-context';
import { Link } from '../../../lib/router';
import { useSettings, useUpdateSettings, type UserSettings } from '../../../lib/settings';

type WithAway = UserSettings & { awayVisibleToLeaders?: boolean };

export function GroupsCard({ className }: { className?: string }) {
  const { t } = useI18n();
  const { data } = useSettings();
  const update = useUpdateSettings();
  const settings = data as WithAway | undefined;
  return (
    <Card padding="none" className={`divide-y divide-slate-100 overflow-hidden ${className ?? ''}`}>
      <Link href="/groups" className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50">
        <Users aria-hidden className="h-5 w-5 text-brand-600" />
        <span className="flex-1 font-medium text-slate-800">{t('groups.page.title')}</span>
        <ChevronRight aria-hidden className="h-4 w-4 text-slate-400" />
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <div className="min-w-0 grow basis-40 hyphens-auto break-words">
          <p id="setting-away" className="font-medium text-slate-800">
            {t('groups.away.label')}
          </p>
          <p id="setting-away-hint" className="text-sm text-slate-500">
            {t('groups.away.hint')}
          </p>
        </div>
        <Switch
          aria-label={t('groups.away.label')}
          aria-describedby="setting-away-hint"
          checked={settings?.awayVisibleToLeaders ?? false}
          disabled={!data}
          onCheckedChange={(awayVisibleToLeaders) => update.mutate({ awayVisibleToLeaders } as Partial<WithAway>)}
        />
      </div>
    </Card>
  );
}
