import { useState } from 'react';
import { Card, CardTitle, Page, PageTitle } from '../../../ui';
import { useToast } from '../../../ui/toast';
import { usePartyOutlet } from '../party-context';
import { PartySafetyCard } from '../../host-controls/party-safety-card';
import { BigScreenCard } from './big-screen-card';
import { HostPowers } from './host-powers';
import { LobbyHead } from './lobby-head';
import { ShareParty } from './share-party';
import { LobbySurveyCard } from '../../survey/lobby-survey-card';

/** The lobby: share the code; the host starts, the others wait. */
export function LobbyScreen() {
  const { code, view, send, isHost } = usePartyOutlet();
  const { showToast } = useToast();
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    // SETUP-7: the game type as last time, or the default one: the topics come next.
    const result = await send('startGame', { code, defaultGameType: true });
    setStarting(false);
    if (!result.ok) showToast(result.error, 'error');
  };

  return (
    <Page>
      <PageTitle>Party Lobby</PageTitle>
      <div className="grid grid-cols-1 items-start gap-5 md:grid-cols-2">
        <LobbyHead
          code={code}
          view={view}
          isHost={isHost}
          starting={starting}
          onStart={() => void start()}
        />
        {isHost ? (
          <div className="flex flex-col gap-5">
            <LobbySurveyCard />
            <HostPowers />
            <BigScreenCard code={code} send={send} screenEpoch={view.party.screenEpoch} />
            <PartySafetyCard view={view} send={send} />
          </div>
        ) : (
          <Card className="flex flex-col gap-3 text-center">
            <CardTitle>Welcome to the Party!</CardTitle>
            <p className="text-slate-700 dark:text-slate-200">
              Your team is chosen when the host sets up the teams.
            </p>
          </Card>
        )}
        <ShareParty code={code} />
      </div>
    </Page>
  );
}
