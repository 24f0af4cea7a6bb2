import type { Progress } from '../../../../../shared/search/results.ts';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

export function SearchProgress({ progress }: { progress: Progress | undefined }) {
  const done = progress?.sourcesDone ?? 0;
  const total = progress?.sourcesTotal ?? 0;
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-center justify-between gap-4">
        <p className="flex items-center gap-3 font-medium text-zinc-900 dark:text-zinc-100">
          <Spinner className="size-4 text-indigo-500" />
          Searching…
        </p>
        {total > 0 && (
          <p className="text-sm text-zinc-500 tabular-nums dark:text-zinc-400">
            {done} of {total} sources
          </p>
        )}
      </div>
      <ProgressBar value={done} max={total} className="mt-3" aria-label="Search progress" />
    </div>
  );
}
