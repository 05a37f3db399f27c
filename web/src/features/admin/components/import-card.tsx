/**
 * Import many dates from a CSV or JSON file (decision 165). All or nothing: when any row is invalid the
 * server imports none and answers a report of every row, shown here as a table. Rows are for the
 * language chosen above the calendar unless the file has its own `language` column (decision 231).
 */
import { Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Language } from '@dps/db/content/languages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { errorBody, serverMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useImportDailyPrayers, type ImportReport } from '../api/admin';
import { withImportLanguage } from '../import-language';
import { languageName } from './language-picker';

const MAX_FILE_BYTES = 2 * 1024 * 1024;

export function ImportCard({ language }: { language: Language }) {
  const { t, language: ui } = useI18n();
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const importer = useImportDailyPrayers();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      toast({
        title: t('admin.import.noFile'),
        description: t('admin.import.noFileDescription'),
        variant: 'destructive',
      });
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      toast({
        title: t('admin.import.tooLarge'),
        description: t('admin.import.tooLargeDescription'),
        variant: 'destructive',
      });
      return;
    }
    const format = file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv';
    const text = withImportLanguage(format, await file.text(), language);
    importer.mutate(
      { format, text, replace },
      {
        onSuccess: (r) => {
          setReport(r);
          toast({
            title: t('admin.import.imported'),
            description: t('admin.import.importedDescription', { count: r.imported }),
            variant: 'success',
          });
        },
        onError: (error) => {
          const body = errorBody(error);
          const r = body?.report as ImportReport | undefined;
          setReport(r ?? null);
          toast({
            title: typeof body?.title === 'string' ? body.title : t('admin.import.failed'),
            description: serverMessage(error) ?? t('admin.import.failedDescription'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Card>
      <h2 className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
        <Upload aria-hidden className="h-5 w-5 text-brand-600" /> {t('admin.import.title')}
      </h2>
      <p className="mb-3 text-xs text-slate-500">{t('admin.import.intro')}</p>
      <p className="mb-3 text-xs text-slate-500">
        {t('admin.import.languageNote', { language: languageName(language, ui) })}
      </p>
      <form onSubmit={submit} className="space-y-3">
        <div>
          <Label htmlFor="admin-import-file">{t('admin.import.file')}</Label>
          <input
            id="admin-import-file"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReport(null);
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-700"
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} />
          {t('admin.import.overwrite')}
        </label>
        <Button type="submit" variant="outline" disabled={importer.isPending}>
          {importer.isPending ? t('admin.import.importing') : t('admin.import.submit')}
        </Button>
      </form>
      {report ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-xs" aria-label={t('admin.import.report')}>
            <thead>
              <tr className="text-slate-500">
                <th className="py-1 pr-2 font-medium">{t('admin.import.row')}</th>
                <th className="py-1 pr-2 font-medium">{t('admin.import.date')}</th>
                <th className="py-1 pr-2 font-medium">{t('admin.import.rowTitle')}</th>
                <th className="py-1 font-medium">{t('admin.import.result')}</th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((r) => (
                <tr key={r.row} className="border-t border-slate-100 align-top">
                  <td className="py-1 pr-2">{r.row}</td>
                  <td className="py-1 pr-2 whitespace-nowrap">{r.date ?? '—'}</td>
                  <td className="py-1 pr-2 break-words">{r.title ?? '—'}</td>
                  <td className={`py-1 ${r.status === 'invalid' ? 'text-red-700' : 'text-green-800'}`}>
                    {r.status === 'invalid'
                      ? r.errors.join(' ')
                      : r.status === 'replaces'
                        ? t('admin.import.replaces')
                        : t('admin.import.ok')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  );
}
