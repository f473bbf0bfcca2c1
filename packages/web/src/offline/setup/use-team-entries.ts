import { useRef, useState } from 'react';
import { OFFLINE_DEFAULT_TEAM_NAMES } from '@trivia/game';
import type { TeamEntry } from './team-names-editor';

/** The editable team list of /setup: stable ids for React keys, SPEC §5 default names. */
export function useTeamEntries() {
  const nextId = useRef(OFFLINE_DEFAULT_TEAM_NAMES.length);
  const [teams, setTeams] = useState<TeamEntry[]>(() =>
    OFFLINE_DEFAULT_TEAM_NAMES.map((name, id) => ({ id, name })),
  );
  return {
    teams,
    rename: (id: number, name: string) =>
      setTeams((list) => list.map((team) => (team.id === id ? { ...team, name } : team))),
    remove: (id: number) => setTeams((list) => list.filter((team) => team.id !== id)),
    // SPEC §5: a new team defaults to the name "Team N".
    add: () =>
      setTeams((list) => [...list, { id: nextId.current++, name: `Team ${list.length + 1}` }]),
  };
}
