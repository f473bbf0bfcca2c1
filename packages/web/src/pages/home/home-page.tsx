import { useAuth } from '../../auth/use-auth';
import { useOptionalCode } from '../../shell/use-optional-code';
import { ButtonLink, Page, PageTitle } from '../../ui';
import { ModeCard } from './mode-card';
import { OfflineIcon } from './mode-icons';
import { PartyCard } from './party-card';

// Only for signed-in users; loaded on demand to keep the first load small.
const loadMaintenanceCard = () => import('./maintenance-card');

/**
 * Home: the title; the Online Party Arena's front door (host or join, no sign-in needed:
 * AUTH-1); the Offline Party Pack; and Database Maintenance when signed in.
 */
export function HomePage() {
  const { user } = useAuth();
  const maintenance = useOptionalCode(loadMaintenanceCard, user !== null);
  return (
    <Page width="wide">
      <PageTitle subtitle="Top-5 Blitz: teams race to name the five ranked answers.">
        Trivia Games
      </PageTitle>
      <div className="grid gap-5 md:grid-cols-2">
        <PartyCard />
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
      </div>
      {user && maintenance ? (
        <div className="mt-5">
          <maintenance.MaintenanceCard user={user} />
        </div>
      ) : null}
    </Page>
  );
}
