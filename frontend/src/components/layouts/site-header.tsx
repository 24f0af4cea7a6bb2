import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/cn.ts';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Logo } from './logo.tsx';

/** What the navigation needs to know about the visitor's session. */
export interface HeaderAccount {
  status: 'loading' | 'signed-in' | 'signed-out';
  onSignOut: () => void;
}

const links = [
  { to: paths.home.getHref(), label: 'Home' },
  { to: paths.features.getHref(), label: 'Features' },
  { to: paths.blog.getHref(), label: 'Blog' },
] as const;

const linkClasses =
  'rounded-lg px-3 py-2 text-sm font-medium text-zinc-600 transition-colors hover:text-zinc-900 dark:text-zinc-300 dark:hover:text-white';

function AccountPlaceholder({ className }: { className?: string }) {
  return (
    <span role="status" className={cn('flex items-center gap-2', className)}>
      <span className="h-9 w-20 animate-pulse rounded-xl bg-zinc-200 dark:bg-zinc-800" aria-hidden="true" />
      <span className="h-9 w-28 animate-pulse rounded-xl bg-zinc-200 dark:bg-zinc-800" aria-hidden="true" />
      <span className="sr-only">Loading your account…</span>
    </span>
  );
}

function AccountActions({
  account,
  layout,
  onNavigate,
}: {
  account: HeaderAccount;
  layout: 'bar' | 'menu';
  onNavigate?: () => void;
}) {
  const size = layout === 'bar' ? 'sm' : 'md';
  if (account.status === 'loading')
    return <AccountPlaceholder className={layout === 'menu' ? 'col-span-2' : ''} />;
  if (account.status === 'signed-in') {
    return (
      <>
        <Link
          to={paths.account.getHref()}
          onClick={onNavigate}
          className={buttonClasses(layout === 'bar' ? 'ghost' : 'secondary', size)}
        >
          Account
        </Link>
        <Button variant={layout === 'bar' ? 'secondary' : 'primary'} size={size} onClick={account.onSignOut}>
          Sign out
        </Button>
      </>
    );
  }
  return (
    <>
      <Link
        to={paths.signIn.getHref()}
        onClick={onNavigate}
        className={buttonClasses(layout === 'bar' ? 'ghost' : 'secondary', size)}
      >
        Sign in
      </Link>
      <Link to={paths.signUp.getHref()} onClick={onNavigate} className={buttonClasses('primary', size)}>
        Create account
      </Link>
    </>
  );
}

export function SiteHeader({ account }: { account: HeaderAccount }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const close = () => setMenuOpen(false);

  // A new page closes the menu, whatever led there.
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200/70 bg-white/95 dark:border-zinc-800/70 dark:bg-zinc-950/95">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <div className="ml-6 hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className={linkClasses}>
              {link.label}
            </Link>
          ))}
        </div>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">
            <AccountActions account={account} layout="bar" />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              {menuOpen ? (
                <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
              ) : (
                <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
              )}
            </svg>
          </Button>
        </div>
      </nav>
      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="border-t border-zinc-200 bg-white px-4 pt-2 pb-4 shadow-lg md:hidden dark:border-zinc-800 dark:bg-zinc-950"
      >
        <div className="flex flex-col">
          {links.map((link) => (
            <Link key={link.to} to={link.to} onClick={close} className={cn(linkClasses, 'py-3 text-base')}>
              {link.label}
            </Link>
          ))}
        </div>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <AccountActions account={account} layout="menu" onNavigate={close} />
        </div>
      </div>
    </header>
  );
}
