import type { TopicSummaryDto as TopicSummary } from '@trivia/protocol';
import { TopicBrowser } from '../../../offline/topics/topic-browser';
import { TopicChoiceCard } from './topic-choice-card';

export interface TopicPickerProps {
  topics: readonly TopicSummary[];
  disabled: boolean;
  onChoose: (topic: TopicSummary) => void;
}

/** SPEC §2 Topic selection: the host's searchable grid of the chosen game type's topics. */
export function TopicPicker({ topics, disabled, onChoose }: TopicPickerProps) {
  return (
    <TopicBrowser
      topics={topics}
      renderTopic={(topic) => (
        <TopicChoiceCard topic={topic} disabled={disabled} onChoose={onChoose} />
      )}
    />
  );
}
