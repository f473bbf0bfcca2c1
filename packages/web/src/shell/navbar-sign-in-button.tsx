import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../ui';
import { useAuth } from '../auth/use-auth';
import { googleSignInEnabled, useAuthConfig } from '../auth/use-auth-config';
import { useOnlineStatus } from './use-online-status';

/**
 * The navbar's "Sign In with Google" when signed out. When this server has no Google
 * sign-in, or no network, it leads to /login, which says why and offers guest mode instead.
 */
export function NavbarSignInButton() {
  const { signInWithGoogle, googlePending } = useAuth();
  const config = useAuthConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const online = useOnlineStatus();

  const onClick = async () => {
    // Offline: /login says "You're offline" and signs in once reconnected. Known
    // config: decided at once, so the popup opens inside the click (Safari blocks it later).
    // A click before the config arrived (a slow phone) waits for it: Chromium and Firefox
    // still let the click open the popup for a few seconds.
    const enabled = config.loading ? await googleSignInEnabled(queryClient) : config.googleEnabled;
    if (!online || !enabled) {
      navigate('/login');
      return;
    }
    try {
      const outcome = await signInWithGoogle();
      if (!outcome.ok && outcome.error) console.error('Google sign-in failed:', outcome.error);
    } catch (error) {
      // Navbar sign-in failures are only logged.
      console.error('Google sign-in failed', error);
    }
  };

  return (
    <Button
      variant="primary"
      className="shrink-0 px-3 text-sm whitespace-nowrap sm:text-base"
      aria-busy={googlePending}
      onClick={() => void onClick()}
    >
      Sign In with Google
    </Button>
  );
}
