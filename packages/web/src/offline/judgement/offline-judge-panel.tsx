import { useState } from 'react';
import { correctionText } from '../../judgement/correction-text';
import {
  feudGuessAcceptable,
  isJudgeableGuess,
  OFFLINE_TIME_EXPIRED,
  proposeOfflineAnswer,
  type OfflineGameState,
} from '@trivia/game';
import { AcceptDialog, type AcceptQuestion } from '../../judgement/accept-dialog';
import { CorrectionsCard } from '../../judgement/corrections-card';
import { ScoreAdjuster } from '../../judgement/score-adjuster';
import { useOfflineGame } from '../store/offline-game-store';
import { usePromptPause } from '../play/use-prompt-pause';

interface Asking {
  question: AcceptQuestion;
  teamIndex: number;
  guessIndex: number;
}

/**
 * JUDGE-1: The guesses the host may accept: misses, a guess typed as time ran out included
 * ("Japn (time ran out)"); none once every answer is found (nothing is left to accept as).
 */
function missedGuesses(state: OfflineGameState) {
  const answerCount = state.topic?.answers.length ?? 0;
  if (state.revealed.length >= answerCount) return [];
  return state.teams.flatMap((team, teamIndex) =>
    team.guesses.flatMap((guess, guessIndex) =>
      // OFF-12: after a Feud round, not a guess whose accept would give the floor back.
      isJudgeableGuess(guess, OFFLINE_TIME_EXPIRED) && feudGuessAcceptable(state, guess)
        ? [{ key: `${teamIndex}:${guessIndex}`, teamName: team.name, text: guess.text }]
        : [],
    ),
  );
}

function entries(state: OfflineGameState) {
  const missed = missedGuesses(state);
  const corrections = state.judgements.map((j) => ({
    id: j.id,
    text: correctionText({
      kind: j.kind,
      teamName: state.teams[j.teamIndex]?.name ?? 'A team',
      points: j.points,
      guessText: j.guessText,
      answerText: state.topic?.answers[j.rank ?? -1]?.text ?? '',
    }),
    undone: j.undone,
    canUndo: !j.undone && j.madeWhile === state.phase,
  }));
  return { missed, corrections };
}

/**
 * OFF-7: Offline, on the one device everyone looks at: "Accept" on a missed guess proposes
 * the closest unrevealed answer (as for a host who plays); on the results any answer not
 * found. "+1"/"−1" and Undo, with the same pure rules as online.
 */
export function OfflineJudgePanel() {
  const { state, dispatch } = useOfflineGame();
  const [asking, setAskingState] = useState<Asking | null>(null);
  const promptPause = usePromptPause();
  // The timer stands still while the Accept dialog is open.
  const setAsking = (next: Asking | null) => {
    setAskingState(next);
    promptPause(next !== null);
  };
  const { missed, corrections } = entries(state);

  const startAccept = (key: string) => {
    const [teamIndex = 0, guessIndex = 0] = key.split(':').map(Number);
    const guess = state.teams[teamIndex]?.guesses[guessIndex];
    if (guess === undefined || state.topic === null) return;
    const ref = { teamIndex, guessIndex };
    if (state.phase === 'results') {
      const found = state.revealed.map((r) => r.rank);
      const choices = state.topic.answers
        .map((answer, rank) => ({ rank, text: answer.text }))
        .filter((choice) => !found.includes(choice.rank));
      setAsking({ ...ref, question: { kind: 'choose', guess: guess.text, choices } });
      return;
    }
    const proposal = proposeOfflineAnswer(state, ref);
    if (!proposal.ok) return;
    const question: AcceptQuestion =
      proposal.state === null
        ? { kind: 'none', guess: guess.text }
        : { kind: 'proposal', guess: guess.text, answer: proposal.state };
    setAsking({ ...ref, question });
  };

  const confirm = (rank: number) => {
    if (asking === null) return;
    setAsking(null);
    dispatch({
      type: 'acceptGuess',
      teamIndex: asking.teamIndex,
      guessIndex: asking.guessIndex,
      rank,
    });
  };

  return (
    <>
      <CorrectionsCard
        missed={missed}
        onAccept={startAccept}
        corrections={corrections}
        onUndo={(judgementId) => dispatch({ type: 'undoJudgement', judgementId })}
        busy={false}
      />
      <ScoreAdjuster
        teams={state.teams}
        onAdjust={(teamIndex, points) => dispatch({ type: 'adjustScore', teamIndex, points })}
        busy={false}
      />
      {asking !== null ? (
        <AcceptDialog
          question={asking.question}
          onConfirm={confirm}
          onDismiss={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
