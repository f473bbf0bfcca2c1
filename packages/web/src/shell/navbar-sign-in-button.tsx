import { useNavigate } from 'react-router';
import { Button } from '../ui';
import { useAuth } from '../auth/use-auth';
import { useAuthConfig } from '../auth/use-auth-config';
import { useOnlineStatus } from './use-online-status';

/**
 * SPEC §2 Navbar: "Sign In with Google" when signed out. When this server has no Google
 * sign-in, or no network, it leads to /login, which says why and offers guest mode instead.
 */
export function NavbarSignInButton() {
  const { signInWithGoogle, googlePending } = useAuth();
  const config = useAuthConfig();
  const navigate = useNavigate();
  const online = useOnlineStatus();

  const onClick = async () => {
    // Offline (issue 16): /login says "You're offline" and signs in once reconnected.
    if (!online || !config.googleEnabled) {
      navigate('/login');
      return;
    }
    try {
      const outcome = await signInWithGoogle();
      if (!outcome.ok && outcome.error) console.error('Google sign-in failed:', outcome.error);
    } catch (error) {
      // SPEC §8: navbar sign-in failures are only logged.
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
