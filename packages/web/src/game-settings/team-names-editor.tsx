import { useId } from 'react';
import { MAX_TEAMS, MIN_TEAMS } from '@trivia/game';
import { Button } from '../ui';
import { teamPalette } from '../teams/team-palette';

export interface TeamEntry {
  id: number;
  name: string;
}

export interface TeamNamesEditorProps {
  teams: readonly TeamEntry[];
  onRename: (id: number, name: string) => void;
  onRemove: (id: number) => void;
  onAdd: () => void;
}

/** A team name keeps to one line on a 360 px phone and on the board. */
export const TEAM_NAME_MAX_LENGTH = 24;

/** TEAM-1, OFF-2: 2 to 4 teams; remove only above 2, "+ Add Team (max 4)" only below 4. */
export function TeamNamesEditor({ teams, onRename, onRemove, onAdd }: TeamNamesEditorProps) {
  const baseId = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-lg font-semibold">Teams</legend>
      <ul className="mt-3 flex flex-col gap-3">
        {teams.map((team, index) => {
          const inputId = `${baseId}-${team.id}`;
          return (
            <li key={team.id} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`size-4 shrink-0 rounded-full ${teamPalette(index).dot}`}
              />
              <label htmlFor={inputId} className="sr-only">
                Team {index + 1} name
              </label>
              <input
                id={inputId}
                type="text"
                value={team.name}
                maxLength={TEAM_NAME_MAX_LENGTH}
                autoComplete="off"
                onChange={(event) => onRename(team.id, event.target.value)}
                className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
              />
              {teams.length > MIN_TEAMS ? (
                <Button
                  variant="ghost"
                  onClick={() => onRemove(team.id)}
                  className="w-11 shrink-0 px-0 text-2xl"
                >
                  <span aria-hidden="true">×</span>
                  <span className="sr-only">
                    Remove team {index + 1}
                    {team.name.trim() ? ` (${team.name.trim()})` : ''}
                  </span>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {teams.length < MAX_TEAMS ? (
        <Button variant="secondary" onClick={onAdd} className="mt-3 w-full">
          + Add Team (max {MAX_TEAMS})
        </Button>
      ) : null}
    </fieldset>
  );
}
