/**
 * The Spanish daily prayer files (content/es/daily-prayers/NNN-MMM.yaml): where they are, how they read
 * and how they are written back in the agreed layout (CONTENT-FORMAT: block scalars, paragraphs
 * separated by a blank line, fields in the order key, title, topic, reference, scripture, content).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

export const SPANISH_DAILY_DIR = join(import.meta.dirname, '..', '..', 'content', 'es', 'daily-prayers');

/** The six topic keys (db/src/seed/topics.ts: Hope, Peace, Wisdom, Healing, Strength, Gratitude). */
export const TOPIC_KEYS = ['hope', 'peace', 'wisdom', 'healing', 'strength', 'gratitude'] as const;

export interface SpanishDailyPrayer {
  key: string;
  title: string;
  topic?: string;
  reference: string;
  scripture: string;
  content: string;
}

/** The file names in order ("001-061.yaml", ...). */
export function spanishDailyFiles(): string[] {
  return readdirSync(SPANISH_DAILY_DIR)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
}

export function readSpanishDailyFile(file: string): unknown {
  return parse(readFileSync(join(SPANISH_DAILY_DIR, file), 'utf8'));
}

/** Words as a reader counts them: runs of letters or digits (punctuation and dashes are not words). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function inline(value: string): string {
  return stringify(value, { lineWidth: 0 }).trimEnd();
}

function block(text: string): string {
  const lines = text
    .trim()
    .split('\n')
    .map((l) => l.trimEnd());
  return '|\n' + lines.map((l) => (l === '' ? '' : `    ${l}`)).join('\n');
}

/** One file's text in the agreed layout. */
export function formatSpanishDailyFile(prayers: SpanishDailyPrayer[]): string {
  return (
    prayers
      .map((p) =>
        [
          `- key: ${p.key}`,
          `  title: ${inline(p.title)}`,
          ...(p.topic ? [`  topic: ${p.topic}`] : []),
          `  reference: ${inline(p.reference)}`,
          `  scripture: ${block(p.scripture)}`,
          `  content: ${block(p.content)}`,
        ].join('\n'),
      )
      .join('\n\n') + '\n'
  );
}
