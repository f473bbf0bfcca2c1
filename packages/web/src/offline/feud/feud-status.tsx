import type { FeudRound, OfflineTeam } from '@trivia/game';
import { CountUp } from '../../board/count-up';
import { teamPalette } from '../../teams/team-palette';
import { TeamSymbol } from '../../teams/team-symbol';
import { cx } from '../../ui';
import { StrikeMarks } from './strike-marks';

/**
 * OFF-11: the round at a glance, once the face-off is decided: who has the floor, its strikes
 * and the bank. Not shown in the face-off (the bank would tell a found first answer).
 */
export function FeudStatus({ round, teams }: { round: FeudRound; teams: readonly OfflineTeam[] }) {
  const control = round.controlTeam === null ? undefined : teams[round.controlTeam];
  if (round.phase === 'faceOff' || control === undefined || round.controlTeam === null) {
    return null;
  }
  return (
    <section
      aria-label="The round"
      className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-3 rounded-2xl bg-slate-900 px-3 py-3 text-white sm:px-4"
    >
      <div className="min-w-0">
        <p className="text-xs font-bold tracking-wide uppercase">Floor</p>
        <p
          className={cx(
            'mt-0.5 inline-flex max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-sm font-bold sm:text-base',
            teamPalette(round.controlTeam).solid,
          )}
        >
          <TeamSymbol index={round.controlTeam} />
          <span className="min-w-0 break-words">{control.name}</span>
        </p>
      </div>
      <StrikeMarks strikes={round.strikes} />
      <div className="text-right" data-testid="feud-bank">
        <p className="text-xs font-bold tracking-wide uppercase">Bank</p>
        <p className="font-display text-3xl leading-tight font-black tabular-nums">
          <CountUp value={round.bank} />
          <span className="sr-only">{round.bank === 1 ? ' point' : ' points'}</span>
        </p>
      </div>
    </section>
  );
}
