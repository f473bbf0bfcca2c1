import { useCallback, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@trivia/protocol';
import { ApiError } from '../api/http';
import {
  createGuest,
  fetchMe,
  googleStartUrl,
  meQueryKey,
  patchDisplayName,
  signOutRequest,
} from './auth-api';
import type { PopupOutcome } from './google-popup';
import { readUserSnapshot, writeUserSnapshot } from './user-snapshot';

/** GET /api/me, falling back to the last confirmed user when the network is down. */
export async function loadUser(): Promise<User | null> {
  try {
    const user = await fetchMe();
    writeUserSnapshot(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return readUserSnapshot();
  }
}

function setUser(queryClient: QueryClient, user: User | null): void {
  writeUserSnapshot(user);
  queryClient.setQueryData(meQueryKey, user);
}

export interface Auth {
  user: User | null;
  loading: boolean;
  /** True while a Google popup is open and not yet answered. */
  googlePending: boolean;
  /** AUTH-2: With the name the guest chose (a guest already signed in is renamed). */
  signInAsGuest: (displayName?: string) => Promise<User>;
  /** Ends the session on the server, then loads / afresh. */
  signOut: () => Promise<void>;
  /** Opens the Google popup (or redirects when popups are blocked); `next` is where to land. */
  signInWithGoogle: (next?: string) => Promise<PopupOutcome>;
  updateDisplayName: (displayName: string) => Promise<User>;
}

/** AUTH-2, AUTH-3: Signed out, guest, or Google-signed-in, as the server says. */
export function useAuth(): Auth {
  const queryClient = useQueryClient();
  // networkMode 'always': with no network, loadUser answers from the last confirmed user, so
  // the guard lets a user who signed in before into the Offline Party Pack.
  const me = useQuery({
    queryKey: meQueryKey,
    queryFn: loadUser,
    staleTime: 60_000,
    networkMode: 'always',
  });
  const [googlePending, setGooglePending] = useState(false);

  const signInAsGuest = useCallback(
    async (displayName?: string) => {
      const user = await createGuest(displayName);
      setUser(queryClient, user);
      return user;
    },
    [queryClient],
  );

  const signInWithGoogle = useCallback(
    async (next: string = window.location.pathname + window.location.search) => {
      const popup = window.open(
        googleStartUrl(next, true),
        'trivia-google-sign-in',
        'popup,width=480,height=680',
      );
      if (!popup) {
        window.location.assign(googleStartUrl(next, false));
        return { ok: false } as const;
      }
      setGooglePending(true);
      try {
        // Loaded on use (after window.open, which must run inside the click to not be blocked).
        const { waitForPopup } = await import('./google-popup');
        const outcome = await waitForPopup(popup, {
          isSignedIn: async () => {
            const user = await fetchMe();
            return user !== null && !user.isGuest;
          },
        });
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        return outcome;
      } finally {
        setGooglePending(false);
      }
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    await signOutRequest();
    writeUserSnapshot(null);
    // Sign-out goes to /. A full load (not a client-side navigation) leaves no
    // screen or cached data of the previous user behind, and no guard on the current
    // screen races the navigation to send the user to /login.
    window.location.assign('/');
  }, []);

  const updateDisplayName = useCallback(
    async (displayName: string) => {
      const user = await patchDisplayName(displayName);
      setUser(queryClient, user);
      return user;
    },
    [queryClient],
  );

  return {
    user: me.data ?? null,
    loading: me.isPending,
    googlePending,
    signInAsGuest,
    signInWithGoogle,
    signOut,
    updateDisplayName,
  };
}
