import { findBestMatch } from '@trivia/game';
import { isOnlineTopic, topics } from '@trivia/content';
import { describe, expect, it } from 'vitest';
import { chooseGuess, GAME_TYPE_ID, pickTopicId } from './guess-choice';

const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('guess choice', () => {
  const topicId = pickTopicId(() => 0);
  const answers = topics.find((t) => t.id === topicId)?.answers ?? [];

  it('[TOPIC-7] picks topics of the played game type that an online party may choose', () => {
    expect(topics.find((t) => t.id === topicId)?.gameTypeId).toBe(GAME_TYPE_ID);
    for (const draw of [0, 0.25, 0.5, 0.75, 0.999]) {
      expect(isOnlineTopic(pickTopicId(() => draw))).toBe(true);
    }
  });

  it('guesses a hidden answer, repeats a revealed one, or misses', () => {
    expect(chooseGuess(topicId, [0], sequence(0.1, 0))).toEqual({
      kind: 'right',
      text: answers[1]?.text,
    });
    expect(chooseGuess(topicId, [3], sequence(0.5, 0))).toEqual({
      kind: 'duplicate',
      text: answers[3]?.text,
    });
    expect(chooseGuess(topicId, [], sequence(0.5, 0)).kind).toBe('wrong');
  });

  it('makes wrong guesses that match no answer', () => {
    for (let i = 0; i < 50; i++) {
      const { text } = chooseGuess(topicId, [], sequence(0.9, i / 50));
      expect(findBestMatch(text, answers).found).toBe(false);
    }
  });
});
