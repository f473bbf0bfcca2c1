import { lazy, Suspense } from 'react';
import { useAuth } from '../../auth/use-auth';
import { ButtonLink, Page, PageTitle } from '../../ui';
import { ModeCard } from './mode-card';
import { OfflineIcon, OnlineIcon } from './mode-icons';

// Only for signed-in users; loaded on demand to keep the first load small.
const MaintenanceCard = lazy(async () => ({
  default: (await import('./maintenance-card')).MaintenanceCard,
}));

/** SPEC §2 Home: the title, the two mode cards, and Database Maintenance when signed in. */
export function HomePage() {
  const { user } = useAuth();
  return (
    <Page width="wide">
      <PageTitle subtitle="Top-5 Blitz: teams race to name the five ranked answers.">
        Trivia Games
      </PageTitle>
      <div className="grid gap-5 md:grid-cols-2">
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
          action={
            user ? (
              <ButtonLink to="/online" size="lg" variant="success">
                Play Online
              </ButtonLink>
            ) : (
              <ButtonLink to="/login?next=%2Fonline" size="lg" variant="success">
                Sign In & Play Online
              </ButtonLink>
            )
          }
        >
          <p>Everyone plays from their own phone. Share a 6-character party code and go.</p>
        </ModeCard>
      </div>
      {user ? (
        <div className="mt-5">
          <Suspense fallback={null}>
            <MaintenanceCard user={user} />
          </Suspense>
        </div>
      ) : null}
    </Page>
  );
}
