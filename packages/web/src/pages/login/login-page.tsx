import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/use-auth';
import { useAuthConfig } from '../../auth/use-auth-config';
import { safeNext } from '../../auth/safe-next';
import { useOnlineStatus, YOU_ARE_OFFLINE } from '../../shell/use-online-status';
import { Card, Message, Page, PageTitle, Spinner } from '../../ui';
import { GuestNote } from './guest-note';
import { ApiError } from '../../api/http';
import { DisplayNameField } from '../../join/display-name-field';
import { SignInButtons } from './sign-in-buttons';

/**
 * /login: "Sign in with Google", "Continue as Guest" and the guest-mode note.
 * With no network both buttons wait, saying "You're offline", and work again
 * when the browser reconnects, with no reload.
 * Once a user exists it goes to `next` (or /). A guest who comes here (Upgrade Account,
 * Create Account) stays to upgrade: Google sign-in or "Continue as Guest" takes them on.
 */
export function LoginPage() {
  const { user, loading, signInAsGuest, signInWithGoogle, googlePending } = useAuth();
  const config = useAuthConfig();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const online = useOnlineStatus();

  useEffect(() => {
    document.title = 'Sign in · Trivia Games';
  }, []);

  if (loading) return <Spinner label="Checking your session..." />;
  if (user && !user.isGuest) return <Navigate to={next} replace />;

  const continueAsGuest = async () => {
    setError(null);
    setBusy(true);
    try {
      // AUTH-2: The guest plays under the name they chose (blank: one is made up).
      const chosen = name.trim();
      if (!user || chosen !== '') await signInAsGuest(chosen === '' ? undefined : chosen);
      navigate(next, { replace: true });
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 400;
      setError(
        refused
          ? error.message
          : 'Could not start a guest session. Check your connection and try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const google = async () => {
    setError(null);
    const outcome = await signInWithGoogle(next);
    if (!outcome.ok && outcome.error) setError(outcome.error);
  };

  return (
    <Page width="narrow">
      <PageTitle
        subtitle={user?.isGuest ? 'Upgrade your guest session' : 'Sign in to start playing'}
      >
        Welcome to Trivia Games
      </PageTitle>
      <Card className="flex flex-col gap-4">
        {online ? null : (
          <Message tone="warning">
            {`${YOU_ARE_OFFLINE}. Signing in needs a connection; the buttons work again as soon as you are back online.`}
          </Message>
        )}
        <SignInButtons
          offline={!online}
          googleEnabled={config.googleEnabled}
          googleReason={config.loading || !online ? null : config.googleReason}
          googlePending={googlePending}
          guestBusy={busy}
          onGoogle={() => void google()}
          onGuest={() => void continueAsGuest()}
          guestName={
            <DisplayNameField
              value={name}
              onChange={setName}
              label="Your name as a guest"
              hint="What the others see in a party. Leave it empty for a made-up one."
              disabled={busy}
            />
          }
        />
        {error ? <Message tone="error">{error}</Message> : null}
        <GuestNote />
      </Card>
    </Page>
  );
}
