/**
 * Import many dates from a CSV or JSON file (issue 14). All or nothing: when any row is invalid the
 * server imports none and answers a report of every row, shown here as a table.
 */
import { Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/field';
import { errorBody, serverMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useImportDailyPrayers, type ImportReport } from '../api/admin';

const MAX_FILE_BYTES = 2 * 1024 * 1024;

export function ImportCard() {
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const importer = useImportDailyPrayers();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      toast({ title: 'No file', description: 'Choose a CSV or JSON file first.', variant: 'destructive' });
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      toast({ title: 'File too large', description: 'At most 2 MB per import.', variant: 'destructive' });
      return;
    }
    const format = file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv';
    const text = await file.text();
    importer.mutate(
      { format, text, replace },
      {
        onSuccess: (r) => {
          setReport(r);
          toast({ title: 'Imported', description: `${r.imported} daily prayers were scheduled.`, variant: 'success' });
        },
        onError: (error) => {
          const body = errorBody(error);
          const r = body?.report as ImportReport | undefined;
          setReport(r ?? null);
          toast({
            title: typeof body?.title === 'string' ? body.title : 'Import failed',
            description: serverMessage(error) ?? 'The file could not be imported.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Card>
      <h2 className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
        <Upload aria-hidden className="h-5 w-5 text-brand-600" /> Import Daily Prayers
      </h2>
      <p className="mb-3 text-xs text-slate-500">
        A CSV with the columns date, title, content, scripture, scripture_reference, topic (a topic’s name), or a JSON
        list of the same fields. Nothing is imported unless every row is valid.
      </p>
      <form onSubmit={submit} className="space-y-3">
        <div>
          <Label htmlFor="admin-import-file">File (CSV or JSON)</Label>
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
          Overwrite prayers already scheduled on those days
        </label>
        <Button type="submit" variant="outline" disabled={importer.isPending}>
          {importer.isPending ? 'Importing...' : 'Import'}
        </Button>
      </form>
      {report ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-xs" aria-label="Import report">
            <thead>
              <tr className="text-slate-500">
                <th className="py-1 pr-2 font-medium">Row</th>
                <th className="py-1 pr-2 font-medium">Date</th>
                <th className="py-1 pr-2 font-medium">Title</th>
                <th className="py-1 font-medium">Result</th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((r) => (
                <tr key={r.row} className="border-t border-slate-100 align-top">
                  <td className="py-1 pr-2">{r.row}</td>
                  <td className="py-1 pr-2 whitespace-nowrap">{r.date ?? '—'}</td>
                  <td className="py-1 pr-2 break-words">{r.title ?? '—'}</td>
                  <td className={`py-1 ${r.status === 'invalid' ? 'text-red-700' : 'text-green-800'}`}>
                    {r.status === 'invalid' ? r.errors.join(' ') : r.status === 'replaces' ? 'Replaces' : 'OK'}
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
