import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/cn.ts';

/** Shown wherever a search starts or its results appear: what the results are, and what they may not be used for. */
export function ResponsibleUseNotice({ className }: { className?: string }) {
  return (
    <p className={cn('text-xs leading-relaxed text-zinc-600 dark:text-zinc-400', className)}>
      Results are possible matches from public sources, not verified facts. Footprint is not a consumer
      reporting agency: do not use results for decisions about employment, housing, credit or insurance
      (FCRA). See our{' '}
      <Link
        to={paths.terms.getHref()}
        className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-600 dark:text-indigo-300"
      >
        Terms of Service
      </Link>
      .
    </p>
  );
}
