/** The prayer wall's answers (GET /api/wall, POST /api/wall/:id/pray), typed by the wall route, as JSON delivers them. */
import type { WallItemAnswer, WallPageAnswer } from '../../../server/routes/wall';
import type { Json } from '../../lib/json';

export type WallList = 'open' | 'answered';

export type WallItem = Json<WallItemAnswer>;

export type WallPage = Json<WallPageAnswer>;
