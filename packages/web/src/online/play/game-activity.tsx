import { ONLINE_TIME_EXPIRED, type PartyGuess, type PartyView } from '@trivia/game';
import { Card, cx } from '../../ui';
import { teamPalette } from '../../teams/team-palette';

/**
 * Who made a guess: the member's name, or the timer for a turn nobody ended. A
 * time-out is the team's, not the person's whose phone sent it at 0.
 */
function guesserName(view: PartyView, guess: PartyGuess): string {
  if (guess.userId === null || (guess.timedOut && guess.text === ONLINE_TIME_EXPIRED)) {
    return 'Timer';
  }
  return view.members.find((m) => m.userId === guess.userId)?.displayName ?? 'A former member';
}

function GuessLine({ view, guess }: { view: PartyView; guess: PartyGuess }) {
  const index = view.party.teams.findIndex((team) => team.id === guess.teamId);
  const team = view.party.teams[index];
  return (
    <li className="flex items-start gap-2 py-1.5 text-base">
      <span
        aria-hidden="true"
        className={cx('mt-1.5 size-3 shrink-0 rounded-full', teamPalette(index).dot)}
      />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold">
          {team?.name ?? 'A team'} · {guesserName(view, guess)}
        </span>
        <span className={cx('block break-words', guess.timedOut && 'italic')}>{guess.text}</span>
      </span>
      <span className="shrink-0 font-bold tabular-nums">
        {guess.correct ? (
          `✓ #${guess.rank + 1} +${guess.points}`
        ) : (
          <>
            <span aria-hidden="true">✗</span>
            <span className="sr-only">wrong</span>
          </>
        )}
      </span>
    </li>
  );
}

/**
 * The play screen's "Game Activity" box: answers found out of 5, the team whose turn it is,
 * and every guess of this game, newest first, live for everyone.
 */
export function GameActivity({ view }: { view: PartyView }) {
  const { party } = view;
  const found = party.revealedIndices.length;
  const total = party.topic?.answerCount ?? 0;
  const current = party.teams.find((team) => team.id === party.activeTeamId);
  const recent = [...view.guesses].reverse();
  return (
    <Card aria-labelledby="game-activity-title">
      <h2 id="game-activity-title" className="text-xl font-bold">
        Game Activity
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-base">
        <dt className="font-medium">Answers found:</dt>
        <dd className="font-bold tabular-nums">
          {found}/{total}
        </dd>
        <dt className="font-medium">Current team:</dt>
        <dd className="min-w-0 truncate font-bold">{current?.name ?? '-'}</dd>
      </dl>
      <h3 className="mt-4 text-base font-bold">Recent guesses</h3>
      {recent.length === 0 ? (
        <p className="mt-1 text-sm">No guesses yet</p>
      ) : (
        <ol
          aria-label="Recent guesses"
          className="mt-1 divide-y divide-slate-200 dark:divide-slate-700"
        >
          {/* Keyed by place in the game: a Feud face-off's two answers share one turn. */}
          {recent.map((guess, index) => (
            <GuessLine key={recent.length - index} view={view} guess={guess} />
          ))}
        </ol>
      )}
    </Card>
  );
}
