import { useState } from 'react';
import type { PartyView } from '@trivia/protocol';
import { Card, CardTitle, Switch } from '../../ui';
import { useToast } from '../../ui/toast';
import type { Realtime } from '../connection';

export interface PartySafetyCardProps {
  view: PartyView;
  send: Realtime['send'];
}

/**
 * HOST-5, HOST-6: Host only: lock the
 * party against newcomers, and allow adult names for a party of grown-ups.
 */
export function PartySafetyCard({ view, send }: PartySafetyCardProps) {
  const { party } = view;
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (change: Promise<{ ok: boolean; error?: string }>) => {
    setBusy(true);
    const result = await change;
    setBusy(false);
    if (!result.ok && result.error) showToast(result.error, 'error');
  };
  const code = party.code;
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Party Safety</CardTitle>
      <Switch
        label="Lock the party"
        hint={party.locked ? 'Nobody new can join.' : 'Anyone with the code can join.'}
        checked={party.locked}
        disabled={busy}
        onChange={(locked) => void run(send('setLocked', { code, locked }))}
      />
      <Switch
        label="Allow adult names"
        hint={
          party.allowProfanity
            ? 'Names and team names may use strong language.'
            : 'Names with strong language are refused.'
        }
        checked={party.allowProfanity}
        disabled={busy}
        onChange={(allowProfanity) => void run(send('setAllowProfanity', { code, allowProfanity }))}
      />
    </Card>
  );
}
