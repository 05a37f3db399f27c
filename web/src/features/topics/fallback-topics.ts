import type { Topic } from '../../types/api';

/** The six built-in topics shown when the server returns none (SPEC section 3). */
export const FALLBACK_TOPICS: Topic[] = [
  { id: 1, name: 'Hope', description: "Find strength in God's promises", icon: 'sunrise' },
  { id: 2, name: 'Peace', description: 'Calm anxious thoughts', icon: 'bird' },
  { id: 3, name: 'Wisdom', description: 'Seek divine guidance', icon: 'lightbulb' },
  { id: 4, name: 'Healing', description: 'Physical and emotional restoration', icon: 'heart-pulse' },
  { id: 5, name: 'Strength', description: 'Courage for difficult times', icon: 'mountain' },
  { id: 6, name: 'Gratitude', description: 'Thanksgiving and praise', icon: 'hand-heart' },
];
