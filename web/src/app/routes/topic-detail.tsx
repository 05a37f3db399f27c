import { TopicDetail } from '../../features/topics/components/topic-detail';

export default function TopicDetailRoute({ topicId }: { topicId: string }) {
  return <TopicDetail topicId={topicId} />;
}
