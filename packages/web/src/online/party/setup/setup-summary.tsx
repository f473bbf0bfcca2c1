import { RELAXED_TURN_SECONDS } from '@trivia/game';
import type { PartyView } from '@trivia/protocol';
import { Card, cx } from '../../../ui';
import { teamPalette } from '../../../teams/team-palette';
import { feudFields, ruleSetName } from '../../feud/feud-view';

/** ROLE-2: What a player sees of the setup, read-only: the teams and the rules. */
export function SetupSummary({ party }: { party: PartyView['party'] }) {
  return (
    <Card className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold">Teams</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {party.teams.map((team, index) => (
            <li
              key={team.id}
              className={cx('rounded-full px-3 py-1 text-sm font-bold', teamPalette(index).solid)}
            >
              {team.name}
            </li>
          ))}
        </ul>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">Rules</dt>
          <dd className="text-2xl font-extrabold">{ruleSetName(party)}</dd>
        </div>
        {feudFields(party).ruleSet === 'classic' ? (
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-300">Max attempts per team</dt>
            <dd className="text-2xl font-extrabold">{party.maxAttempts}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">Time per turn</dt>
          <dd className="text-2xl font-extrabold">
            {party.turnSeconds === RELAXED_TURN_SECONDS ? 'Relaxed' : `${party.turnSeconds} s`}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
