import { useEffect } from 'react';
import { useAuth } from '../../auth/use-auth';
import { Button, ButtonLink, Card, Page, PageTitle, Spinner } from '../../ui';
import { AccountInfo } from './account-info';
import { DisplayNameForm } from './display-name-form';
import { StatsCard } from './stats-card';

/** /profile: name edit, account info, stats, create account (guests), sign out. */
export function ProfilePage() {
  const { user, signOut, updateDisplayName } = useAuth();

  useEffect(() => {
    document.title = 'Profile & Stats · Trivia Games';
  }, []);

  // The guard lets only users in; this covers the moment after signing out.
  if (!user) return <Spinner />;

  const leave = async () => {
    try {
      await signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
  };

  return (
    <Page>
      <PageTitle>Profile & Stats</PageTitle>
      <div className="flex flex-col gap-5">
        <AccountInfo user={user} />
        <DisplayNameForm key={user.uid} user={user} onSave={updateDisplayName} />
        <StatsCard />
        <Card
          className="flex flex-col gap-3 sm:flex-row sm:items-center"
          aria-label="Account actions"
        >
          {user.isGuest ? (
            <div className="flex-1">
              <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">
                Keep your name and game history on every device with a Google account.
              </p>
              <ButtonLink to="/login?next=%2Fprofile">Create Account</ButtonLink>
            </div>
          ) : (
            <div className="flex-1" />
          )}
          <Button variant="secondary" onClick={() => void leave()}>
            {user.isGuest ? 'End Session' : 'Sign Out'}
          </Button>
        </Card>
      </div>
    </Page>
  );
}
