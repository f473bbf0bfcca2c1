import type {
  AuthConfigResponse,
  ClearExpiredResponse,
  MeResponse,
  StatsResponse,
  User,
  UserResponse,
} from '@trivia/protocol';
import { apiRequest } from '../api/http';

export const meQueryKey = ['me'] as const;
export const authConfigQueryKey = ['auth-config'] as const;
export const statsQueryKey = ['me', 'stats'] as const;

export async function fetchMe(): Promise<User | null> {
  return (await apiRequest<MeResponse>('/api/me')).user;
}

export function fetchAuthConfig(): Promise<AuthConfigResponse> {
  return apiRequest<AuthConfigResponse>('/api/auth/config');
}

/** AUTH-2: With the name the guest chose, or one the server makes up. */
export async function createGuest(displayName?: string): Promise<User> {
  const body = displayName === undefined ? {} : { displayName };
  return (await apiRequest<UserResponse>('/api/auth/guest', { method: 'POST', body })).user;
}

export async function signOutRequest(): Promise<void> {
  await apiRequest<void>('/api/auth/signout', { method: 'POST' });
}

export async function patchDisplayName(displayName: string): Promise<User> {
  const body = { displayName };
  return (await apiRequest<UserResponse>('/api/me', { method: 'PATCH', body })).user;
}

export function fetchStats(): Promise<StatsResponse> {
  return apiRequest<StatsResponse>('/api/me/stats');
}

export function clearExpiredParties(): Promise<ClearExpiredResponse> {
  return apiRequest<ClearExpiredResponse>('/api/maintenance/clear-expired-parties', {
    method: 'POST',
  });
}

/** The start of Google sign-in; `popup` selects the page that reports back by postMessage. */
export function googleStartUrl(next: string, popup: boolean): string {
  const query = new URLSearchParams({ next });
  if (popup) query.set('popup', '1');
  return `/api/auth/google/start?${query.toString()}`;
}
