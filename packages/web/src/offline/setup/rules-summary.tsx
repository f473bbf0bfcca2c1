import { ANSWERS_PER_TOPIC, countOf, pointsForRank, pointsText } from '@trivia/game';

export interface RulesSummaryProps {
  maxAttempts: number;
  timePerTurn: number;
}

/** /setup: a rules summary, with the numbers of this game. */
export function RulesSummary({ maxAttempts, timePerTurn }: RulesSummaryProps) {
  const top = pointsForRank(0);
  const last = pointsForRank(ANSWERS_PER_TOPIC - 1);
  return (
    <section aria-labelledby="rules-title">
      <h2 id="rules-title" className="text-lg font-semibold">
        How to play
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-base text-slate-700 dark:text-slate-200">
        <li>Teams take turns guessing the top {ANSWERS_PER_TOPIC} answers on the list.</li>
        <li>
          The #1 answer scores {pointsText(top)}, down to {pointsText(last)} for #
          {ANSWERS_PER_TOPIC}.
        </li>
        <li>
          Each team has {countOf(maxAttempts, 'attempt', 'attempts')}: every guess, right or wrong,
          uses one.
        </li>
        <li>
          A turn lasts {timePerTurn} seconds. When time runs out, whatever is typed is submitted.
        </li>
        <li>
          The game ends when all answers are found, every team is out of attempts, or you press End
          Game.
        </li>
      </ul>
    </section>
  );
}
