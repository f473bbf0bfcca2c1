import { useState } from 'react';
import { Card, CardTitle, Page, PageTitle, Spinner } from '../../../ui';
import { useToast } from '../../../ui/toast';
import { usePartyOutlet } from '../party-context';
import { PartySafetyCard } from '../../host-controls/party-safety-card';
import { BigScreenCard } from './big-screen-card';
import { HostPowers } from './host-powers';
import { ShareParty } from './share-party';

export function playerCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'player' : 'players'} in the party`;
}

/** SPEC §2 Lobby: share the code; the host starts, the others wait. */
export function LobbyScreen() {
  const { code, view, send, isHost } = usePartyOutlet();
  const { showToast } = useToast();
  const [starting, setStarting] = useState(false);
  const count = view.members.length;

  const start = async () => {
    setStarting(true);
    const result = await send('startGame', { code });
    setStarting(false);
    if (!result.ok) showToast(result.error, 'error');
  };

  return (
    <Page>
      <PageTitle>Party Lobby</PageTitle>
      <div className="grid grid-cols-1 items-start gap-5 md:grid-cols-2">
        <ShareParty code={code} />
        {isHost ? (
          <div className="flex flex-col gap-5">
            <HostPowers memberCount={count} starting={starting} onStart={() => void start()} />
            <BigScreenCard code={code} send={send} screenEpoch={view.party.screenEpoch} />
            <PartySafetyCard view={view} send={send} />
          </div>
        ) : (
          <Card className="flex flex-col gap-3 text-center">
            <CardTitle>Welcome to the Party!</CardTitle>
            <p className="text-lg font-semibold">{playerCountLabel(count)}</p>
            {view.party.status === 'choosing' ? (
              <Spinner label="Host is choosing a game..." className="py-4" />
            ) : (
              <p className="text-slate-700 dark:text-slate-200">
                Waiting for the host to start the game.
              </p>
            )}
          </Card>
        )}
      </div>
    </Page>
  );
}
