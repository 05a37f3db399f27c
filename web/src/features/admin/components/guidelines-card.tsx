import { Lightbulb } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';

/** What makes a good daily prayer, beside the calendar. */
export function GuidelinesCard() {
  const { t } = useI18n();
  return (
    <Card>
      <h2 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
        <Lightbulb aria-hidden className="h-5 w-5 text-gold-600" /> {t('admin.guidelines.title')}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>{t('admin.guidelines.warm')}</li>
        <li>{t('admin.guidelines.scripture')}</li>
        <li>{t('admin.guidelines.topic')}</li>
        <li>{t('admin.guidelines.onePerDay')}</li>
        <li>{t('admin.guidelines.everyReader')}</li>
      </ul>
    </Card>
  );
}
