import { useQuery } from '@tanstack/react-query';
import type { Json } from '../../../lib/json';
import type { TopicPrayer as CoreTopicPrayer } from '@dps/core/topics/list-topic-prayers';
import type { Topic as CoreTopic } from '@dps/core/topics/topic';

/** A topic id as the server sends it, or as read from the /topics/:topicId URL. */
type TopicKey = number | string;

export function useTopics() {
  return useQuery<Topic[]>({ queryKey: ['/api/topics'] });
}

export function useTopic(topicId: TopicKey) {
  return useQuery<Topic>({ queryKey: ['/api/topics', topicId] });
}

export function useTopicPrayers(topicId: TopicKey) {
  return useQuery<TopicPrayer[]>({ queryKey: ['/api/prayers/topic', topicId] });
}

// The answers read here, typed by core (or by the route that reshapes them), as JSON delivers them.
export type Topic = Json<CoreTopic>;
export type TopicPrayer = Json<CoreTopicPrayer>;
