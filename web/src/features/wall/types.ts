/** The prayer wall's answers (GET /api/wall, POST /api/wall/:id/pray), as core's wall-item.ts shapes them. */
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
};

export type WallPage = { items: WallItem[]; nextCursor: string | null };
