import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { site } from '../../config/site.ts';
import { Logo } from './logo.tsx';

const links = [
  { to: paths.about.getHref(), label: 'About' },
  { to: paths.contact.getHref(), label: 'Contact' },
  { to: paths.blog.getHref(), label: 'Blog' },
  { to: paths.privacy.getHref(), label: 'Privacy' },
  { to: paths.terms.getHref(), label: 'Terms' },
  { to: paths.security.getHref(), label: 'Security' },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-2">
          <Logo />
          <p className="text-sm text-zinc-500 dark:text-zinc-400">
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2">
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="text-sm text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white"
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
