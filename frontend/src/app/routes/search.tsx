import { useNavigate } from 'react-router';
import { Head } from '../../components/seo/head.tsx';
import { paths } from '../../config/paths.ts';
import { NameSearchForm } from '../../features/search/components/name-search-form.tsx';
import { SearchResults } from '../../features/search/components/search-results.tsx';
import { useSearchJob } from '../../features/search/hooks/use-search-job.ts';

export default function SearchRoute() {
  const job = useSearchJob();
  const navigate = useNavigate();
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
          {job.phase !== 'idle' && <p className="mt-2 text-zinc-600 dark:text-zinc-400">{subtitle}</p>}
        </header>
        {job.phase === 'idle' ? (
          <NameSearchForm autoFocus />
        ) : (
          <SearchResults
            job={job}
            onRefine={
              refineName
                ? (hint) => void navigate(paths.search.getHref({ name: refineName, info: hint }))
                : undefined
            }
          />
        )}
      </div>
    </>
  );
}
