/**
 * Reads the content folder (content/<language>/..., see content/README.md) once per process and
 * checks it with the schemas beside this file: every entry's fields, unique keys, and that every
 * topic a prayer names exists. The seed loads it at start; the content check (content-files.test.ts)
 * also compares every quote with the bundled Bible. A problem names the file and the entry.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { type ContentDailyPrayer, ZDailyPrayersFile } from './daily-prayer-schema';
import { parseYaml } from './parse-yaml';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from './languages';
import { type ContentTopicPrayer, ZTopicPrayersFile } from './topic-prayer-schema';
import { type ContentTopic, ZTopicsFile } from './topic-schema';

export const CONTENT_DIR = join(import.meta.dirname, '..', '..', '..', 'content');

export interface LanguageContent {
  language: Language;
  /** In the order the app shows them (English); another language's names for the same keys. */
  topics: ContentTopic[];
  /** The library, by key (daily-001 first): a new database numbers them in this order. */
  daily: ContentDailyPrayer[];
  /** By topic (English topics' order), then as each file lists them. */
  topic: ContentTopicPrayer[];
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`content has ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.name = 'ContentError';
  }
}

const yamlFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
    : [];

/** Reads and checks every language folder under `dir`; throws a ContentError listing every problem. */
export function readContent(dir: string = CONTENT_DIR): LanguageContent[] {
  const problems: string[] = [];
  const name = (file: string) => `content/${relative(dir, file)}`;

  function readFile<S extends z.ZodType>(file: string, schema: S): z.output<S> | null {
    let data: unknown;
    try {
      data = parseYaml(readFileSync(file, 'utf8'));
    } catch (e) {
      problems.push(`${name(file)}: not valid YAML: ${(e as Error).message.split('\n')[0]}`);
      return null;
    }
    const parsed = schema.safeParse(data ?? []);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues.slice(0, 20)) {
      const [i, field] = issue.path;
      const key = typeof i === 'number' ? (data as { key?: unknown }[])[i]?.key : undefined;
      const where = typeof i === 'number' ? `entry ${i + 1}${typeof key === 'string' ? ` (${key})` : ''}` : 'file';
      problems.push(`${name(file)}: ${where}${field !== undefined ? `: ${String(field)}` : ''}: ${issue.message}`);
    }
    return null;
  }

  function unique(what: string, keys: string[]): void {
    const seen = new Set<string>();
    for (const k of keys) {
      if (seen.has(k)) problems.push(`${what}: the key ${k} is used twice`);
      seen.add(k);
    }
  }

  const all: LanguageContent[] = [];
  let englishTopics: ContentTopic[] = [];
  const languages = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)];
  for (const language of languages) {
    const root = join(dir, language);
    if (!existsSync(root)) {
      if (language === DEFAULT_LANGUAGE) problems.push(`content/${language}: the English content is missing`);
      continue;
    }
    const topicsFile = join(root, 'topics.yaml');
    const topics = existsSync(topicsFile) ? (readFile(topicsFile, ZTopicsFile) ?? []) : [];
    unique(
      name(topicsFile),
      topics.map((t) => t.key),
    );
    if (language === DEFAULT_LANGUAGE) {
      englishTopics = topics;
      for (const t of topics)
        if (!t.icon || !t.color)
          problems.push(`${name(topicsFile)}: ${t.key}: English topics need an icon and a color`);
    } else {
      for (const t of topics)
        if (!englishTopics.some((e) => e.key === t.key))
          problems.push(`${name(topicsFile)}: ${t.key} is not a topic key of content/en/topics.yaml`);
    }
    const topicKeys = new Set(englishTopics.map((t) => t.key));

    const dailyDir = join(root, 'daily-prayers');
    const daily: ContentDailyPrayer[] = [];
    for (const f of yamlFiles(dailyDir)) {
      for (const p of readFile(join(dailyDir, f), ZDailyPrayersFile) ?? []) {
        if (p.topic !== undefined && !topicKeys.has(p.topic))
          problems.push(`${name(join(dailyDir, f))}: ${p.key}: topic ${p.topic} is not in content/en/topics.yaml`);
        daily.push(p);
      }
    }
    unique(
      `content/${language}/daily-prayers`,
      daily.map((p) => p.key),
    );
    daily.sort((a, b) => a.key.localeCompare(b.key));

    const topicDir = join(root, 'topic-prayers');
    const byTopic = new Map<string, ContentTopicPrayer[]>();
    for (const f of yamlFiles(topicDir)) {
      const topic = f.replace(/\.yaml$/, '');
      const file = join(topicDir, f);
      if (!topicKeys.has(topic)) {
        problems.push(`${name(file)}: ${topic} is not a topic key of content/en/topics.yaml`);
        continue;
      }
      const list = (readFile(file, ZTopicPrayersFile) ?? []).map((p) => ({ ...p, topic }));
      for (const p of list)
        if (!new RegExp(`^${topic}-\\d+$`).test(p.key))
          problems.push(`${name(file)}: ${p.key}: a key in this file is "${topic}-" and a number`);
      byTopic.set(topic, list);
    }
    const topic = englishTopics.flatMap((t) => byTopic.get(t.key) ?? []);
    unique(
      `content/${language}/topic-prayers`,
      topic.map((p) => p.key),
    );
    all.push({ language, topics, daily, topic });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return all;
}

/**
 * A sha256 over every content file's path and bytes (a few milliseconds, no YAML parsed): the seed
 * compares it with the one it stored last time and skips reading the content when nothing changed.
 */
export function contentHash(dir: string = CONTENT_DIR): string {
  const hash = createHash('sha256');
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.yaml'))
        hash
          .update(`${relative(dir, path)}\0`)
          .update(readFileSync(path))
          .update('\0');
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** The content folder read and checked, with the hash the seed stores for exactly these files. */
export interface ContentFiles {
  hash: string;
  content: LanguageContent[];
}

/** Reads and checks the content folder now (start-up does it while a new database is created, decision 236). */
export function readContentFiles(dir: string = CONTENT_DIR): ContentFiles {
  return { hash: contentHash(dir), content: readContent(dir) };
}

let loaded: LanguageContent[] | undefined;

/** The product's content, read and checked on first use and kept for the life of the process. */
export function loadContent(): LanguageContent[] {
  loaded ??= readContent();
  return loaded;
}
