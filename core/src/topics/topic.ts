/** The topic shape (SPEC section 3) and the id parsing shared by the topic use cases. */
import { topics } from '@dps/db/schema';
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

export const topicNotFound = () => new AppError('not_found', 'Topic not found.');

/** A topic id from a number or a digits-only string (a route param); null when malformed. */
export function toTopicId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}
