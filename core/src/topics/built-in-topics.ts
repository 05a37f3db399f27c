/**
 * The six built-in topics of SPEC section 3, in the spec's order. The web client falls back to
 * these when the server returns no topics; the database seed holds the same names, descriptions,
 * icons and colours.
 */
export interface BuiltInTopic {
  name: string;
  description: string;
  icon: string;
  color: string;
}

export const BUILT_IN_TOPICS: readonly BuiltInTopic[] = [
  { name: 'Hope', description: "Find strength in God's promises", icon: 'sunrise', color: '#f59e0b' },
  { name: 'Peace', description: 'Calm anxious thoughts', icon: 'feather', color: '#3b82f6' },
  { name: 'Wisdom', description: 'Seek divine guidance', icon: 'book-open', color: '#8b5cf6' },
  { name: 'Healing', description: 'Physical and emotional restoration', icon: 'heart-pulse', color: '#10b981' },
  { name: 'Strength', description: 'Courage for difficult times', icon: 'shield', color: '#ef4444' },
  { name: 'Gratitude', description: 'Thanksgiving and praise', icon: 'hand-heart', color: '#ec4899' },
];
