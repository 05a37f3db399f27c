import { useQuery } from '@tanstack/react-query';
import type { AppConfigAnswer } from '../../server/routes/auth';
import type { Json } from './json';

/** Public deployment facts: dev mode and which sign-in providers are configured. */
export function useAppConfig() {
  return useQuery<AppConfig>({ queryKey: ['/api/config'] });
}

// The answers read here, typed by core (or by the route that reshapes them), as JSON delivers them.
export type AppConfig = Json<AppConfigAnswer>;
