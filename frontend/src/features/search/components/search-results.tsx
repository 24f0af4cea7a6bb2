import { useLocation } from 'react-router';
import { RESULTS } from '../../../../../shared/constants.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { paths } from '../../../config/paths.ts';
import type { SearchJob } from '../hooks/use-search-job.ts';
import { LimitedBanner } from './limited-banner.tsx';
import { ProfileGrid } from './profile-grid.tsx';
import { RefineSearch } from './refine-search.tsx';
import { SearchProgress } from './search-progress.tsx';

export interface SearchResultsProps {
  job: SearchJob;
  /** Restarts the search with a hint; absent when the search cannot be refined (email, phone). */
  onRefine?: (hint: string) => void;
}

/** Everything below the page heading: progress, errors, the limited-view notice and the cards. */
export function SearchResults({ job, onRefine }: SearchResultsProps) {
  const location = useLocation();
  const { phase, results, error } = job;
  const profiles = results?.profiles ?? [];
  const busy = phase === 'starting' || phase === 'searching';
  const manyMatches = (results?.totalProfiles ?? 0) >= RESULTS.refineThreshold;
  const signInHref = paths.signIn.getHref(`${location.pathname}${location.search}`);

  return (
    <div className="flex flex-col gap-5">
      {busy && <SearchProgress progress={results?.progress} />}

      {error && (
        <Alert tone="error">
          <p className="font-medium">{error}</p>
        </Alert>
      )}

      {phase === 'done' && !error && profiles.length === 0 && (
        <div className="rounded-2xl border border-dashed border-zinc-300 px-6 py-14 text-center dark:border-zinc-700">
          <p className="font-medium text-zinc-700 dark:text-zinc-300">
            No profiles found. Try adding a hint.
          </p>
        </div>
      )}

      {results && results.limited && results.totalProfiles > 0 && (
        <LimitedBanner totalProfiles={results.totalProfiles} />
      )}

      {phase === 'done' && manyMatches && onRefine && (
        <div className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">
            Several distinct digital footprints found
          </h2>
          <RefineSearch key={job.info} initialHint={job.info} onRefine={onRefine} />
        </div>
      )}

      {profiles.length > 0 && (
        <ProfileGrid profiles={profiles} limited={results?.limited ?? false} signInHref={signInHref} />
      )}

      {phase === 'done' && results && results.failedSources.length > 0 && (
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          Some sources did not answer ({results.failedSources.join(', ')}), so these results may be
          incomplete.
        </p>
      )}
    </div>
  );
}
