import type { PartyView } from '@trivia/game';
import { Button } from '../../ui';
import type { Realtime } from '../connection';
import { useMatch } from './match-standing-rows';
import { PlayAgain } from './play-again';
import { useState } from 'react';
import { RuleSetPicker } from '../../game-settings/rule-set-picker';
import { withRuleSet } from '../feud/feud-commands';
import { feudFields } from '../feud/feud-view';
import type { RuleSet } from '../feud/feud-types';

/**
 * The host's way on from the results (ROUND-2): "Next Round" starts the next game at once
 * with a surprise topic and the same teams (SETUP-6); "Choose Topic" opens the topics first;
 * "End Match" (from the second round on) crowns the match winner (ROUND-3). "Play Again"
 * (PARTY-4) stays, back to the lobby. Others see the waiting message of PlayAgain.
 */
export function NextRound({ view, send }: { view: PartyView; send: Realtime['send'] }) {
  const { rounds, over } = useMatch(view.party);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // FEUD-1: the next round keeps the rules unless the host switches them here.
  const [ruleSet, setRuleSet] = useState<RuleSet>(feudFields(view.party).ruleSet);
  if (!view.viewer.isHost) return <PlayAgain view={view} send={send} />;
  const { code } = view.party;
  const run = async (action: () => ReturnType<Realtime['send']>) => {
    setBusy(true);
    const reply = await action();
    setError(reply.ok ? null : reply.error);
    setBusy(false);
  };
  return (
    <div className="flex flex-col items-center gap-3">
      <div className="w-full max-w-xl">
        <RuleSetPicker value={ruleSet} onChange={setRuleSet} disabled={busy} />
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button
          size="lg"
          disabled={busy}
          onClick={() =>
            void run(() =>
              send(
                'quickStart',
                withRuleSet(
                  { code, pick: { kind: 'surprise', difficulty: null } },
                  ruleSet,
                  feudFields(view.party).ruleSet,
                ),
              ),
            )
          }
        >
          {over ? 'New Match' : 'Next Round'}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          disabled={busy}
          onClick={() => void run(() => send('startGame', { code }))}
        >
          Choose Topic
        </Button>
        {rounds >= 2 && !over ? (
          <Button
            size="lg"
            variant="secondary"
            disabled={busy}
            onClick={() => void run(() => send('endMatch', { code }))}
          >
            End Match
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <PlayAgain view={view} send={send} />
    </div>
  );
}
