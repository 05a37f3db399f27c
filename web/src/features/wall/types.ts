/** The prayer wall's answers (GET /api/wall, POST /api/wall/:id/pray), as core's wall-item.ts shapes them. */
import type { ScriptureRef } from '../../components/text-with-scripture-links';

export type WallList = 'open' | 'answered';

export type WallItem = {
  id: number;
  title: string;
  content: string;
  authorName: string;
  isAnonymous: boolean;
  isMine: boolean;
  createdAt: string;
  prayedCount: number;
  prayedByMeToday: boolean;
  answeredAt: string | null;
  answeredNote: string | null;
  /** The Bible references in the title and the words, found by the server (links to the reader). */
  titleRefs?: ScriptureRef[];
  contentRefs?: ScriptureRef[];
};

export type WallPage = { items: WallItem[]; nextCursor: string | null };
