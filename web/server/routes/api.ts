/** /api/*: the signed-in app's calls, one router per area. Each route: parse, call core, answer. */
import { Router } from 'express';
import type { AppDeps } from '../deps';
import { accountRoutes } from './account';
import { accountDetailsRoutes } from './account-details';
import { adminRoutes } from './admin';
import { contactRoutes } from './contact';
import { favoriteRoutes } from './favorites';
import { goalRoutes } from './goals';
import { historyRoutes } from './history';
import { moderationRoutes } from './moderation';
import { notificationRoutes } from './notifications';
import { prayerRoutes } from './prayers';
import { profileRoutes } from './profile';
import { publishedPrayerRoutes } from './published-prayers';
import { progressRoutes } from './progress';
import { reflectionRoutes } from './reflections';
import { searchRoutes } from './search';
import { reminderRoutes } from './reminders';
import { settingsRoutes } from './settings';
import { topicRoutes } from './topics';
import { userPrayerRoutes } from './user-prayers';
import { wallRoutes } from './wall';

export function apiRoutes(deps: AppDeps): Router {
  const r = Router();
  r.use(publishedPrayerRoutes(deps));
  r.use(prayerRoutes(deps));
  r.use(topicRoutes(deps));
  r.use(reflectionRoutes(deps));
  r.use(userPrayerRoutes(deps));
  r.use(wallRoutes(deps));
  r.use(progressRoutes(deps));
  r.use(goalRoutes(deps));
  r.use(notificationRoutes(deps));
  r.use(favoriteRoutes(deps));
  r.use(settingsRoutes(deps));
  r.use(reminderRoutes(deps));
  r.use(profileRoutes(deps));
  r.use(accountRoutes(deps));
  r.use(accountDetailsRoutes(deps));
  r.use(moderationRoutes(deps));
  r.use(adminRoutes(deps));
  r.use(contactRoutes(deps));
  r.use(historyRoutes(deps));
  r.use(searchRoutes(deps));
  return r;
}
