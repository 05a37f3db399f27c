import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast';
import type { Topic, TopicPrayer } from '../../../types/api';

type Id = number | string;

export function useTopics() {
  return useQuery<Topic[]>({ queryKey: ['/api/topics'] });
}

export function useTopic(topicId: Id) {
  return useQuery<Topic>({ queryKey: ['/api/topics', topicId] });
}

export function useTopicPrayers(topicId: Id) {
  return useQuery<TopicPrayer[]>({ queryKey: ['/api/prayers/topic', topicId] });
}

export function useFavoriteTopicPrayer(topicId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prayerId: Id) => apiJson<unknown>('POST', `/api/prayers/${prayerId}/favorite`),
    onSuccess: () => {
      toast({ title: 'Saved!', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['/api/favorites'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/prayers/topic', topicId] });
      void queryClient.invalidateQueries({ queryKey: ['/api/progress/stats'] });
    },
    onError: (error) => reportMutationError(error, 'Error', 'Failed to save prayer. Please try again.'),
  });
}
