/**
 * The reader's version menu shows a version on this page only (`?v=`); making it the person's Bible
 * is this separate, explicit tap, and the toast says what it changes (decision 253).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../i18n/i18n-context';
import { refreshMyBible } from '../../../lib/scripture';
import { useSettings, useUpdateSettings } from '../../../lib/settings';
import { toast } from '../../../lib/toast';
import type { BibleVersion } from '../api/scripture';

export function MakeMyBible({ reading, versions }: { reading: BibleVersion; versions: BibleVersion[] }) {
  const { t } = useI18n();
  const settings = useSettings();
  const update = useUpdateSettings();
  const queryClient = useQueryClient();
  const own = settings.data?.bibleVersion;
  if (!own || own === reading.id) return null;
  const ownAbbreviation = versions.find((v) => v.id === own)?.abbreviation ?? own.toUpperCase();
  const make = () =>
    update.mutate(
      { bibleVersion: reading.id },
      {
        onSuccess: () => {
          void refreshMyBible(queryClient);
          toast({
            title: t('scripture.myBible.made', { abbreviation: reading.abbreviation }),
            description: t('scripture.myBible.uses'),
            variant: 'success',
          });
        },
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
      <p className="min-w-0 grow basis-48">
        {t('scripture.myBible.readingOnly', { abbreviation: reading.abbreviation, own: ownAbbreviation })}
      </p>
      <Button type="button" variant="outline" size="sm" className="h-10" disabled={update.isPending} onClick={make}>
        {t('scripture.myBible.make', { abbreviation: reading.abbreviation })}
      </Button>
    </div>
  );
}
