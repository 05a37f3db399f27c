/**
 * The Spanish topic prayer files (content/es/topic-prayers/<topic-key>.yaml): where they are, how they
 * read and how they are written back in the layout of the English files (a comment line, then entries
 * with the fields key, title, reference, scripture, content; prose as block scalars).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { TOPIC_KEYS } from './daily-prayer-files';

export const SPANISH_TOPIC_DIR = join(import.meta.dirname, '..', '..', 'content', 'es', 'topic-prayers');

/** The Spanish names of the six topics, by key. */
export const SPANISH_TOPIC_NAMES: Record<(typeof TOPIC_KEYS)[number], string> = {
  hope: 'Esperanza',
  peace: 'Paz',
  wisdom: 'Sabiduría',
  healing: 'Sanidad',
  strength: 'Fortaleza',
  gratitude: 'Gratitud',
};

export interface SpanishTopicPrayer {
  key: string;
  title: string;
  reference: string;
  scripture: string;
  content: string;
}

export function spanishTopicFile(topic: string): string {
  return join(SPANISH_TOPIC_DIR, `${topic}.yaml`);
}

/** The parsed file of `topic`, or undefined when it is not written yet. */
export function readSpanishTopicFile(topic: string): unknown {
  const file = spanishTopicFile(topic);
  return existsSync(file) ? parse(readFileSync(file, 'utf8')) : undefined;
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

/** One topic's file text, in the layout of content/en/topic-prayers/*.yaml. */
export function formatSpanishTopicFile(topic: (typeof TOPIC_KEYS)[number], prayers: SpanishTopicPrayer[]): string {
  const head = `# Prayers for the topic "${SPANISH_TOPIC_NAMES[topic]}" (${topic}), written in Spanish (content/README.md). Keys are stable: never renumber or reuse one.\n\n`;
  return (
    head +
    prayers
      .map((p) =>
        [
          `- key: ${p.key}`,
          `  title: ${inline(p.title)}`,
          `  reference: ${inline(p.reference)}`,
          `  scripture: ${block(p.scripture)}`,
          `  content: ${block(p.content)}`,
        ].join('\n'),
      )
      .join('\n') +
    '\n'
  );
}
