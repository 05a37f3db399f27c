import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast';
import type { Id, Topic, TopicPrayer } from '../../../types/api';

/** A topic id as the server sends it, or as read from the /topics/:topicId URL. */
type TopicKey = Id | string;

export function useTopics() {
  return useQuery<Topic[]>({ queryKey: ['/api/topics'] });
}

export function useTopic(topicId: TopicKey) {
  return useQuery<Topic>({ queryKey: ['/api/topics', topicId] });
}

export function useTopicPrayers(topicId: TopicKey) {
  return useQuery<TopicPrayer[]>({ queryKey: ['/api/prayers/topic', topicId] });
}

export function useFavoriteTopicPrayer(topicId: TopicKey) {
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
