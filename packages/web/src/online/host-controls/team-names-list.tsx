import { useId, useState } from 'react';
import type { PartyView } from '@trivia/protocol';
import { TeamSymbol } from '../../teams/team-symbol';
import { Button } from '../../ui';
import { RenameForm } from './rename-form';

export interface TeamNamesListProps {
  teams: PartyView['party']['teams'];
  /** Sends the new name; resolves with the server's refusal, or null when it was taken. */
  onRenameTeam: (teamId: string, name: string) => Promise<string | null>;
}

/**
 * HOST-7: Host only: the party's teams with a Rename button each (a team
 * name that slipped past the host at setup can be changed at any time, scores stay). The
 * new name reaches every device with the next view.
 */
export function TeamNamesList({ teams, onRenameTeam }: TeamNamesListProps) {
  const titleId = useId();
  const [renaming, setRenaming] = useState<string | null>(null);
  if (teams.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-700"
    >
      <h3 id={titleId} className="font-bold">
        Team names
      </h3>
      <ul className="mt-1 flex flex-col gap-1">
        {teams.map((team, index) => (
          <li key={team.id} className="flex flex-col gap-2 py-1">
            <div className="flex min-h-11 items-center gap-2">
              <TeamSymbol index={index} />
              <span className="min-w-0 flex-1 truncate font-semibold">{team.name}</span>
              <Button
                variant="ghost"
                className="px-3 text-sm"
                aria-label={`Rename ${team.name}`}
                aria-expanded={renaming === team.id}
                onClick={() => setRenaming((open) => (open === team.id ? null : team.id))}
              >
                Rename
              </Button>
            </div>
            {renaming === team.id ? (
              <RenameForm
                current={team.name}
                onRename={(name) => onRenameTeam(team.id, name)}
                onDone={() => setRenaming(null)}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
