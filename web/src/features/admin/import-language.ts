/**
 * The admin imports a file for the language chosen above the calendar (decision 231): the import
 * API reads each row's optional `language` column (English when empty), so rows without one get
 * the chosen language here, before the file is sent. A row that names its own language keeps it.
 * English needs nothing: it is what a row without a language already means.
 */
import { DEFAULT_LANGUAGE, type Language } from '@dps/db/content/languages';

/** A CSV's records with their line endings, split on newlines outside quoted fields. */
function csvRecords(text: string): { body: string; end: string }[] {
  const records: { body: string; end: string }[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (c === '\n' && !quoted) {
      const cr = i > start && text[i - 1] === '\r';
      records.push({ body: text.slice(start, cr ? i - 1 : i), end: cr ? '\r\n' : '\n' });
      start = i + 1;
    }
  }
  if (start < text.length) records.push({ body: text.slice(start), end: '' });
  return records;
}

/** A header's column names as the server reads them (trimmed, lower case, unquoted). */
function columnsOf(header: string): string[] {
  const names: string[] = [];
  let current = '';
  let quoted = false;
  for (const c of header.replace(/^\uFEFF/, '')) {
    if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      names.push(current);
      current = '';
    } else current += c;
  }
  names.push(current);
  return names.map((n) => n.trim().toLowerCase());
}

function withLanguageCsv(text: string, language: Language): string {
  const records = csvRecords(text);
  const header = records.findIndex((r) => r.body.trim() !== '');
  if (header === -1 || columnsOf(records[header]!.body).includes('language')) return text;
  return records
    .map((r, i) => {
      if (i < header || r.body.trim() === '') return r.body + r.end;
      return `${r.body},${i === header ? 'language' : language}${r.end}`;
    })
    .join('');
}

function withLanguageJson(text: string, language: Language): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text; // the server says what is wrong with the file
  }
  const fill = (rows: unknown[]) =>
    rows.map((r) =>
      r && typeof r === 'object' && !Array.isArray(r) && !(r as { language?: unknown }).language
        ? { ...r, language }
        : r,
    );
  if (Array.isArray(parsed)) return JSON.stringify(fill(parsed));
  if (parsed && typeof parsed === 'object' && Array.isArray((parsed as { prayers?: unknown }).prayers))
    return JSON.stringify({ ...parsed, prayers: fill((parsed as { prayers: unknown[] }).prayers) });
  return text;
}

/** The file's text with the chosen language on every row that names none. */
export function withImportLanguage(format: 'csv' | 'json', text: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return text;
  return format === 'csv' ? withLanguageCsv(text, language) : withLanguageJson(text, language);
}
