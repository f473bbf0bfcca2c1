import { ANSWERS_PER_TOPIC, FEUD_MAX_STRIKES, pointsForRank, pointsText } from '@trivia/game';

/** /setup with Feud chosen (OFF-11): how a Feud round goes, with this game's numbers. */
export function FeudRulesSummary({ timePerTurn }: { timePerTurn: number }) {
  const top = pointsForRank(0);
  const last = pointsForRank(ANSWERS_PER_TOPIC - 1);
  return (
    <section aria-labelledby="rules-title">
      <h2 id="rules-title" className="text-lg font-semibold">
        How to play Feud
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-base text-slate-700 dark:text-slate-200">
        <li>
          Face-off: one player from each of two teams answers in secret, one after the other. The
          higher answer wins the floor.
        </li>
        <li>
          The team with the floor keeps guessing. Every answer found goes into the bank: #1 is{' '}
          {pointsText(top)}, down to {pointsText(last)} for #{ANSWERS_PER_TOPIC}.
        </li>
        <li>A miss or a time-out is a strike. {FEUD_MAX_STRIKES} strikes lose the floor.</li>
        <li>Then the other team gets one guess to steal the whole bank.</li>
        <li>Clear the board and the bank is yours.</li>
        <li>
          {timePerTurn > 0
            ? `Each answer gets ${timePerTurn} seconds.`
            : 'No clock: take your time.'}
        </li>
      </ul>
    </section>
  );
}
