import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { User } from '@trivia/protocol';
import { Avatar } from './avatar';
import { GuestBadge } from './guest-badge';
import { useDismiss } from './use-dismiss';

export interface UserMenuProps {
  user: User;
  /** Ends the session (and then loads /, SPEC §2). */
  onSignOut: () => Promise<void>;
}

const itemClass =
  'flex w-full flex-col items-start rounded-lg px-3 py-2 text-left hover:bg-slate-100 ' +
  'focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

function ItemText({ title, subtitle }: { title: string; subtitle: string }): ReactNode {
  return (
    <>
      <span className="font-semibold">{title}</span>
      <span className="text-sm text-slate-600 dark:text-slate-400">{subtitle}</span>
    </>
  );
}

/**
 * SPEC §2 Navbar user menu: avatar, name, email or "Guest User" + "Guest Mode", and the
 * items with their subtitles. A disclosure button (aria-expanded); closes on an outside
 * press, on Escape (focus returns to the button) and after choosing an item.
 */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((reason: 'outside' | 'escape' | 'choice') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);

  const signOut = async () => {
    close('choice');
    try {
      await onSignOut();
    } catch (error) {
      // SPEC §8: navbar sign-out failures are only logged.
      console.error('Sign-out failed', error);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 items-center gap-2 rounded-full p-1 hover:bg-slate-200/70 dark:hover:bg-slate-700/60"
      >
        <Avatar user={user} />
        {/* The name is the visible label on wider screens; the whole name stays spoken. */}
        <span className="sr-only">Account menu for </span>
        <span className="max-w-36 truncate font-semibold max-sm:sr-only">{user.displayName}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-72 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="flex items-center gap-3 border-b border-slate-200 px-3 pt-2 pb-3 dark:border-slate-700">
          <Avatar user={user} />
          <div className="min-w-0">
            <p className="truncate font-bold">{user.displayName}</p>
            {user.isGuest ? (
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                <span>Guest User</span> <GuestBadge />
              </p>
            ) : (
              <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
            )}
          </div>
        </div>
        <nav aria-label="Account" className="flex flex-col gap-1 pt-2">
          <Link to="/profile" className={itemClass} onClick={() => close('choice')}>
            <ItemText title="Profile & Stats" subtitle="View your game history" />
          </Link>
          <Link to="/my-topics" className={itemClass} onClick={() => close('choice')}>
            <ItemText title="My Topics" subtitle="Write, import and share your own topics" />
          </Link>
          {user.isGuest ? (
            <Link to="/login" className={itemClass} onClick={() => close('choice')}>
              <ItemText title="Upgrade Account" subtitle="Get full features & cloud sync" />
            </Link>
          ) : null}
          <button type="button" className={itemClass} onClick={() => void signOut()}>
            {user.isGuest ? (
              <ItemText title="End Session" subtitle="Return to welcome screen" />
            ) : (
              <ItemText title="Sign Out" subtitle="See you next time!" />
            )}
          </button>
        </nav>
      </div>
    </div>
  );
}
