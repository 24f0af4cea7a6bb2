import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader, type HeaderAccount } from './site-header.tsx';

/** Every page's frame: an optional notice strip, the top navigation, the page, the footer. */
export function MainLayout({
  notice,
  account,
  children,
}: {
  notice?: ReactNode;
  account: HeaderAccount;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-zinc-900 focus:shadow"
      >
        Skip to content
      </a>
      {notice}
      <SiteHeader account={account} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
