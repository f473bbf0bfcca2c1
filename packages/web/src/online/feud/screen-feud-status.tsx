import type { PartyView } from '@trivia/game';
import { cx } from '../../ui';
import { SCREEN_TEXT } from '../../ui/screen-text';
import { teamPalette } from '../../teams/team-palette';
import { TeamSymbol } from '../../teams/team-symbol';
import { faceOffPair, feudFields, feudRound, feudWonText, memberName, teamAt } from './feud-view';
import { FeudBank, StrikeMarks } from './strike-marks';

function Pill({ index, text, done = false }: { index: number; text: string; done?: boolean }) {
  return (
    <span
      className={cx(
        `${SCREEN_TEXT.body} inline-flex max-w-full min-w-0 items-center gap-[0.4em] self-start rounded-full px-[0.6em] py-[0.1em] font-display font-black shadow-lg`,
        teamPalette(index).solid,
      )}
    >
      <TeamSymbol index={index} />
      <span className="min-w-0 truncate">{text}</span>
      {done ? (
        <span className="shrink-0">
          ✓<span className="sr-only"> answered</span>
        </span>
      ) : null}
    </span>
  );
}

/** FEUD-2: "Face-off!" and the pair, each in their team's colour, ✓ once they answered. */
function FaceOff({ view }: { view: PartyView }) {
  const pair = faceOffPair(view) ?? [];
  return (
    <div className="flex min-w-0 flex-col gap-[1vmin]" data-testid="screen-face-off">
      <p className={`${SCREEN_TEXT.large} font-display font-black text-amber-300`}>Face-off!</p>
      {pair.map((side) => (
        <Pill
          key={side.slot}
          index={side.teamIndex}
          text={side.name ?? side.teamName}
          done={side.answered}
        />
      ))}
    </div>
  );
}

/**
 * FEUD-7 on the big screen, beside the countdown: the face-off pair, who has the floor and
 * who of them guesses, "STEAL!" while a team confers, or who took the bank.
 */
export function ScreenFeudHeadline({ view }: { view: PartyView }) {
  const { party } = view;
  const round = feudRound(party);
  if (round === null) return null;
  const turn = feudFields(party).feudTurnUserId;
  const stealing = party.teams.findIndex((t) => t.id === party.activeTeamId);
  return (
    <div aria-live="polite" className="flex min-w-0 flex-1 flex-col gap-[1vmin]">
      {round.phase === 'faceOff' ? <FaceOff view={view} /> : null}
      {round.phase === 'floor' && round.controlTeam !== null ? (
        <>
          <Pill index={round.controlTeam} text={teamAt(party, round.controlTeam)?.name ?? ''} />
          <p className={`${SCREEN_TEXT.large} font-bold`}>has the floor</p>
          {turn !== null ? (
            <p className={`${SCREEN_TEXT.body} font-semibold break-words text-slate-200`}>
              {memberName(view, turn)} is guessing...
            </p>
          ) : null}
        </>
      ) : null}
      {round.phase === 'steal' ? (
        <div className="flex min-w-0 flex-col gap-[1vmin]" data-testid="screen-steal">
          <p
            className={`${SCREEN_TEXT.huge} self-start rounded-[2vmin] bg-red-700 px-[0.3em] py-[0.1em] font-display font-black text-white shadow-2xl`}
          >
            STEAL!
          </p>
          {stealing >= 0 ? (
            <Pill index={stealing} text={party.teams[stealing]?.name ?? ''} />
          ) : null}
          <p className={`${SCREEN_TEXT.body} font-bold`}>confers: one guess takes the bank</p>
        </div>
      ) : null}
      {round.phase === 'done' ? (
        <p className={`${SCREEN_TEXT.large} font-display font-black text-amber-300`}>
          {feudWonText(party)}
        </p>
      ) : null}
    </div>
  );
}

/** FEUD-3, FEUD-4: the floor's strikes as one to three big ✕, and the bank. */
export function ScreenFeudTally({ view }: { view: PartyView }) {
  const round = feudRound(view.party);
  if (round === null) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-[2.5vmin]">
      {round.phase === 'floor' || round.phase === 'steal' ? (
        <StrikeMarks strikes={round.strikes} size="room" />
      ) : null}
      <FeudBank bank={round.bank} size="room" />
    </div>
  );
}
