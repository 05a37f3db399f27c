/** The shape of a person's own written prayer (SPEC section 3), shared by the user-prayer use cases. */
import { userPrayers } from '@dps/db/schema';

export interface UserPrayer {
  id: number;
  title: string;
  content: string;
  /** The author's local day when they wrote it, 'YYYY-MM-DD'. */
  date: string;
  isPublic: boolean;
  /** Shown on the wall as "Anonymous". */
  isAnonymous: boolean;
  createdAt: Date;
  /** When the author marked it answered (then it is on the wall's Answered list), and their note. */
  answeredAt: Date | null;
  answeredNote: string | null;
}

/** Drizzle select fields giving exactly a UserPrayer. */
export const userPrayerFields = {
  id: userPrayers.id,
  title: userPrayers.title,
  content: userPrayers.content,
  date: userPrayers.date,
  isPublic: userPrayers.isPublic,
  isAnonymous: userPrayers.isAnonymous,
  createdAt: userPrayers.createdAt,
  answeredAt: userPrayers.answeredAt,
  answeredNote: userPrayers.answeredNote,
};
