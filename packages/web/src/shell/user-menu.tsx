import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { User } from '@trivia/protocol';
import { Avatar } from './avatar';
import { GuestBadge } from './guest-badge';

export interface UserMenuProps {
  user: User;
  /** Ends the session (and then loads /). */
  onSignOut: () => Promise<void>;
}

const itemClass =
  'flex w-full cursor-pointer flex-col items-start rounded-lg px-3 py-2 text-left outline-none ' +
  'hover:bg-slate-100 data-[highlighted]:bg-slate-100 dark:hover:bg-slate-800 ' +
  'dark:data-[highlighted]:bg-slate-800 data-[highlighted]:ring-2 data-[highlighted]:ring-brand-600';

function ItemText({ title, subtitle }: { title: string; subtitle: string }): ReactNode {
  return (
    <>
      <span className="font-semibold">{title}</span>
      <span className="text-sm text-slate-600 dark:text-slate-400">{subtitle}</span>
    </>
  );
}

function LinkItem({ to, title, subtitle }: { to: string; title: string; subtitle: string }) {
  return (
    <Menu.Item asChild className={itemClass}>
      <Link to={to}>
        <ItemText title={title} subtitle={subtitle} />
      </Link>
    </Menu.Item>
  );
}

/**
 * The navbar's user menu: avatar, name, email or "Guest User" + "Guest Mode", and the
 * items with their subtitles. A Radix UI dropdown menu (docs/decisions/0008): arrow keys
 * move between items, Escape or an outside press closes it and focus returns to the button.
 */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const signOut = async () => {
    try {
      await onSignOut();
    } catch (error) {
      // Navbar sign-out failures are only logged.
      console.error('Sign-out failed', error);
    }
  };

  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="flex min-h-11 items-center gap-2 rounded-full p-1 hover:bg-slate-200/70 dark:hover:bg-slate-700/60">
        <Avatar user={user} />
        {/* The name is the visible label on wider screens; the whole name stays spoken. */}
        <span className="sr-only">Account menu for </span>
        <span className="max-w-36 truncate font-semibold max-sm:sr-only">{user.displayName}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label="Account"
          className="z-30 w-72 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-slate-200 bg-white p-2 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <Menu.Label className="flex items-center gap-3 border-b border-slate-200 px-3 pt-2 pb-3 dark:border-slate-700">
            <Avatar user={user} />
            <span className="min-w-0">
              <span className="block truncate font-bold">{user.displayName}</span>
              {user.isGuest ? (
                <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                  <span>Guest User</span> <GuestBadge />
                </span>
              ) : (
                <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
                  {user.email}
                </span>
              )}
            </span>
          </Menu.Label>
          <Menu.Group className="flex flex-col gap-1 pt-2">
            <LinkItem to="/profile" title="Profile & Stats" subtitle="View your game history" />
            <LinkItem
              to="/my-topics"
              title="My Topics"
              subtitle="Write, import and share your own topics"
            />
            {user.isGuest ? (
              <LinkItem
                to="/login"
                title="Upgrade Account"
                subtitle="Get full features & cloud sync"
              />
            ) : null}
            <Menu.Item className={itemClass} onSelect={() => void signOut()}>
              {user.isGuest ? (
                <ItemText title="End Session" subtitle="Return to welcome screen" />
              ) : (
                <ItemText title="Sign Out" subtitle="See you next time!" />
              )}
            </Menu.Item>
          </Menu.Group>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
