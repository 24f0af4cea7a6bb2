import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { RESULTS } from '../../../../../shared/constants.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { paths } from '../../../config/paths.ts';
import type { SearchJob } from '../hooks/use-search-job.ts';
import { plural } from '../utils/profile-display.ts';
import { LimitedBanner, type UpgradeAction } from './limited-banner.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { MentionsList } from './mentions-list.tsx';
import { ProfileGrid } from './profile-grid.tsx';
import { RefineModal } from './refine-modal.tsx';
import { RefineSearch } from './refine-search.tsx';
import { SearchProgress } from './search-progress.tsx';

export interface SearchResultsProps {
  job: SearchJob;
  /** Restarts the search with a hint; absent when the search cannot be refined (email, phone). */
  onRefine?: (hint: string) => void;
  signedIn: boolean;
  subscribe: UpgradeAction;
  oneTimePass: UpgradeAction;
}

const PROMPT_KEY = 'footprint:refine-prompt:';

function promptShownBefore(jobId: string): boolean {
  try {
    return window.sessionStorage.getItem(PROMPT_KEY + jobId) === '1';
  } catch {
    return false;
  }
}

function rememberPromptShown(jobId: string): void {
  try {
    window.sessionStorage.setItem(PROMPT_KEY + jobId, '1');
  } catch {
    // Without storage the prompt may show again after a reload; nothing else depends on it.
  }
}

/** Everything below the page heading: progress, errors, the limited-view notice, the cards and the mentions. */
export function SearchResults({ job, onRefine, signedIn, subscribe, oneTimePass }: SearchResultsProps) {
  const location = useLocation();
  const { phase, results, error, jobId } = job;
  const profiles = results?.profiles ?? [];
  const busy = phase === 'starting' || phase === 'searching';
  const totalProfiles = results?.totalProfiles ?? 0;
  const manyMatches = totalProfiles >= RESULTS.refineThreshold;
  const limited = results?.limited ?? false;
  const signInHref = paths.signIn.getHref(`${location.pathname}${location.search}`);
  // The search's mentions that no card shows already.
  const cardDomains = new Set(
    profiles.flatMap((profile) => profile.mentions.map((mention) => mention.domain)),
  );
  const allMentions = results?.mentions ?? [];
  const pageMentions = allMentions.filter((mention) => !cardDomains.has(mention.domain));
  const hiddenMentions = limited ? Math.max(0, (results?.totalMentions ?? 0) - allMentions.length) : 0;
  const target = job.name || results?.target || '';

  // The hint prompt opens once per job: after the results, for many matches, when no hint came in.
  const [prompt, setPrompt] = useState<{ jobId: string; open: boolean } | null>(null);
  const promptEligible =
    phase === 'done' && manyMatches && !job.info && onRefine !== undefined && jobId !== '';
  if (promptEligible && prompt?.jobId !== jobId) {
    setPrompt({ jobId, open: !promptShownBefore(jobId) });
  }
  useEffect(() => {
    if (prompt?.open) rememberPromptShown(prompt.jobId);
  }, [prompt]);

  return (
    <div className="flex flex-col gap-5">
      {busy && <SearchProgress progress={results?.progress} />}

      {error && (
        <Alert tone="error">
          <p className="font-medium">{error}</p>
        </Alert>
      )}

      {busy && profiles.length === 0 && target && (
        <LoadingScreen target={target} additionalInfo={job.info || undefined} />
      )}

      {phase === 'done' && !error && profiles.length === 0 && (
        <div className="rounded-2xl border border-dashed border-zinc-300 px-6 py-14 text-center dark:border-zinc-700">
          <p className="font-medium text-zinc-700 dark:text-zinc-300">
            No profiles found. Try adding a hint.
          </p>
        </div>
      )}

      {results && limited && totalProfiles > 0 && (
        <LimitedBanner
          totalProfiles={totalProfiles}
          signedIn={signedIn}
          signInHref={signInHref}
          subscribe={subscribe}
          oneTimePass={oneTimePass}
          notice={results.notice}
        />
      )}

      {phase === 'done' && manyMatches && onRefine && (
        <div className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">
            Several distinct digital footprints found
          </h2>
          <RefineSearch key={job.info} initialHint={job.info} onRefine={onRefine} />
        </div>
      )}

      {profiles.length > 0 && <ProfileGrid profiles={profiles} limited={limited} signInHref={signInHref} />}

      {profiles.length > 0 && (pageMentions.length > 0 || hiddenMentions > 0) && (
        <section
          aria-labelledby="page-mentions"
          className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
        >
          <h2 id="page-mentions" className="font-semibold text-zinc-900 dark:text-white">
            Websites mentioning this name
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            Pages that name the person searched for but could not be tied to one of the profiles above.
          </p>
          {pageMentions.length > 0 && (
            <MentionsList mentions={pageMentions} className="mt-4 grid gap-4 sm:grid-cols-2" />
          )}
          {hiddenMentions > 0 && (
            <Link
              to={signInHref}
              className="mt-4 inline-block text-sm font-semibold text-indigo-700 hover:text-indigo-600 dark:text-indigo-300"
            >
              Sign in to view {plural(hiddenMentions, 'more website')}
            </Link>
          )}
        </section>
      )}

      {phase === 'done' && results && results.failedSources.length > 0 && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          Some sources did not answer ({results.failedSources.join(', ')}), so these results may be
          incomplete.
        </p>
      )}

      {onRefine && (
        <RefineModal
          open={prompt?.jobId === jobId && prompt.open}
          totalProfiles={totalProfiles}
          onClose={() => setPrompt((current) => (current ? { ...current, open: false } : current))}
          onRefine={onRefine}
        />
      )}
    </div>
  );
}
