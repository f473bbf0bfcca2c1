import type { PartyView } from '@trivia/game';
import { cx } from '../../ui';
import { SCREEN_TEXT } from '../../ui/screen-text';
import { teamPalette } from '../../teams/team-palette';
import { TeamSymbol } from '../../teams/team-symbol';
import { faceOffPair, feudFields, feudRound, feudWonText, memberName, teamAt } from './feud-view';
import { FeudBank, StrikeMarks } from './strike-marks';

function TeamPill({ party, index }: { party: PartyView['party']; index: number }) {
  const team = teamAt(party, index);
  if (team === undefined) return null;
  return (
    <span
      className={cx(
        `${SCREEN_TEXT.large} inline-flex max-w-full items-center gap-[0.4em] rounded-full px-[0.6em] py-[0.15em] font-display font-black shadow-lg`,
        teamPalette(index).solid,
      )}
    >
      <TeamSymbol index={index} />
      <span className="truncate">{team.name}</span>
    </span>
  );
}

/** FEUD-2: the face-off pair, each in their team's colour, "vs" between. */
function FaceOff({ view }: { view: PartyView }) {
  const pair = faceOffPair(view) ?? [];
  return (
    <div className="flex flex-col gap-[1.5vmin]" data-testid="screen-face-off">
      <p className={`${SCREEN_TEXT.huge} font-display font-black text-amber-300`}>Face-off!</p>
      <div className="flex flex-wrap items-center gap-[2vmin]">
        {pair.map((side, index) => (
          <span key={side.slot} className="contents">
            {index === 1 ? (
              <span className={`${SCREEN_TEXT.large} font-display font-black`}>vs</span>
            ) : null}
            <span
              className={cx(
                `${SCREEN_TEXT.large} inline-flex min-w-0 flex-col rounded-[2vmin] px-[0.6em] py-[0.2em] font-display font-black shadow-lg`,
                teamPalette(side.teamIndex).solid,
              )}
            >
              <span className="truncate">{side.name ?? side.teamName}</span>
              <span className={`${SCREEN_TEXT.small} font-bold`}>
                {side.answered ? 'Answered' : side.teamName}
              </span>
            </span>
          </span>
        ))}
      </div>
    </div>
  );
}

/**
 * The big screen's state of a Feud round at a glance (FEUD rules): the face-off pair, who
 * has the floor and who of them guesses, "STEAL!" while a team confers, the strikes as big
 * ✕ and the bank.
 */
export function ScreenFeudStatus({ view }: { view: PartyView }) {
  const { party } = view;
  const round = feudRound(party);
  if (round === null) return null;
  const turn = feudFields(party).feudTurnUserId;
  const stealing = party.teams.findIndex((t) => t.id === party.activeTeamId);
  return (
    <div aria-live="polite" className="flex min-w-0 flex-1 flex-col gap-[2vmin]">
      {round.phase === 'faceOff' ? <FaceOff view={view} /> : null}
      {round.phase === 'floor' && round.controlTeam !== null ? (
        <div className="flex flex-col gap-[1vmin]">
          <TeamPill party={party} index={round.controlTeam} />
          <p className={`${SCREEN_TEXT.large} font-bold`}>has the floor</p>
          {turn !== null ? (
            <p className={`${SCREEN_TEXT.body} font-semibold text-slate-200`}>
              {memberName(view, turn)} is guessing...
            </p>
          ) : null}
        </div>
      ) : null}
      {round.phase === 'steal' ? (
        <div className="flex flex-col gap-[1vmin]" data-testid="screen-steal">
          <p
            className={`${SCREEN_TEXT.giant} self-start rounded-[2vmin] bg-red-700 px-[0.3em] py-[0.1em] font-display font-black text-white shadow-2xl`}
          >
            STEAL!
          </p>
          {stealing >= 0 ? <TeamPill party={party} index={stealing} /> : null}
          <p className={`${SCREEN_TEXT.body} font-bold`}>confers: one guess takes the bank</p>
        </div>
      ) : null}
      {round.phase === 'done' ? (
        <p className={`${SCREEN_TEXT.large} font-display font-black text-amber-300`}>
          {feudWonText(party)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-[2.5vmin]">
        {round.phase !== 'faceOff' ? <StrikeMarks strikes={round.strikes} size="room" /> : null}
        <FeudBank bank={round.bank} size="room" />
      </div>
    </div>
  );
}
