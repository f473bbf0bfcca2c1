import { useRef } from 'react';
import { Card, cx } from '../../ui';
import { teamPalette } from '../../teams/team-palette';
import { GuessForm } from '../../turn/guess-form';
import { TurnTimer } from '../../turn/turn-timer';
import { CompactBoard } from '../../board/compact-board';
import { boardState } from '../play/board-adapters';
import { useInSightWhileTyping } from '../play/use-in-sight-while-typing';
import { YourTeam, type TurnPanelProps } from '../play/turn-panel';
import { FaceOffPicker } from './face-off-picker';
import {
  feudCanGuess,
  feudHeadline,
  feudRound,
  feudWaitingText,
  STEAL_CALL,
  viewerFaceOffSlot,
} from './feud-view';
import { FeudBank, StrikeMarks } from './strike-marks';

/**
 * The phone's turn panel in a Feud game (FEUD rules): the phase as a headline (the face-off
 * pair, who has the floor, STEAL!), the strikes and the bank, then the guess field for the
 * one who may guess now, or what the others are waiting for.
 */
export function FeudTurnPanel(props: TurnPanelProps & { onPickFaceOff?: PickFaceOff | null }) {
  const { view, seconds, submitting } = props;
  const { party } = view;
  const round = feudRound(party);
  const moment = props.moment ?? null;
  const mayGuess = feudCanGuess(view) && moment === null;
  const typing = useRef<HTMLDivElement>(null);
  useInSightWhileTyping(typing, props.inputRef, mayGuess);
  if (round === null) return null;
  const glance = <CompactBoard board={boardState(view)} className="sm:hidden" />;
  // The band's colour: the team in control, the stealing team, or the viewer's own team.
  const bandTeam =
    round.phase === 'floor'
      ? (round.controlTeam ?? -1)
      : round.phase === 'steal'
        ? party.teams.findIndex((t) => t.id === party.activeTeamId)
        : party.teams.findIndex((t) => t.id === view.viewer.teamId);
  const stealing = round.phase === 'steal' && mayGuess;
  const guessTeam = party.teams.find((t) => t.id === view.viewer.teamId);
  return (
    <Card
      aria-label="Current turn"
      data-your-turn={mayGuess}
      data-feud-phase={round.phase}
      className={cx(
        'flex flex-col gap-4',
        mayGuess && 'ring-4',
        mayGuess && bandTeam >= 0 && teamPalette(bandTeam).ring,
      )}
    >
      <YourTeam view={view} />
      {moment ?? (
        <>
          <div className="flex items-center gap-3">
            <p
              data-testid="feud-headline"
              className={cx(
                'min-w-0 flex-1 rounded-xl px-3 py-2 text-center text-xl font-black tracking-tight break-words sm:px-4 sm:py-3 sm:text-3xl',
                round.phase === 'steal'
                  ? 'bg-red-700 text-white'
                  : bandTeam >= 0
                    ? teamPalette(bandTeam).solid
                    : 'bg-slate-800 text-white',
              )}
            >
              {feudHeadline(view)}
            </p>
            {seconds !== null ? <TurnTimer seconds={seconds} /> : null}
          </div>
          <div className="flex flex-wrap items-center gap-2 sm:gap-3">
            {round.phase === 'floor' || round.phase === 'steal' ? (
              <StrikeMarks strikes={round.strikes} />
            ) : null}
            <FeudBank bank={round.bank} />
          </div>
          {mayGuess && guessTeam ? (
            <div ref={typing} className="flex scroll-mt-2 flex-col gap-3">
              {stealing ? (
                <p className="rounded-xl border-2 border-red-700 px-3 py-2 text-lg font-bold">
                  {STEAL_CALL}
                </p>
              ) : viewerFaceOffSlot(view) !== null ? (
                <p className="text-lg font-bold">Be quick: the better answer wins the floor!</p>
              ) : (
                <p className="text-lg font-bold">Your turn to guess!</p>
              )}
              {glance}
              <fieldset disabled={submitting} aria-busy={submitting} className="min-w-0">
                <GuessForm
                  teamName={guessTeam.name}
                  value={props.draft}
                  onChange={props.onDraftChange}
                  onSubmit={props.onSubmit}
                  inputRef={props.inputRef}
                />
              </fieldset>
            </div>
          ) : (
            <div className="flex flex-col gap-3">
              {glance}
              <p className="text-lg font-semibold" data-testid="feud-waiting">
                {feudWaitingText(view)}
              </p>
            </div>
          )}
          {props.onPickFaceOff && round.phase === 'faceOff' ? (
            <FaceOffPicker view={view} onPick={props.onPickFaceOff} />
          ) : null}
        </>
      )}
    </Card>
  );
}

/** Sends the host's face-off pick; resolves to the refusal, or null. */
export type PickFaceOff = (userIds: [string, string]) => Promise<string | null>;
