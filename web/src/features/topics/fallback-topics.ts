import type { Topic } from './api/topics';

const FALLBACK = [
  { id: 1, key: 'hope', icon: 'sunrise' },
  { id: 2, key: 'peace', icon: 'bird' },
  { id: 3, key: 'wisdom', icon: 'lightbulb' },
  { id: 4, key: 'healing', icon: 'heart-pulse' },
  { id: 5, key: 'strength', icon: 'mountain' },
  { id: 6, key: 'gratitude', icon: 'hand-heart' },
] as const;

/**
 * The six built-in topics shown when the server returns none (SPEC section 3), in the person's language.
 * No colour: the client draws none.
 */
export function fallbackTopics(t: (key: string) => string): Omit<Topic, 'color'>[] {
  return FALLBACK.map(({ id, key, icon }) => ({
    id,
    name: t(`topics.fallback.${key}.name`),
    description: t(`topics.fallback.${key}.description`),
    icon,
  }));
}
