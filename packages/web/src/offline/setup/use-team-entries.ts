import { useRef, useState } from 'react';
import { OFFLINE_DEFAULT_TEAM_NAMES } from '@trivia/game';
import type { TeamEntry } from '../../game-settings/team-names-editor';

/**
 * The editable team list of /setup: stable ids for React keys, the default names (TEAM-1), or
 * the teams of the game just played (OFF-6: Play Again keeps them).
 */
export function useTeamEntries(kept: readonly string[] = []) {
  const initial = kept.length >= 2 ? kept : OFFLINE_DEFAULT_TEAM_NAMES;
  const nextId = useRef(initial.length);
  const [teams, setTeams] = useState<TeamEntry[]>(() => initial.map((name, id) => ({ id, name })));
  return {
    teams,
    rename: (id: number, name: string) =>
      setTeams((list) => list.map((team) => (team.id === id ? { ...team, name } : team))),
    remove: (id: number) => setTeams((list) => list.filter((team) => team.id !== id)),
    // TEAM-1: A new team defaults to the name "Team N".
    add: () =>
      setTeams((list) => [...list, { id: nextId.current++, name: `Team ${list.length + 1}` }]),
  };
}
