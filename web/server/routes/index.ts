/** Every HTTP route, by area. Routes are thin: parse, call core, answer. */
import type { Express } from 'express';
import type { AppDeps } from '../deps';
import { authRoutes } from './auth';
import { apiRoutes } from './api';
import { robotsTxt } from './robots';
import { chatSignInRoutes } from './chat-sign-in';

export function registerRoutes(app: Express, deps: AppDeps): void {
  app.get('/robots.txt', robotsTxt);
  app.use(authRoutes(deps));
  app.use(chatSignInRoutes(deps));
  app.use(apiRoutes(deps));
}
