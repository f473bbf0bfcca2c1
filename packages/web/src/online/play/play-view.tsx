import { useCallback, useEffect, useRef } from 'react';
import { MESSAGES } from '@trivia/game';
import type { PartyView } from '@trivia/game';
import { Button, Page } from '../../ui';
import { GameBoard } from '../../board/game-board';
import { TeamChips } from '../../board/team-chips';
import { useTurnCountdown } from '../../turn/use-turn-countdown';
import { activeTeamIndex, boardState } from './board-adapters';
import { gameTypeName } from '../survey/game-type-name';
import { topicCounts } from '../survey/survey-view';
import { PauseControl } from '../host-controls/pause-control';
import { JudgePanelBody } from '../judgement/judge-panel';
import { latestMiss } from '../judgement/judgement-entries';
import { useOnlineJudgement } from '../judgement/use-online-judgement';
import { GameActivity } from './game-activity';
import { LeaveGameButton } from './leave-game-button';
import { ModalDialog } from '../../ui';
import type { Realtime } from '../connection';
import { currentBanner, ResultBanner } from './result-banner';
import { TurnPanel } from './turn-panel';
import { FeudTurnPanel } from '../feud/feud-turn-panel';
import { feudRound } from '../feud/feud-view';
import { sendPickFaceOff } from '../feud/feud-commands';
import { GetReady, HostChecking, useGetReady } from './turn-moments';
import { useGuessDraft } from './use-guess-draft';
import { useOnlineGuess } from './use-online-guess';
import { canGuess } from './viewer-turn';
import { useYourTurnCue } from './use-your-turn-cue';

export interface PlayViewProps {
  view: PartyView;
  send: Realtime['send'];
  /** The server's clock (offset-corrected); must be a stable function. */
  serverNow: () => number;
  /** After "Leave Game" is confirmed and sent. */
  onLeft: () => void;
}

/** The online play screen: the board, the teams, the turn with its countdown, and the guess. */
export function PlayView({ view, send, serverNow, onLeft }: PlayViewProps) {
  const { party } = view;
  const [draft, setDraft, carryDraft] = useGuessDraft(party.code, party.turn);
  const clearDraft = useCallback(() => setDraft(''), [setDraft]);
  const guess = useOnlineGuess({ view, send, clearDraft, carryDraft });
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef({ view, draft });
  useEffect(() => {
    latest.current = { view, draft };
  });

  // TURN-12: At 0 the viewer's team, if active, submits whatever is typed (possibly nothing).
  const { submitOnTimeout } = guess;
  const onExpire = useCallback(() => {
    if (canGuess(latest.current.view)) void submitOnTimeout(latest.current.draft);
  }, [submitOnTimeout]);
  // TURN-9: No turn's clock runs during "Get ready", and no input shows.
  const getReady = useGetReady(party, serverNow);
  // The turn reaching the viewer's team moves the focus to the input (and buzzes).
  useYourTurnCue(canGuess(view) && getReady === null, party.turn, inputRef);
  const deadline = party.status === 'playing' && getReady === null ? party.turnDeadline : null;
  const seconds = useTurnCountdown(deadline, onExpire, serverNow);
  const judge = useOnlineJudgement(view, send);
  const miss = latestMiss(view);
  const moment =
    getReady !== null ? (
      <GetReady party={party} seconds={getReady} />
    ) : party.hostChecking ? (
      <HostChecking onSkip={view.viewer.isHost ? judge.skipChecking : null} busy={judge.busy} />
    ) : null;

  const submit = async (text: string) => {
    await guess.submit(text);
    inputRef.current?.focus();
  };
  const closeDuplicate = () => {
    guess.closeDuplicate();
    inputRef.current?.focus();
  };
  const leave = async () => {
    await send('leave', { code: party.code });
    onLeft();
  };

  const board = boardState(view);
  const pickFaceOff = view.viewer.isHost
    ? async (userIds: [string, string]) => {
        const reply = await sendPickFaceOff(send, party.code, userIds);
        return reply.ok ? null : reply.error;
      }
    : null;
  const turnProps = {
    view,
    seconds,
    draft,
    onDraftChange: setDraft,
    onSubmit: (text: string) => void submit(text),
    submitting: guess.submitting,
    inputRef,
    moment,
  };
  return (
    <Page width="wide">
      <header className="mb-4 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
          {feudRound(party) !== null ? 'Feud · ' : null}
          {party.gameType ? gameTypeName(party.gameType) : 'Top-5 Blitz'} ·{' '}
          {party.revealedIndices.length}/{party.topic?.answerCount ?? 0} found
        </p>
        <h1 className="font-display text-2xl font-extrabold tracking-tight break-words sm:text-4xl">
          {party.topic?.title ?? 'Online game'}
        </h1>
      </header>
      <PauseControl view={view} send={send} />
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          {feudRound(party) === null ? (
            <TurnPanel {...turnProps} />
          ) : (
            <FeudTurnPanel {...turnProps} onPickFaceOff={pickFaceOff} />
          )}
          <ResultBanner
            banner={currentBanner(view, guess.localNotice)}
            onAccept={
              miss === null
                ? null
                : { text: miss.text, busy: judge.busy, run: () => judge.startAccept(miss.key) }
            }
          />
          {/* The score strip stays on screen with the board, even on a phone. */}
          <TeamChips
            teams={board.teams}
            activeTeamIndex={activeTeamIndex(party)}
            maxAttempts={party.maxAttempts}
            attempts={feudRound(party) === null}
          />
          <GameBoard
            board={board}
            activeTeamIndex={activeTeamIndex(party)}
            maxAttempts={party.maxAttempts}
            secondsLeft={seconds}
            counts={topicCounts(party.topic)}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <GameActivity view={view} />
          <JudgePanelBody view={view} judge={judge} />
          <div className="flex justify-center xl:justify-start">
            <LeaveGameButton onLeave={leave} />
          </div>
        </div>
      </div>
      {guess.duplicateOpen ? (
        <ModalDialog
          title="Already on the board"
          onDismiss={closeDuplicate}
          actions={<Button onClick={closeDuplicate}>OK</Button>}
        >
          {MESSAGES.duplicateAnswer}
        </ModalDialog>
      ) : null}
    </Page>
  );
}
