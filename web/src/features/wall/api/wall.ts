import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/i18n-context';
import { apiJson, isUnauthorizedError, serverMessage } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import type { WallItem, WallList, WallPage } from '../types';

export const wallKey = (list: WallList) => ['/api/wall', list] as const;

/** One list of the wall, a page (20) at a time: `fetchNextPage` follows the server's cursor. */
export function useWall(list: WallList) {
  return useInfiniteQuery({
    queryKey: wallKey(list),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiJson<WallPage>('GET', `/api/wall?list=${list}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Put the server's fresh copy of one item into every cached page that holds it. */
function replaceItem(queryClient: ReturnType<typeof useQueryClient>, item: WallItem) {
  for (const list of ['open', 'answered'] as const) {
    queryClient.setQueryData<InfiniteData<WallPage>>(wallKey(list), (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((p) => ({ ...p, items: p.items.map((i) => (i.id === item.id ? item : i)) })),
          }
        : data,
    );
  }
}

function failed(title: string, fallback: string) {
  return (error: Error) => {
    if (isUnauthorizedError(error)) return handleUnauthorized();
    toast({ title, description: serverMessage(error) ?? fallback, variant: 'destructive' });
  };
}

/** "🙏 I prayed": counted once a day; the item comes back with the new count. */
export function usePrayFor() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ counted: boolean; item: WallItem }>('POST', `/api/wall/${id}/pray`),
    onSuccess: ({ item }) => replaceItem(queryClient, item),
    onError: failed(t('wall.errors.title'), t('wall.errors.pray')),
  });
}
