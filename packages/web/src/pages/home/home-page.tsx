import { useId } from 'react';
import { useAuth } from '../../auth/use-auth';
import { useOptionalCode } from '../../shell/use-optional-code';
import { useOnlineStatus, YOU_ARE_OFFLINE } from '../../shell/use-online-status';
import { Button, ButtonLink, Page, PageTitle } from '../../ui';
import { JoinCard } from './join-card';
import { ModeCard } from './mode-card';
import { OfflineIcon, OnlineIcon } from './mode-icons';

// Only for signed-in users; loaded on demand to keep the first load small.
const loadMaintenanceCard = () => import('./maintenance-card');

/** Home: the title, the two mode cards, and Database Maintenance when signed in. */
export function HomePage() {
  const { user } = useAuth();
  const maintenance = useOptionalCode(loadMaintenanceCard, user !== null);
  return (
    <Page width="wide">
      <PageTitle subtitle="Top-5 Blitz: teams race to name the five ranked answers.">
        Trivia Games
      </PageTitle>
      <div className="grid gap-5 md:grid-cols-2">
        <JoinCard />
        <ModeCard
          title="Offline Party Pack"
          icon={<OfflineIcon />}
          action={
            <ButtonLink to="/offline" size="lg">
              Play Offline
            </ButtonLink>
          }
        >
          <p>One device, any room. Pass the phone between teams: no internet needed once loaded.</p>
        </ModeCard>
        <ModeCard
          title="Online Party Arena"
          icon={<OnlineIcon />}
          action={<OnlineArenaAction signedIn={user !== null} />}
        >
          <p>Everyone plays from their own phone. Share a 6-character party code and go.</p>
        </ModeCard>
      </div>
      {user && maintenance ? (
        <div className="mt-5">
          <maintenance.MaintenanceCard user={user} />
        </div>
      ) : null}
    </Page>
  );
}

/**
 * Home: "Play Online" or "Sign In & Play Online". With no network the button waits
 * and says "You're offline"; it works again once the browser reconnects.
 */
function OnlineArenaAction({ signedIn }: { signedIn: boolean }) {
  const online = useOnlineStatus();
  const noteId = useId();
  const label = signedIn ? 'Play Online' : 'Sign In & Play Online';
  if (online) {
    return (
      <ButtonLink to={signedIn ? '/online' : '/login?next=%2Fonline'} size="lg" variant="success">
        {label}
      </ButtonLink>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p id={noteId} className="text-sm font-semibold text-amber-800 dark:text-amber-300">
        {`${YOU_ARE_OFFLINE}: the Online Party Arena needs a connection.`}
      </p>
      <Button size="lg" variant="success" disabled aria-describedby={noteId}>
        {label}
      </Button>
    </div>
  );
}
