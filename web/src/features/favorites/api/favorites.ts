import { useQuery } from '@tanstack/react-query';
import type { Favorite } from '../../../types/api';

export function useFavorites() {
  return useQuery<Favorite[]>({ queryKey: ['/api/favorites'] });
}
