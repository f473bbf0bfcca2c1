import type { MyTopicDto, PackDto } from '@trivia/protocol';
import { toTopicSummary } from '@trivia/protocol/topic-summary';
import type { TopicPack } from '../storage/topic-packs';
import type { UserTopic } from '../storage/user-topics';

export function toMyTopicDto(topic: UserTopic): MyTopicDto {
  const { id, ...summary } = toTopicSummary(topic);
  return {
    id,
    slug: topic.slug,
    ...summary,
    answers: topic.answers.map(({ text, aliases }) =>
      aliases ? { text, aliases: [...aliases] } : { text },
    ),
    updatedAt: new Date(topic.updatedAt).toISOString(),
  };
}

export function toPackDto(pack: TopicPack): PackDto {
  return {
    id: pack.id,
    name: pack.name,
    topicIds: pack.topicIds,
    shareToken: pack.shareToken,
    updatedAt: new Date(pack.updatedAt).toISOString(),
  };
}
