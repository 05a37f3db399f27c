/**
 * Which language's prayers the admin works on (decision 231): each language has its own prayer per
 * date. Each choice reads in its own language ("English", "Español"), as language menus do.
 */
import { Languages } from 'lucide-react';
import { LANGUAGES, type Language } from '@dps/db/content/languages';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { cn } from '../../../lib/cn';

const OWN_NAME: Record<Language, string> = { en: 'English', es: 'Español' };

/** "Spanish" in English, "español" in Spanish: a language as the admin's own language names it. */
export function languageName(language: Language, inLanguage: Language): string {
  return new Intl.DisplayNames(inLanguage, { type: 'language' }).of(language) ?? language;
}

export function LanguagePicker({ value, onChange }: { value: Language; onChange: (language: Language) => void }) {
  const { t, language: ui } = useI18n();
  return (
    <Card>
      <fieldset>
        <legend className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
          <Languages aria-hidden className="h-5 w-5 text-brand-600" /> {t('admin.language.legend')}
        </legend>
        <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
          {LANGUAGES.map((l) => (
            <label
              key={l}
              lang={l}
              className={cn(
                'flex min-h-10 cursor-pointer items-center justify-center rounded-lg px-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                value === l ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              <input
                type="radio"
                name="admin-language"
                value={l}
                checked={value === l}
                onChange={() => onChange(l)}
                className="sr-only"
              />
              {OWN_NAME[l]}
            </label>
          ))}
        </div>
        <p className="mt-2 text-sm text-slate-600">{t('admin.language.hint', { language: languageName(value, ui) })}</p>
      </fieldset>
    </Card>
  );
}
