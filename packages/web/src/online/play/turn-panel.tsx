import type { RefObject } from 'react';
import type { PartyView } from '@trivia/game';
import { Card, cx } from '../../ui';
import { teamPalette } from '../../offline/components/team-palette';
import { GuessForm } from '../../offline/play/guess-form';
import { TurnTimer } from '../../offline/play/turn-timer';
import { activeTeamIndex } from './board-adapters';
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
}

/** SPEC §2 Play: whose turn it is, the countdown, and the guess input for that team only. */
export function TurnPanel(props: TurnPanelProps) {
  const { view, seconds, submitting } = props;
  const { party } = view;
  const index = activeTeamIndex(party);
  const team = party.teams[index];
  return (
    <Card aria-label="Current turn" className="flex flex-col gap-4">
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
        // A disabled fieldset disables the input and Submit while the guess is on its way.
        <fieldset disabled={submitting} aria-busy={submitting} className="min-w-0">
          <GuessForm
            teamName={team.name}
            value={props.draft}
            onChange={props.onDraftChange}
            onSubmit={props.onSubmit}
            inputRef={props.inputRef}
          />
        </fieldset>
      ) : (
        <p className="text-lg font-semibold">{waitingText(view)}</p>
      )}
    </Card>
  );
}
