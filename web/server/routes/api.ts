/** /api/*: the signed-in app's calls, one router per area. */
import { Router } from 'express';
import type { AppDeps } from '../deps';

export function apiRoutes(_deps: AppDeps): Router {
  const r = Router();
  return r;
}
