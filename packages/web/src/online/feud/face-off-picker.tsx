import { useId, useState } from 'react';
import type { PartyView } from '@trivia/game';
import { isQuizmaster } from '@trivia/game';
import { Button } from '../../ui';
import { faceOffPair } from './feud-view';

/**
 * FEUD-2: the host names the two face-off players (one of each face-off team) before either
 * answers; the round starts with the next in turn of each team already named.
 */
export function FaceOffPicker({
  view,
  onPick,
}: {
  view: PartyView;
  onPick: (userIds: [string, string]) => Promise<string | null>;
}) {
  const pair = faceOffPair(view);
  const id = useId();
  const [choice, setChoice] = useState<[string, string] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (pair === null || pair.some((p) => p.answered)) return null;
  const current: [string, string] = choice ?? [pair[0]?.userId ?? '', pair[1]?.userId ?? ''];
  const teamMembers = (teamIndex: number) => {
    const team = view.party.teams[teamIndex];
    return view.members.filter(
      (m) => team !== undefined && m.teamId === team.id && !isQuizmaster(view, m.userId),
    );
  };
  const pick = async () => {
    setBusy(true);
    const refusal = await onPick(current);
    setBusy(false);
    setError(refusal);
    if (refusal === null) setChoice(null);
  };
  const unchanged = current[0] === pair[0]?.userId && current[1] === pair[1]?.userId;
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border-2 border-slate-300 p-3 dark:border-slate-600">
      <legend className="px-1 font-semibold">Host: who faces off?</legend>
      {pair.map((side) => (
        <div key={side.slot} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${side.slot}`} className="text-sm font-semibold">
            For {side.teamName}
          </label>
          <select
            id={`${id}-${side.slot}`}
            value={current[side.slot]}
            disabled={busy}
            onChange={(event) => {
              const next: [string, string] = [...current];
              next[side.slot] = event.target.value;
              setChoice(next);
            }}
            className="min-h-11 rounded-lg border-2 border-slate-300 bg-white px-2 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
          >
            {current[side.slot] === '' ? <option value="">Choose a player</option> : null}
            {teamMembers(side.teamIndex).map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.displayName}
              </option>
            ))}
          </select>
        </div>
      ))}
      <Button
        variant="secondary"
        disabled={busy || unchanged || current.some((userId) => userId === '')}
        onClick={() => void pick()}
      >
        Set face-off
      </Button>
      {error ? (
        <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
