import { useQuery, type QueryClient } from '@tanstack/react-query';
import { authConfigQueryKey, fetchAuthConfig } from './auth-api';

export interface AuthConfigState {
  loading: boolean;
  googleEnabled: boolean;
  /** Why Google sign-in is unavailable (the server's reason, or that it cannot be reached). */
  googleReason: string | null;
}

const authConfigQuery = {
  queryKey: authConfigQueryKey,
  queryFn: fetchAuthConfig,
  staleTime: 5 * 60_000,
} as const;

/**
 * Whether Google sign-in is offered, waiting for the answer if it has not come yet: a click
 * on a sign-in button before the config arrived (a slow phone) still gets the popup.
 */
export async function googleSignInEnabled(queryClient: QueryClient): Promise<boolean> {
  try {
    return (await queryClient.ensureQueryData(authConfigQuery)).google.enabled;
  } catch {
    return false;
  }
}

/** GET /api/auth/config: whether this server offers Google sign-in, and why not. */
export function useAuthConfig(): AuthConfigState {
  const query = useQuery(authConfigQuery);
  if (query.isPending) return { loading: true, googleEnabled: false, googleReason: null };
  if (query.isError) {
    return {
      loading: false,
      googleEnabled: false,
      googleReason: 'Google sign-in needs a connection to the server.',
    };
  }
  const { google } = query.data;
  return {
    loading: false,
    googleEnabled: google.enabled,
    googleReason: google.enabled
      ? null
      : (google.reason ?? 'Google sign-in is not set up on this server.'),
  };
}
