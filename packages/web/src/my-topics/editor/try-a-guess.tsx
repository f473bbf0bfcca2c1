import { pointsForRank, pointsText } from '@trivia/game';
import { useId, useState } from 'react';
import { Card, CardTitle } from '../../ui';
import { inputClasses } from '../ui/form-field';
import { tryGuess, type TopicDraft } from './topic-draft';

/**
 * "Try a guess": runs the game's real matcher on the draft as it is now, so the host can test
 * aliases before the party. Nothing is saved.
 */
export function TryAGuess({ draft }: { draft: TopicDraft }) {
  const id = useId();
  const [guess, setGuess] = useState('');
  const rank = tryGuess(draft, guess);
  const answer = rank === null ? null : draft.answers[rank];
  let result = 'Type a guess to see which answer it would hit.';
  if (guess.trim() !== '') {
    result =
      answer && rank !== null
        ? `Hits #${rank + 1} "${answer.text.trim()}" (+${pointsText(pointsForRank(rank))})`
        : 'No answer: this guess would be wrong';
  }
  return (
    <Card>
      <CardTitle>Try a guess</CardTitle>
      <label htmlFor={id} className="mt-3 mb-1 block text-sm font-semibold">
        A guess a player might type
      </label>
      <input
        id={id}
        value={guess}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setGuess(event.target.value)}
        className={inputClasses}
      />
      <p role="status" className="mt-2 font-semibold">
        {result}
      </p>
    </Card>
  );
}
