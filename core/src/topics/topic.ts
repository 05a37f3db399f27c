/** The topic shape (SPEC section 3) and the id parsing shared by the topic use cases. */
import { sql, type SQL } from 'drizzle-orm';
import { topics } from '@dps/db/schema';
import type { Language } from '@dps/db/content/languages';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { MAX_ID } from '../validate';

export interface Topic {
  id: number;
  name: string;
  description: string;
  icon: string;
  color: string;
}

export const topicFields = {
  id: topics.id,
  name: topics.name,
  description: topics.description,
  icon: topics.icon,
  color: topics.color,
};

/**
 * The language topics are named in for this caller (decision 239): the one asked for, else the
 * signed-in person's setting, else English. A SQL value, so it costs no extra round trip.
 */
export function topicLanguage(ctx: Ctx, language?: Language): SQL<string> {
  if (language) return sql<string>`${language}::text`;
  const userId = (ctx as { userId?: number }).userId;
  if (typeof userId === 'number') {
    return sql<string>`coalesce((select us.language from user_settings us where us.user_id = ${userId}::int), 'en')`;
  }
  return sql<string>`'en'::text`;
}

/** The topic's fields with its name and description in `language` where it has them (`topic_names`). */
export function topicFieldsIn(language: SQL<string>) {
  return {
    ...topicFields,
    name: sql<string>`coalesce((select tn.name from topic_names tn where tn.topic_id = ${topics.id} and tn.language = ${language}), ${topics.name})`,
    description: sql<string>`coalesce((select tn.description from topic_names tn where tn.topic_id = ${topics.id} and tn.language = ${language}), ${topics.description})`,
  };
}

export const topicNotFound = () => new AppError('not_found', 'topicNotFound');

/** A topic id from a number or a digits-only string (a route param); null when malformed. */
export function toTopicId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}
