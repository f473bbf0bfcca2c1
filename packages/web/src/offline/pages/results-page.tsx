import { Navigate, useNavigate } from 'react-router';
import type { OfflineGameState } from '@trivia/game';
import { Button, Card, Page, PageTitle } from '../../ui';
import { Confetti } from '../../ui/confetti';
import { TrophyIcon } from '../../results/trophy-icon';
import { FinalScoreboard } from '../../results/final-scoreboard';
import { FoundAnswers } from '../../results/found-answers';
import { winnerLine } from '../results/winner-line';
import { browserShareDeps, resultsShareText, shareResults } from '../results/share-results';
import { useToast } from '../../ui/toast';
import { sourceHost } from '../../topics/topic-list';
import { OfflineJudgePanel } from '../judgement/offline-judge-panel';
import { useOfflineGame } from '../store/offline-game-store';
import { feudOutcome } from '../feud/feud-outcome';

/** OFF-11: after a Feud round the answers nobody found turn over one by one, this far apart. */
export const REVEAL_REST_MS = 900;

const endedByText: Record<NonNullable<OfflineGameState['endedBy']>, string> = {
  allRevealed: 'All 5 answers were found!',
  noAttemptsLeft: 'Every team has used all its attempts.',
  endGame: 'The game was ended early.',
  bankWon: 'The round is over.',
};

/** /results: "Game Complete", the winner, the scoreboard, the answers, share and play again. */
export function ResultsPage() {
  const { state, dispatch } = useOfflineGame();
  const navigate = useNavigate();
  const { showToast } = useToast();

  if (state.phase === 'play') return <Navigate to="/play" replace />;
  // OFF-6: After Play Again the same teams choose the next topic.
  if (state.phase === 'topicSelection') return <Navigate to="/topics" replace />;
  if (state.phase !== 'results' || !state.topic) return <Navigate to="/" replace />;

  const winner = winnerLine(state.teams);
  const outcome = state.feud ? feudOutcome(state.feud, state.teams) : null;
  const host = sourceHost(state.topic.sourceUrl);
  // OFF-6: Play Again keeps the teams and settings and goes to the topic choice; New
  // Game starts over from Home.
  const playAgain = () => void dispatch({ type: 'playAgain' });
  const newGame = () => {
    dispatch({ type: 'reset' });
    void navigate('/');
  };

  return (
    <Page>
      <Confetti />
      <PageTitle subtitle={state.topic.title}>Game Complete</PageTitle>
      <div className="flex flex-col gap-5">
        {winner ? (
          <Card className="text-center">
            <TrophyIcon className="mx-auto size-14 text-amber-500" />
            <p className="mt-2 text-3xl font-black tracking-tight break-words">{winner.headline}</p>
            <p className="mt-1 text-lg font-semibold">{winner.detail}</p>
          </Card>
        ) : null}
        {state.endedBy && !(outcome && state.endedBy !== 'endGame') ? (
          <p className="text-center text-base font-medium">{endedByText[state.endedBy]}</p>
        ) : null}
        {outcome ? (
          <p role="status" className="text-center text-xl font-extrabold">
            {outcome}
          </p>
        ) : null}
        <Card>
          <FinalScoreboard teams={state.teams} />
        </Card>
        <Card>
          <FoundAnswers state={state} revealRestMs={state.feud ? REVEAL_REST_MS : null} />
          {host ? (
            <p className="mt-4 text-sm">
              Data source:{' '}
              <a
                href={state.topic.sourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
              >
                {host}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}
        </Card>
        <OfflineJudgePanel />
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button
            size="lg"
            variant="secondary"
            onClick={() => void shareResults(resultsShareText(state), browserShareDeps(showToast))}
          >
            Share Results
          </Button>
          <Button size="lg" variant="secondary" onClick={newGame}>
            New Game
          </Button>
          <Button size="lg" onClick={playAgain}>
            Play Again
          </Button>
        </div>
      </div>
    </Page>
  );
}
