import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/i18n-context';
import { apiJson } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast';
import type { Json } from '../../../lib/json';
import type { Favorite as CoreFavorite } from '@dps/core/prayers/list-favorites';

export function useFavorites() {
  return useQuery<Favorite[]>({ queryKey: ['/api/favorites'] });
}

/** Unsave a prayer: it leaves Saved, and its heart on Today is no longer filled. */
export function useUnsaveFavorite() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prayerId: number) => apiJson<{ favorited: false }>('DELETE', `/api/prayers/${prayerId}/favorite`),
    onSuccess: (_r, prayerId) => {
      queryClient.setQueryData<Favorite[]>(['/api/favorites'], (list) => list?.filter((f) => f.prayer.id !== prayerId));
      toast({ title: t('favorites.removed'), variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['/api/favorites'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/prayers/daily'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/progress/stats'] });
    },
    onError: (error) => reportMutationError(error, t('favorites.errors.title'), t('favorites.errors.remove')),
  });
}

// The answers read here, typed by core (or by the route that reshapes them), as JSON delivers them.
export type Favorite = Json<CoreFavorite>;
