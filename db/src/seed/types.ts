export interface SeedTopic {
  name: string;
  description: string;
  /** lucide icon name */
  icon: string;
  /** hex colour for the topic's card */
  color: string;
}

export interface SeedPrayer {
  /** Stable unique key, e.g. 'daily-001' or 'hope-1'; never change it once shipped. */
  key: string;
  title: string;
  /** Original prayer text; paragraphs separated by a blank line. */
  content: string;
  /** The passage's text, verbatim from the World English Bible (public domain). */
  scripture: string;
  /** e.g. 'Psalm 23:1-3 (WEB)' */
  reference: string;
}

export interface SeedTopicPrayer extends SeedPrayer {
  topic: string;
}

export interface SeedDailyPrayer extends SeedPrayer {
  /** Optional topic the daily prayer leans on. */
  topic?: string;
}
