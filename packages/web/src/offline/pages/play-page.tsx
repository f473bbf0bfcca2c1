import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { handoffTeam, surveySlotCounts } from '@trivia/game';
import { Button, Card, Page } from '../../ui';
import { GameBoard } from '../../board/game-board';
import { EndGameButton } from '../play/end-game-button';
import { OfflinePauseControl } from '../play/offline-pause-control';
import { PassDevice } from '../play/pass-device';
import { usePromptPause } from '../play/use-prompt-pause';
import { GuessForm } from '../../turn/guess-form';
import { TeamChips } from '../../board/team-chips';
import { TeamGuessLists } from '../play/team-guess-lists';
import { TurnTimer } from '../../turn/turn-timer';
import { useGuessSubmission } from '../play/use-guess-submission';
import { useTurnCountdown } from '../../turn/use-turn-countdown';
import { teamPalette } from '../../teams/team-palette';
import { SoundToggle } from '../../sound/sound-toggle';
import { useCountdownTicks, useOfflineSounds } from '../../sound/use-sounds';
import { OfflineJudgePanel } from '../judgement/offline-judge-panel';
import { useOfflineGame } from '../store/offline-game-store';
import { offlineFinaleFacts, useFinaleHold } from '../../board/use-finale-hold';
import { FeudPassDevice } from '../feud/feud-pass-device';
import { FeudScoreStrip } from '../feud/feud-score-strip';
import { FeudStatus } from '../feud/feud-status';
import { feudTurnText } from '../feud/feud-turn-text';

/** /play: the board, the teams, the turn timer and the guess input. */
export function PlayPage() {
  const { state, deadline, dispatch } = useOfflineGame();
  const { submit, submitOnTimeout } = useGuessSubmission();
  const [guess, setGuess] = useState('');
  const [showAnswers, setShowAnswers] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const typed = useRef(guess);
  useEffect(() => {
    typed.current = guess;
  }, [guess]);

  const playing = state.phase === 'play';
  const seconds = useTurnCountdown(playing ? deadline : null, () => {
    submitOnTimeout(typed.current);
    setGuess('');
  });
  // A sound for each guess, the last 5 seconds and the winner (after a first tap).
  useOfflineSounds(state);
  useCountdownTicks(seconds);
  const promptPause = usePromptPause();
  // The last reveal plays on the board before the results.
  const finale = useFinaleHold(offlineFinaleFacts(state));
  // A turn starts (after Ready, or resumed) with the focus in the guess input.
  useEffect(() => {
    if (!state.awaitingReady && !state.paused) inputRef.current?.focus();
  }, [state.awaitingReady, state.paused, state.turn]);

  if (state.phase === 'results' && !finale) return <Navigate to="/results" replace />;
  const team = state.teams[state.activeTeamIndex];
  if (!(playing || finale) || !state.topic || !team) return <Navigate to="/" replace />;
  const handoff = handoffTeam(state);
  // OFF-11: a Feud game names the face-off player, the floor or the steal instead of attempts.
  const round = state.feud;
  const feudText = round ? feudTurnText(round, team.name) : null;

  const submitTyped = (text: string) => {
    if (submit(text)) setGuess('');
    inputRef.current?.focus();
  };

  return (
    <Page width="wide">
      <header className="mb-4 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
          {state.gameType?.name ?? 'Top 5'} · {state.revealed.length}/{state.topic.answers.length}{' '}
          found
        </p>
        <h1 className="font-display text-2xl font-extrabold tracking-tight sm:text-4xl">
          {state.topic.title}
        </h1>
      </header>
      {handoff || finale ? null : (
        <OfflinePauseControl
          paused={state.paused}
          onPause={() => dispatch({ type: 'pause' })}
          onResume={() => dispatch({ type: 'resume' })}
        />
      )}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-5">
          {/* OFF-3: Between turns the device is passed; the next turn starts on Ready. */}
          {handoff && round ? (
            <FeudPassDevice
              state={state}
              round={round}
              onReady={() => dispatch({ type: 'ready' })}
            />
          ) : handoff ? (
            <PassDevice
              state={state}
              teamIndex={handoff.index}
              onReady={() => dispatch({ type: 'ready' })}
            />
          ) : (
            <Card aria-label="Current turn" className="flex flex-col gap-4">
              <div className="flex items-center gap-4">
                <div className="min-w-0 flex-1">
                  <p
                    // A Feud title ("Team Red has the floor") wraps rather than lose its end.
                    className={`inline-block max-w-full ${feudText ? 'break-words' : 'truncate'} rounded-full px-3 py-1 text-lg font-bold ${teamPalette(state.activeTeamIndex).solid}`}
                  >
                    {feudText && !finale ? feudText.title : team.name}
                  </p>
                  <p className="mt-2 text-base font-medium" aria-live="polite">
                    {finale
                      ? "That's the game! The winner is coming up..."
                      : (feudText?.line ?? `Attempt ${team.attempts + 1} of ${state.maxAttempts}`)}
                  </p>
                </div>
                {seconds !== null ? <TurnTimer seconds={seconds} /> : null}
              </div>
              {/* OFF-8: No guess while paused; none once the game is over. */}
              {state.paused || finale ? null : (
                <GuessForm
                  teamName={team.name}
                  value={guess}
                  onChange={setGuess}
                  onSubmit={submitTyped}
                  inputRef={inputRef}
                />
              )}
            </Card>
          )}
          {/* The score strip stays on screen with the board, even on a phone. */}
          {round ? (
            <>
              <FeudScoreStrip
                teams={state.teams}
                round={round}
                activeTeamIndex={state.activeTeamIndex}
              />
              <FeudStatus round={round} teams={state.teams} />
            </>
          ) : (
            <TeamChips
              teams={state.teams}
              activeTeamIndex={state.activeTeamIndex}
              maxAttempts={state.maxAttempts}
            />
          )}
          <GameBoard
            board={state}
            activeTeamIndex={state.activeTeamIndex}
            maxAttempts={state.maxAttempts}
            showAll={showAnswers}
            secondsLeft={seconds}
            counts={surveySlotCounts(state)}
          />
        </div>
        <div className="flex flex-col gap-5">
          <TeamGuessLists teams={state.teams} />
          <OfflineJudgePanel />
          <div className="flex flex-wrap gap-3">
            <Button
              variant={showAnswers ? 'primary' : 'secondary'}
              aria-pressed={showAnswers}
              onClick={() => setShowAnswers((shown) => !shown)}
            >
              Show Answers
            </Button>
            <EndGameButton
              onEnd={() => dispatch({ type: 'endGame' })}
              onPromptChange={promptPause}
            />
            <SoundToggle />
          </div>
        </div>
      </div>
    </Page>
  );
}
