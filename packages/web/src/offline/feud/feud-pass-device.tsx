import { pointsText, type FeudRound, type OfflineGameState } from '@trivia/game';
import { Button, Card, cx } from '../../ui';
import { teamPalette } from '../../teams/team-palette';
import { faceOffPairAnswers, type ShownFaceOffAnswer } from './face-off-answers';
import { StrikeMarks } from './strike-marks';

export interface FeudPassDeviceProps {
  state: OfflineGameState;
  round: FeudRound;
  onReady: () => void;
}

function FaceOffResults({
  answers,
  title,
  state,
}: {
  answers: ShownFaceOffAnswer[];
  title: string;
  state: OfflineGameState;
}) {
  return (
    <div
      role="status"
      aria-label="Face-off result"
      className="rounded-2xl border-2 border-slate-400 bg-white px-4 py-3 text-center text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-50"
    >
      <p className="text-xl font-extrabold sm:text-2xl">{title}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {answers.map(({ teamIndex, guess }) => (
          <li key={teamIndex} className="text-base">
            <span className="font-bold">
              <span aria-hidden="true">{teamPalette(teamIndex).symbol} </span>
              {state.teams[teamIndex]?.name}:
            </span>{' '}
            <span className="font-semibold">&ldquo;{guess.text}&rdquo;</span>{' '}
            {guess.correct ? `#${guess.rank + 1} on the board` : 'not on the board'}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the pass screen says in each part of a Feud round: the title and the line under it. */
function handoffText(state: OfflineGameState, round: FeudRound, team: string) {
  if (round.phase === 'faceOff') {
    return {
      title: 'Face-off!',
      line: `Face-off: ${team}'s player, answer without showing the others`,
    };
  }
  if (round.phase === 'steal') {
    return {
      title: 'STEAL!',
      line: `${team}: confer with your team. One guess takes the bank of ${pointsText(round.bank)}.`,
    };
  }
  return {
    title: `Pass to ${team}`,
    line: `${team} has the floor. Keep guessing: ${
      state.timePerTurn > 0 ? 'the timer starts' : 'go'
    } when you press Ready.`,
  };
}

/**
 * OFF-3, OFF-11: pass the device in a Feud round. The face-off player gets it with nothing of
 * the other answer on screen; once the pair is over both answers and the floor are shown;
 * after the third strike each stealing team gets "STEAL!".
 */
export function FeudPassDevice({ state, round, onReady }: FeudPassDeviceProps) {
  const team = state.teams[state.activeTeamIndex];
  if (team === undefined) return null;
  const palette = teamPalette(state.activeTeamIndex);
  const text = handoffText(state, round, team.name);
  // The pair just over: this one once decided, the one before while the next pair goes.
  const pairOver =
    round.phase === 'faceOff'
      ? round.faceOffAnswers[0] === null && round.faceOffPair > 0
        ? round.faceOffPair - 1
        : null
      : round.phase === 'floor' && round.floorGuesses === 0 && round.strikes === 0
        ? round.faceOffPair
        : null;
  const answers = pairOver === null ? [] : faceOffPairAnswers(state, round, pairOver);
  const control = round.controlTeam === null ? undefined : state.teams[round.controlTeam];
  return (
    <section aria-labelledby="pass-device-title" className="flex flex-col gap-5">
      {answers.length > 0 ? (
        <FaceOffResults
          state={state}
          answers={answers}
          title={
            round.phase === 'faceOff'
              ? 'Neither answer is on the board. Next pair!'
              : `${control?.name ?? team.name} wins the face-off!`
          }
        />
      ) : null}
      <Card className="flex flex-col items-center gap-5 text-center">
        <h2
          id="pass-device-title"
          className={cx(
            'w-full rounded-2xl px-4 py-5 text-3xl font-black tracking-tight sm:text-4xl',
            round.phase === 'steal' ? 'bg-amber-400 text-amber-950' : palette.solid,
          )}
        >
          <span aria-hidden="true">{palette.symbol} </span>
          {text.title}
        </h2>
        {round.phase === 'steal' ? <StrikeMarks strikes={round.strikes} decorative /> : null}
        <p className="text-lg font-medium">{text.line}</p>
        <Button
          autoFocus
          size="lg"
          variant="success"
          onClick={onReady}
          className="w-full sm:w-auto"
        >
          Ready
        </Button>
      </Card>
    </section>
  );
}
