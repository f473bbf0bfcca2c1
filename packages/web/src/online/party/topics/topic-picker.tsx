import type { TopicPickerEntry, TopicSummary } from '@trivia/protocol';
import { TopicSources } from '../../../topics/topic-sources';
import { TopicChoiceCard } from './topic-choice-card';
import { TOO_CLOSE_REASON } from './too-close';

export interface TopicPickerProps {
  /** The library's topics, with their difficulty and family flag where it gives them. */
  topics: readonly TopicPickerEntry[];
  /** The host's own topics (My Topics). */
  mine: readonly TopicSummary[];
  disabled: boolean;
  onChoose: (topic: TopicSummary) => void;
  /** SETUP-6: "Play" begins the game with this topic at once. */
  onPlay?: (topic: TopicSummary) => void;
  /** ROUND-8: library topics not offered in this match (twins of topics played tonight). */
  tooClose?: ReadonlySet<string>;
}

/** Topic selection: the host's searchable grids of the library's and their own topics. */
export function TopicPicker({
  topics,
  mine,
  disabled,
  onChoose,
  onPlay,
  tooClose,
}: TopicPickerProps) {
  return (
    <TopicSources
      library={topics}
      mine={mine}
      browseFirst
      // The difficulty is chosen above, with "Surprise me" (SurprisePanel).
      difficultyFilter={false}
      renderTopic={(topic) => (
        <TopicChoiceCard
          topic={topic}
          disabled={disabled}
          onChoose={onChoose}
          onPlay={onPlay}
          unofferedReason={tooClose?.has(topic.id) === true ? TOO_CLOSE_REASON : undefined}
        />
      )}
    />
  );
}
