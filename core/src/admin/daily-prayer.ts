/** The admin view of a scheduled daily prayer (SPEC section 3), shared by the admin use cases. */
import { prayers, topics } from '@dps/db/schema';

export interface AdminDailyPrayer {
  id: number;
  title: string;
  content: string;
  scripture: string | null;
  scriptureReference: string | null;
  topicId: number | null;
  topicName: string | null;
  /** The local date it is scheduled for, 'YYYY-MM-DD'. */
  date: string;
  /** Whose prayer it is: people reading this language get it on that date (decision 231). */
  language: string;
}

/** Select fields for `prayers` left-joined with `topics`. */
export const adminDailyPrayerFields = {
  id: prayers.id,
  title: prayers.title,
  content: prayers.content,
  scripture: prayers.scripture,
  scriptureReference: prayers.scriptureReference,
  topicId: prayers.topicId,
  topicName: topics.name,
  date: prayers.date,
  language: prayers.language,
};
