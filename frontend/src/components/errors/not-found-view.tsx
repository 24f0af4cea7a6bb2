import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { buttonClasses } from '../ui/button.tsx';

export function NotFoundView() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <p className="bg-gradient-to-br from-indigo-500 to-violet-500 bg-clip-text text-7xl font-black tracking-tight text-transparent sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl dark:text-white">
        Oops! Page not found
      </h1>
      <p className="mt-3 text-zinc-600 dark:text-zinc-400">
        The page you're looking for doesn't exist or has been moved.
      </p>
      <Link to={paths.home.getHref()} className={buttonClasses('primary', 'md', 'mt-8')}>
        Return to Home
      </Link>
    </section>
  );
}
