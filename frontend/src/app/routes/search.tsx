import { useNavigate } from 'react-router';
import { ResponsibleUseNotice } from '../../components/notices/responsible-use-notice.tsx';
import { Head } from '../../components/seo/head.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-state.tsx';
import { useCheckoutReturn } from '../../features/billing/hooks/use-checkout-return.ts';
import { useUpgradeActions } from '../../features/billing/hooks/use-upgrade-actions.ts';
import { HeroSearchForm } from '../../features/search/components/hero-search-form.tsx';
import { SearchResults } from '../../features/search/components/search-results.tsx';
import { useSearchJob } from '../../features/search/hooks/use-search-job.ts';

export default function SearchRoute() {
  const auth = useAuth();
  const navigate = useNavigate();
  const checkoutReturn = useCheckoutReturn();
  const job = useSearchJob({ paused: checkoutReturn.pending });
  const upgrade = useUpgradeActions(auth, job.jobId);
  // With only a jobId in the address, a name search still knows its name from the results.
  const refineName = job.name || (job.results?.type === 'name' ? job.results.target : '');
  const subtitle = job.name
    ? `Digital footprint profiles for: ${job.name}`
    : `Digital footprint profiles via ${job.type || 'search'}`;

  return (
    <>
      <Head title="Search Results" indexing="private" />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <header className="mb-8">
          <h1 className="text-3xl font-bold tracking-tight text-zinc-900 sm:text-4xl dark:text-white">
            Search Results
          </h1>
          {job.phase !== 'idle' && (
            <p className="mt-2 break-words text-zinc-600 dark:text-zinc-400">{subtitle}</p>
          )}
        </header>
        {job.phase === 'idle' ? (
          <HeroSearchForm autoFocus />
        ) : (
          <SearchResults
            job={job}
            signedIn={auth.status === 'signed-in'}
            subscribe={upgrade.subscribe}
            oneTimePass={upgrade.oneTimePass}
            onRefine={
              refineName
                ? (hint) => void navigate(paths.search.getHref({ name: refineName, info: hint }))
                : undefined
            }
          />
        )}
        <ResponsibleUseNotice className="mt-10 border-t border-zinc-200 pt-6 dark:border-zinc-800" />
      </div>
    </>
  );
}
