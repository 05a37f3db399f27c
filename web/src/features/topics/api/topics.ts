import { useQuery } from '@tanstack/react-query';
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
