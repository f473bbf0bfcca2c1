import type { TopicSummary } from '@trivia/protocol';
import { TopicSources } from '../../../topics/topic-sources';
import { TopicChoiceCard } from './topic-choice-card';

export interface TopicPickerProps {
  topics: readonly TopicSummary[];
  /** The host's own topics (My Topics). */
  mine: readonly TopicSummary[];
  disabled: boolean;
  onChoose: (topic: TopicSummary) => void;
  /** SETUP-6: "Play" begins the game with this topic at once. */
  onPlay?: (topic: TopicSummary) => void;
}

/** Topic selection: the host's searchable grids of the library's and their own topics. */
export function TopicPicker({ topics, mine, disabled, onChoose, onPlay }: TopicPickerProps) {
  return (
    <TopicSources
      library={topics}
      mine={mine}
      browseFirst
      renderTopic={(topic) => (
        <TopicChoiceCard topic={topic} disabled={disabled} onChoose={onChoose} onPlay={onPlay} />
      )}
    />
  );
}
