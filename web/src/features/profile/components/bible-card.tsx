/**
 * Profile's "My Bible": the version search, plans, Today's passage, the share image and the chats use
 * (`bibleVersion`, the same setting as Telegram's /version and Slack's `/prayer version`). The reader's
 * menu only shows another one; this is where the choice is seen and made on purpose (decision 253).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { refreshMyBible, type BibleVersionId } from '../../../lib/scripture';
import { useSettings, useUpdateSettings } from '../../../lib/settings';
import { toast } from '../../../lib/toast';
import type { Json } from '../../../lib/json';
import type { VersionSummary } from '@dps/core/scripture/list-versions';

export function BibleCard() {
  const { t } = useI18n();
  const { data } = useSettings();
  const versions = useQuery<{ versions: Json<VersionSummary>[] }>({ queryKey: ['/api/scripture/versions'] });
  const update = useUpdateSettings();
  const queryClient = useQueryClient();
  const list = versions.data?.versions ?? [];
  const choose = (id: BibleVersionId) => {
    const abbreviation = list.find((v) => v.id === id)?.abbreviation ?? id.toUpperCase();
    update.mutate(
      { bibleVersion: id },
      {
        onSuccess: () => {
          void refreshMyBible(queryClient);
          toast({
            title: t('scripture.myBible.made', { abbreviation }),
            description: t('scripture.myBible.uses'),
            variant: 'success',
          });
        },
      },
    );
  };
  return (
    <Card className="mt-4">
      <label htmlFor="setting-bible" className="font-semibold text-slate-900">
        {t('scripture.myBible.legend')}
      </label>
      <p id="setting-bible-hint" className="text-sm text-slate-500">
        {t('scripture.myBible.hint')}
      </p>
      <select
        id="setting-bible"
        aria-describedby="setting-bible-hint"
        className="mt-2 min-h-11 w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800"
        value={data?.bibleVersion ?? ''}
        disabled={!data || list.length === 0}
        onChange={(e) => choose(e.target.value as BibleVersionId)}
      >
        {list.map((v) => (
          <option key={v.id} value={v.id} lang={v.language}>
            {v.abbreviation} · {v.name}
          </option>
        ))}
      </select>
    </Card>
  );
}
