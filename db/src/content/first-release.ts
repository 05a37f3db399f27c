/**
 * The first release's content (64 daily prayers, daily-001 to daily-064, and seven prayers per
 * topic, hope-1 to gratitude-7, all English): tests seed it to make a database as that release left
 * it, then upgrade it (decision 130).
 */
import { DEFAULT_LANGUAGE } from './languages';
import type { LanguageContent } from './load-content';

export function firstRelease(content: readonly LanguageContent[]): LanguageContent[] {
  const en = content.find((c) => c.language === DEFAULT_LANGUAGE)!;
  const n = (key: string) => Number(key.slice(key.lastIndexOf('-') + 1));
  return [
    {
      ...en,
      daily: en.daily.filter((p) => n(p.key) <= 64),
      topic: en.topic.filter((p) => n(p.key) <= 7),
    },
  ];
}
