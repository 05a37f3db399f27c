import { useQuery } from '@tanstack/react-query';
import type { AppConfig } from '../types/api';

/** Public deployment facts: dev mode and which sign-in providers are configured. */
export function useAppConfig() {
  return useQuery<AppConfig>({ queryKey: ['/api/config'] });
}
