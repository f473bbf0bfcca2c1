import { useRef, type ReactNode, type RefObject } from 'react';
import type { PartyView } from '@trivia/game';
import { Card, cx } from '../../ui';
import { teamPalette } from '../../teams/team-palette';
import { GuessForm } from '../../turn/guess-form';
import { TurnTimer } from '../../turn/turn-timer';
import { TeamSymbol } from '../../teams/team-symbol';
import { CompactBoard } from '../../board/compact-board';
import { activeTeamIndex, boardState } from './board-adapters';
import { useInSightWhileTyping } from './use-in-sight-while-typing';
import { canGuess, waitingText } from './viewer-turn';

export interface TurnPanelProps {
  view: PartyView;
  /** Whole seconds left in the turn, null when no turn runs. */
  seconds: number | null;
  draft: string;
  onDraftChange: (text: string) => void;
  onSubmit: (text: string) => void;
  submitting: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  /**
   * TURN-9, JUDGE-8: "Get ready: {team}" before the first turn, or "Host is checking…" after the
   * last: shown in place of the turn (no input, no countdown).
   */
  moment?: ReactNode;
}

/**
 * The turn panel: whose turn it is, the countdown, and the guess input for that team only.
 * "You're on {team}" on every play screen; the viewer's team's turn fills the
 * panel with the team's colour; the others see who of that team is guessing.
 */
export function TurnPanel(props: TurnPanelProps) {
  const { view, seconds, submitting } = props;
  const { party } = view;
  const index = activeTeamIndex(party);
  const team = party.teams[index];
  const moment = props.moment ?? null;
  const yourTurn = team !== undefined && canGuess(view) && moment === null;
  const typing = useRef<HTMLDivElement>(null);
  useInSightWhileTyping(typing, props.inputRef, yourTurn);
  // Phones: the board at a glance in the panel, above the guess field for the team typing,
  // above the waiting words for the others (the full board is further down the page).
  const glance = <CompactBoard board={boardState(view)} className="sm:hidden" />;
  if (moment !== null) {
    return (
      <Card aria-label="Current turn" className="flex flex-col gap-4">
        <YourTeam view={view} />
        {moment}
      </Card>
    );
  }
  return (
    <Card
      aria-label="Current turn"
      data-your-turn={yourTurn}
      className={cx(
        'flex flex-col gap-4',
        yourTurn && 'ring-4',
        yourTurn && teamPalette(index).ring,
      )}
    >
      <YourTeam view={view} />
      {yourTurn ? (
        // A full-width band in the team's colour: unmistakable from across the room.
        <p
          className={cx(
            'rounded-xl px-4 py-3 text-center text-2xl font-black tracking-tight sm:text-3xl',
            teamPalette(index).solid,
          )}
        >
          Your team&apos;s turn!
        </p>
      ) : null}
      <div className="flex items-center gap-4">
        <div className="min-w-0 flex-1">
          {team ? (
            <p
              className={cx(
                'inline-block max-w-full truncate rounded-full px-3 py-1 text-lg font-bold',
                teamPalette(index).solid,
              )}
            >
              {team.name}
            </p>
          ) : null}
          {team ? (
            <p className="mt-2 text-base font-medium">
              Attempt {Math.min(team.attempts + 1, party.maxAttempts)} of {party.maxAttempts}
            </p>
          ) : null}
        </div>
        {seconds !== null ? <TurnTimer seconds={seconds} /> : null}
      </div>
      {team && canGuess(view) ? (
        <div ref={typing} className="flex scroll-mt-2 flex-col gap-3">
          {glance}
          {/* A disabled fieldset disables the input and Submit while the guess is on its way. */}
          <fieldset disabled={submitting} aria-busy={submitting} className="min-w-0">
            <GuessForm
              teamName={team.name}
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
          <p className="text-lg font-semibold">{waitingText(view)}</p>
          <GuessingMembers view={view} />
        </div>
      )}
    </Card>
  );
}

/** The viewer's own team, on every play screen. */
export function YourTeam({ view }: { view: PartyView }) {
  const index = view.party.teams.findIndex((t) => t.id === view.viewer.teamId);
  const team = view.party.teams[index];
  if (team === undefined) return null;
  return (
    <p className="flex items-center gap-2 text-base font-bold">
      <span className={cx('rounded-full px-2 py-0.5', teamPalette(index).solid)}>
        <TeamSymbol index={index} className="mr-1" />
        You&apos;re on {team.name}
      </span>
    </p>
  );
}

/** The other teams see who is guessing (the members of the active team). */
function GuessingMembers({ view }: { view: PartyView }) {
  const { party, members } = view;
  if (party.status !== 'playing' || party.pausedAt !== null) return null;
  const names = members
    .filter((m) => m.teamId !== null && m.teamId === party.activeTeamId)
    .map((m) => m.displayName);
  if (names.length === 0) return null;
  return <p className="mt-1 text-base">Guessing now: {names.join(', ')}</p>;
}
