/** /auth/* and the signed-in user: register, login, logout, password reset, Google, Apple. */
import { Router } from 'express';
import type { AppDeps } from '../deps';

export function authRoutes(_deps: AppDeps): Router {
  const r = Router();
  return r;
}
