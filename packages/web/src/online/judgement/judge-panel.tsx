import type { PartyView } from '@trivia/game';
import { AcceptDialog } from '../../judgement/accept-dialog';
import { CorrectionsCard } from '../../judgement/corrections-card';
import { HostViewBoard } from '../../judgement/host-view-board';
import { ScoreAdjuster } from '../../judgement/score-adjuster';
import { Message } from '../../ui';
import type { Realtime } from '../connection';
import { correctionEntries, missedGuesses } from './judgement-entries';
import { useOnlineJudgement } from './use-online-judgement';

/**
 * JUDGE-1: On the online play and results screens: the quizmaster's "Host view" board, the
 * host's Accept and "+1"/"−1", and for everyone the corrections with the latest note.
 */
export function JudgePanel({ view, send }: { view: PartyView; send: Realtime['send'] }) {
  return <JudgePanelBody view={view} judge={useOnlineJudgement(view, send)} />;
}

/** What the host's judging hook gives the panel (the play screen shares it with its banner). */
export type OnlineJudge = ReturnType<typeof useOnlineJudgement>;

/** The panel for a judge that the page holds (the banner's Accept opens its dialog). */
export function JudgePanelBody({ view, judge }: { view: PartyView; judge: OnlineJudge }) {
  const isHost = view.viewer.isHost;
  const hostView = view.viewer.hostView;
  return (
    <>
      {hostView !== null ? (
        <HostViewBoard answers={hostView} revealed={view.party.revealedIndices} />
      ) : null}
      <CorrectionsCard
        missed={isHost ? missedGuesses(view) : []}
        onAccept={judge.startAccept}
        corrections={correctionEntries(view)}
        onUndo={isHost ? judge.undo : null}
        busy={judge.busy}
      />
      {judge.error !== null ? (
        <div role="alert">
          <Message tone="error">{judge.error}</Message>
        </div>
      ) : null}
      {isHost ? (
        <ScoreAdjuster teams={view.party.teams} onAdjust={judge.adjust} busy={judge.busy} />
      ) : null}
      {judge.question !== null ? (
        <AcceptDialog
          question={judge.question}
          onConfirm={judge.confirm}
          onDismiss={judge.dismiss}
        />
      ) : null}
    </>
  );
}
