import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { site } from '../../config/site.ts';

export function Logo() {
  return (
    <Link
      to={paths.home.getHref()}
      className="flex items-center gap-2 rounded-lg font-bold tracking-tight text-zinc-900 dark:text-white"
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-500 text-white shadow-sm shadow-indigo-500/30"
      >
        <svg viewBox="0 0 24 24" className="size-4.5" fill="currentColor">
          <ellipse cx="9.5" cy="14.5" rx="3.6" ry="5.2" />
          <circle cx="15.5" cy="6.5" r="1.7" />
          <circle cx="18" cy="10" r="1.4" />
          <circle cx="14" cy="3.5" r="1.2" />
        </svg>
      </span>
      <span className="text-lg">{site.name}</span>
    </Link>
  );
}
