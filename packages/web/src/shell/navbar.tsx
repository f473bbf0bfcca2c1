import { Link } from 'react-router';
import { useAuth } from '../auth/use-auth';
import { useAfterLoadIdle } from './after-load';
import { NavbarSignInButton } from './navbar-sign-in-button';
import { LogoMark } from './logo';
import { ThemeToggle } from './theme-toggle';
import { useOptionalCode } from './use-optional-code';

// Only signed-in users need it; loaded on demand to keep the first load small, and after
// the first screen is drawn: its 23 KB do not compete with the screen's own code.
const loadUserMenu = () => import('./user-menu');

/**
 * The navbar: logo and title to /, theme toggle, sign-in button or the user menu.
 * index.html holds a static copy of its loading state, painted before the JavaScript runs.
 */
export function Navbar() {
  const { user, loading, signOut } = useAuth();
  const menuReady = useAfterLoadIdle();
  const menu = useOptionalCode(loadUserMenu, user !== null && menuReady);
  const placeholder = <span className="size-11" aria-hidden="true" />;
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-4">
        <Link
          to="/"
          className="mr-auto flex min-h-11 min-w-0 items-center gap-2 rounded-lg pr-2 text-base font-extrabold tracking-tight min-[400px]:text-lg sm:text-xl"
        >
          {/* On the narrowest phones the sign-in button needs the mark's room. */}
          <LogoMark
            className={user || loading ? 'size-8 shrink-0' : 'size-8 shrink-0 max-[399px]:hidden'}
          />
          <span className="whitespace-nowrap">Trivia Games</span>
        </Link>
        <ThemeToggle />
        {loading ? (
          placeholder
        ) : user ? (
          menu ? (
            <menu.UserMenu user={user} onSignOut={signOut} />
          ) : (
            placeholder
          )
        ) : (
          <NavbarSignInButton />
        )}
      </div>
    </header>
  );
}
