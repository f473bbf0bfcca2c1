import type { User } from '@trivia/protocol';
import { Card } from '../../ui';
import { Avatar } from '../../shell/avatar';
import { GuestBadge } from '../../shell/guest-badge';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** /profile: account info. */
export function AccountInfo({ user }: { user: User }) {
  return (
    <Card aria-labelledby="account-title">
      <h2 id="account-title" className="sr-only">
        Account
      </h2>
      <div className="flex items-center gap-4">
        <Avatar user={user} size="lg" />
        <div className="min-w-0">
          <p className="truncate text-xl font-bold">{user.displayName}</p>
          {user.isGuest ? (
            <p className="flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-400">
              <span>Guest User</span> <GuestBadge />
            </p>
          ) : (
            <p className="truncate text-slate-600 dark:text-slate-400">{user.email}</p>
          )}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Account type</dt>
          <dd className="font-semibold">{user.isGuest ? 'Guest' : 'Google account'}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Member since</dt>
          <dd className="font-semibold">{formatDate(user.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Last sign-in</dt>
          <dd className="font-semibold">{formatDate(user.lastSignInAt)}</dd>
        </div>
        {user.isGuest ? null : (
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Email verified</dt>
            <dd className="font-semibold">{user.emailVerified ? 'Yes' : 'No'}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
